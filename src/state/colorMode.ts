import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export type ColorMode = 'light' | 'dark';

/** Where the app keeps the visitor's colour mode (JSON, as jotai stores it); the static landing page reads it too. */
export const COLOR_MODE_STORAGE_KEY = 'daybreak-color-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemMode = (): ColorMode =>
  typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';

// The user's own choice, persisted so it survives reloads; null until they choose.
const choiceBase = atomWithStorage<ColorMode | null>(COLOR_MODE_STORAGE_KEY, null, undefined, {
  getOnInit: true,
});

// The operating system's preference, kept current while anything reads it.
const systemBase = atom<ColorMode>(systemMode());
systemBase.onMount = (set) => {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(DARK_QUERY) : undefined;
  if (!query) return;
  set(query.matches ? 'dark' : 'light');
  const listen = (event: MediaQueryListEvent) => set(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listen);
  return () => query.removeEventListener('change', listen);
};

/**
 * Global because the root theme and the sidebar toggle share it. Reads the user's choice, else the
 * OS preference (prefers-color-scheme); writing records the user's choice.
 */
export const colorModeAtom = atom(
  (get): ColorMode => get(choiceBase) ?? get(systemBase),
  (_get, set, mode: ColorMode) => set(choiceBase, mode),
);
