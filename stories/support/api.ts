/**
 * The API mocks (tests/fixtures/api.ts) as the stories use them: the screens show the pictured
 * catalogue (the spec's four blocks), so adding a block folder adds its own stories' pictures and
 * changes no screen's baseline.
 */
import {
  apiHandlers as everyBlock,
  picturedCatalogue,
  type ApiState,
} from '../../tests/fixtures/api';

export * from '../../tests/fixtures/api';

/** The API a screen's story sees; pass `catalogue` to show other blocks. */
export const apiHandlers = (state: ApiState = {}): ReturnType<typeof everyBlock> =>
  everyBlock({ catalogue: picturedCatalogue(), ...state });
