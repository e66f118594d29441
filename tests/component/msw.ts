/**
 * The MSW server for component tests: the shared API fixtures and handlers (tests/fixtures/api.ts); a
 * test's own answers register by route name with `mock`.
 */
import { setupServer } from 'msw/node';
import { apiHandlers } from '../fixtures/api';

export { delay, http, HttpResponse } from 'msw';
export {
  available,
  callerId,
  callerIdDisplay,
  callRecord,
  callsOfEachOutcome,
  mock,
  nextCallDue,
  noCallDue,
  profile,
  schedule,
  userBlock,
} from '../fixtures/api';

export const server = setupServer(...apiHandlers());
