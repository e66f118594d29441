import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../component/msw';

// findBy*/waitFor wait up to 30 s: on a loaded 2-core machine a lazy screen can take over the default
// 1 s, a first toast (react-toastify loads with it) took over 5 s in a CI run at load 8, and drag and
// drop imported into a fresh module graph took over 10 s in another (dragArrives.fresh.test.tsx). A
// limit only decides how long a test that fails takes to say so; each fails on its own assertion.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(async () => {
  server.close();
  // The parts a screen loads on its own, unasked (drag and drop once the routine shows, the rules with
  // a form's first use, the player once a call is prepared, the toasts): a file's environment stays
  // until they have arrived, or one still loading when the file ends is reported as a load after
  // teardown (a clean-clone CI run: dnd-kit, after MissedMorningNotice's last test).
  // (Drag and drop through the routine's own loader: a later file sharing these modules shows its
  // routine sortable from the first render, as the app does once it has arrived — not swapped in
  // under a test's first click.)
  await Promise.all([
    import('../../src/features/routine/useDragHandover').then((m) => m.loadSortable()),
    import('../../src/forms/validators'),
    import('../../src/components/AudioPlayer'),
    import('../../src/components/Toasts'),
  ]);
});
