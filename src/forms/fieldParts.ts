/**
 * What the forms layer loads when a form first shows it, each a chunk of its own: the phone widget
 * (it carries libphonenumber-js's metadata), the place field (MUI's Autocomplete) and RJSF's parts no
 * form of the app draws (src/vendor/rjsf/rareParts.ts). And their preload: a routine page preloads
 * what its entries' dialogs will show while it is idle, so Configure opens with nothing left to fetch.
 */
import type { BlockField } from '../core/types';

export const loadPhoneWidget = () => import('./widgets/PhoneWidget');
export const loadPlaceField = () => import('./widgets/PlaceField');
export const loadRareParts = () => import('../vendor/rjsf/rareParts');

/** Loads the parts `fields` will show; resolves at once when they need none. */
export async function preloadFieldParts(fields: readonly BlockField[]): Promise<void> {
  if (fields.some((field) => field.type === 'place')) await loadPlaceField();
}
