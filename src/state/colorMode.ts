import { atomWithStorage } from 'jotai/utils';

export type ColorMode = 'light' | 'dark';

// Global because the root theme and the sidebar toggle share it; persisted so the choice survives reloads.
export const colorModeAtom = atomWithStorage<ColorMode>('daybreak-color-mode', 'light');
