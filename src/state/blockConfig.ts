/**
 * A routine entry's configuration (GET /api/call-blocks/user/{id}/config/), loaded each time its
 * configure dialog opens and read by block id, so the dialog itself only shows what it is given.
 */
import { atom, type Atom } from 'jotai';
import { errorText } from '../api/client';
import { api } from '../api/endpoints';
import { errors } from '../core/messages';

/** The raw payload stays `unknown`: the forms layer checks it before anything renders. */
export type ConfigLoad =
  | { state: 'loading' }
  /** `message`: the failure's text by SPEC §8's rule (the server's words, else the screen's). */
  | { state: 'failed'; message: string }
  | { state: 'ready'; config: unknown };

const LOADING: ConfigLoad = { state: 'loading' };

// Global so that loading (an action) and showing (the dialog) meet by block id.
const configsBase = atom<Readonly<Record<number, ConfigLoad>>>({});

const configAtoms = new Map<number, Atom<ConfigLoad>>();

/** The configuration of one routine entry: 'loading' until `loadBlockConfigAtom` has answered. */
export function blockConfigAtom(id: number): Atom<ConfigLoad> {
  let found = configAtoms.get(id);
  if (!found) {
    found = atom((get) => get(configsBase)[id] ?? LOADING);
    configAtoms.set(id, found);
  }
  return found;
}

/** Fetches a routine entry's configuration afresh; rejects (and says 'failed') when it can't. */
export const loadBlockConfigAtom = atom(null, async (get, set, id: number) => {
  const put = (load: ConfigLoad) => set(configsBase, { ...get(configsBase), [id]: load });
  put(LOADING);
  try {
    put({ state: 'ready', config: await api.getBlockConfig(id) });
  } catch (error) {
    put({ state: 'failed', message: errorText(error, errors.loadConfiguration) });
    throw error;
  }
});
