/**
 * A routine entry's configuration (GET /api/call-blocks/user/{id}/config/), one query per block id
 * in the cache (./query.ts), so the dialog itself only shows what it is given.
 *
 * Read once where it enters the cache: checked, and its settings completed with the fields' defaults
 * (src/core/fields/readBlockConfig.ts), which comes with the forms' validation (AJV) and so loads with
 * the first configuration, not with the routine. Fetched ahead: once the routine is on screen,
 * `usePrefetchBlockConfigs` fetches every entry's configuration when the browser is idle and compiles
 * its validators. A save writes
 * its answer into the entry, so opening a configure dialog again needs no request; without a held
 * configuration (the prefetch has not answered, or failed) the dialog says 'Loading
 * configuration...' and the open fetches it, failing with the screen's text (SPEC §8).
 */
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom, type Atom } from 'jotai';
import { errorText } from '../api/client';
import { api } from '../api/endpoints';
import { errors } from '../core/messages';
import type { ReadConfig } from '../core/fields/readBlockConfig';
import type { BlockSettings } from '../core/types';
import { fieldsToSchema } from '../forms/fieldsToSchema';
import { preloadFieldParts } from '../forms/fieldParts';
import { loadValidation } from '../forms/loadValidation';
import { whenIdle } from '../components/whenIdle';
import { fetchQuery, putQuery, queryFamily } from './query';
import { setBlocks, userBlocksAtom } from './routine';

/** What the dialog shows: the configuration as read (or why it can't be shown), or its load. */
export type ConfigLoad =
  | { state: 'loading' }
  /** `message`: the failure's text by SPEC §8's rule (the server's words, else the screen's). */
  | { state: 'failed'; message: string }
  | { state: 'ready'; config: ReadConfig };

const LOADING: ConfigLoad = { state: 'loading' };

const blockConfigQuery = queryFamily(
  'getBlockConfig',
  (id: number) =>
    Promise.all([api.getBlockConfig(id), loadValidation()]).then(([payload, { readBlockConfig }]) =>
      readBlockConfig(payload),
    ),
  { askOnMount: false },
);

const configAtoms = new Map<number, Atom<ConfigLoad>>();

/** The configuration of one routine entry: 'loading' until it has been fetched. */
export function blockConfigAtom(id: number): Atom<ConfigLoad> {
  let found = configAtoms.get(id);
  if (!found) {
    const query = blockConfigQuery(id);
    found = atom((get): ConfigLoad => {
      const known = get(query.state);
      if (known?.status === 'ready') return { state: 'ready', config: known.data };
      if (known?.status === 'error')
        return { state: 'failed', message: errorText(known.error, errors.loadConfiguration) };
      return LOADING;
    });
    configAtoms.set(id, found);
  }
  return found;
}

/**
 * Opening an entry's dialog: its held configuration, else the request out for it awaited (the
 * prefetch's), else fetched now; rejects (and says 'failed') when it can't be had.
 */
export const loadBlockConfigAtom = atom(null, async (get, set, id: number) => {
  await fetchQuery(get, set, blockConfigQuery(id));
});

/** Saves an entry's settings; the answer becomes the routine's entry and its configuration's settings. */
export const saveBlockSettingsAtom = atom(
  null,
  async (get, set, change: { id: number; settings: BlockSettings }) => {
    const { settings } = await api.updateBlockSettings(change.id, change.settings);
    setBlocks(
      get,
      set,
      (get(userBlocksAtom) ?? []).map((b) => (b.id === change.id ? { ...b, settings } : b)),
    );
    const query = blockConfigQuery(change.id);
    const held = get(query.data);
    if (held?.ok) {
      const { withSettings } = await loadValidation();
      putQuery(get, set, query, { ok: true, value: withSettings(held.value, settings) });
    }
  },
);

/**
 * Compiles a configuration's validators ahead of the first keystroke (cached by the fields list),
 * loading the forms' validation (AJV) for it: on the routine page, once it is idle.
 */
async function compileValidators(config: ReadConfig) {
  if (!config.ok) return; // the dialog shows why, when opened
  const { validateForm } = await loadValidation();
  validateForm(fieldsToSchema(config.value.fields).schema, config.value.settings);
  await preloadFieldParts(config.value.fields);
}

/**
 * Fetches the configuration of every routine entry not held yet, and compiles its validators. Quiet:
 * a failure is kept in its entry, and the dialog's own load says what went wrong.
 */
export const prefetchBlockConfigsAtom = atom(null, async (get, set) => {
  await Promise.all(
    (get(userBlocksAtom) ?? []).map((b) =>
      fetchQuery(get, set, blockConfigQuery(b.id))
        .then(compileValidators)
        .catch(() => undefined),
    ),
  );
});

/** On the routine page: prefetch its entries' configurations when idle, again after each change. */
export function usePrefetchBlockConfigs(): void {
  const blocks = useAtomValue(userBlocksAtom);
  const prefetch = useSetAtom(prefetchBlockConfigsAtom);
  useEffect(() => {
    if (!blocks?.length) return;
    return whenIdle(() => void prefetch());
  }, [blocks, prefetch]);
}
