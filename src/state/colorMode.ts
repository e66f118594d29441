import { atomWithStorage } from 'jotai/utils';

export type ColorMode = 'light' | 'dark';

/** Where the app keeps the visitor's colour mode (JSON, as jotai stores it); the static landing page reads it too. */
export const COLOR_MODE_STORAGE_KEY = 'daybreak-color-mode';

// Global because the root theme and the sidebar toggle share it; persisted so the choice survives reloads.
export const colorModeAtom = atomWithStorage<ColorMode>(COLOR_MODE_STORAGE_KEY, 'light');
