import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../component/msw';

// findBy*/waitFor wait up to 10 s: on a loaded 2-core machine a lazy screen can take over the default
// 1 s, and a first toast (react-toastify loads with it) took over 5 s in a CI run at load 8.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
