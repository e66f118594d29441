/**
 * The route table (src/core/routes.ts) is what the server serves: every declared path answers 405 with
 * `Allow` — the methods the table declares for it — to every other method, signed in or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../src/core/routes';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '' } });
});
afterAll(() => server.stop());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const concrete = (path: string) =>
  path.replace(/:[a-z_]+/gi, (p) => (p === ':provider' ? 'google_calendar' : '7'));

const paths = [...new Set(routeList.map((r) => r.path))];

describe('methods a declared path does not declare', () => {
  it.each(paths)('%s answers 405 with Allow to each of them', async (path) => {
    const { token } = await server.newUser();
    const declared = routeList.filter((r) => r.path === path).map((r) => r.method);
    const allow = METHODS.filter((m) => declared.includes(m)).flatMap((m) =>
      m === 'GET' ? ['GET', 'HEAD'] : [m],
    );
    for (const method of METHODS.filter((m) => !declared.includes(m))) {
      for (const auth of [token, null]) {
        const answer = await server.api(
          method,
          concrete(path),
          auth,
          method === 'GET' ? undefined : {},
        );
        expect({ method, status: answer.status }).toEqual({ method, status: 405 });
        expect(answer.headers.get('allow')).toBe(allow.join(', '));
      }
    }
  });
});
