/**
 * For the component files that share one module registry: drag and drop has arrived before any test,
 * so every routine is sortable from its first render, as the app shows it once drag and drop has
 * loaded. Without this, the list was swapped for the sortable one whenever the load happened to end,
 * which could be between a test finding a button and clicking it (the click then went to a button no
 * longer on the page). The arrival itself, and the plain list before it, are tested in
 * tests/component/routine/dragArrives.fresh.test.tsx.
 */
import { beforeAll } from 'vitest';
import { preloadRoutineCards } from '../../src/app/RoutineScreen';
import { loadSortable } from '../../src/features/routine/useDragHandover';
import { preloadOverlays } from '../../src/components/onDemand';

// So are the cards the routine loads after it shows (Hear my call, the voice) and the overlays (its
// dialogs, the phone menu): a test meets the routine whole, as the app shows it once they have arrived.
beforeAll(async () => {
  await Promise.all([loadSortable(), preloadRoutineCards(), preloadOverlays()]);
});
