/**
 * The layer's field parts that load when a form first shows one (the place field carries MUI's
 * Autocomplete), and their preload: a routine page preloads what its entries' dialogs will show while
 * it is idle, so Configure opens with nothing left to fetch.
 */
import type { BlockField } from '../core/types';

export const loadPlaceField = () => import('./widgets/PlaceField');

/** Loads the parts `fields` will show; resolves at once when they need none. */
export async function preloadFieldParts(fields: readonly BlockField[]): Promise<void> {
  if (fields.some((field) => field.type === 'place')) await loadPlaceField();
}
