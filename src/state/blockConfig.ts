/**
 * A routine entry's configuration (GET /api/call-blocks/user/{id}/config/), read by block id, so the
 * dialog itself only shows what it is given.
 *
 * Fetched ahead: once the routine is on screen, `usePrefetchBlockConfigs` fetches every entry's
 * configuration when the browser is idle and compiles its validators, and each is kept until the
 * entry's settings change (a save) or it leaves the routine. Opening a configure dialog then needs no
 * request; without a held configuration (the prefetch has not answered, or failed) the dialog says
 * 'Loading configuration...' and the open fetches it, failing with the screen's text (SPEC §8).
 *
 * Payloads with the same fields share one `schema` object: the forms layer caches schemas and compiled
 * validators by object identity, so each block's validator is compiled once per page, not per fetch.
 */
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom, type Atom, type Getter, type Setter } from 'jotai';
import { errorText } from '../api/client';
import { api } from '../api/endpoints';
import { errors } from '../core/messages';
import { fieldsToSchema } from '../forms/fieldsToSchema';
import { preloadFieldParts } from '../forms/fieldParts';
import { loadValidation } from '../forms/loadValidation';
import { userBlocksAtom } from './routine';

/** The raw payload stays `unknown`: the forms layer checks it before anything renders. */
export type ConfigLoad =
  | { state: 'loading' }
  /** `message`: the failure's text by SPEC §8's rule (the server's words, else the screen's). */
  | { state: 'failed'; message: string }
  | { state: 'ready'; config: unknown };

const LOADING: ConfigLoad = { state: 'loading' };

interface Entry {
  load: ConfigLoad;
  /** The entry's settings (as JSON) when its configuration was asked for; null: not known. */
  settings: string | null;
}

// Global so that loading (an action, or the idle prefetch) and showing (the dialog) meet by block id.
const entriesBase = atom<Readonly<Record<number, Entry>>>({});
/** Requests in flight, by block id: an open during a prefetch waits for it instead of asking again. */
const pendingBase = atom<
  Readonly<Record<number, { request: Promise<unknown>; settings: string | null }>>
>({});

const configAtoms = new Map<number, Atom<ConfigLoad>>();

/** The configuration of one routine entry: 'loading' until it has been fetched. */
export function blockConfigAtom(id: number): Atom<ConfigLoad> {
  let found = configAtoms.get(id);
  if (!found) {
    found = atom((get) => get(entriesBase)[id]?.load ?? LOADING);
    configAtoms.set(id, found);
  }
  return found;
}

/** The entry's current settings as JSON, or null when it is not in the routine (or not loaded). */
function settingsOf(get: Getter, id: number): string | null {
  const block = get(userBlocksAtom)?.find((b) => b.id === id);
  return block ? JSON.stringify(block.settings ?? {}) : null;
}

/** A held configuration still says what the server would answer: fetched for the same settings. */
function isFresh(get: Getter, id: number): boolean {
  const entry = get(entriesBase)[id];
  return (
    entry?.load.state === 'ready' &&
    entry.settings !== null &&
    entry.settings === settingsOf(get, id)
  );
}

const put = (get: Getter, set: Setter, id: number, entry: Entry) =>
  set(entriesBase, { ...get(entriesBase), [id]: entry });

// One schema object per distinct `schema` payload (a handful of block types); bounded all the same.
const schemas = new Map<string, unknown>();
const MAX_SCHEMAS = 200;

/** The payload with the `schema` object of an earlier payload that has the same fields, if any. */
function sharingSchema(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || !('schema' in payload)) return payload;
  const key = JSON.stringify(payload.schema);
  const known = schemas.get(key);
  if (known === undefined) {
    if (schemas.size >= MAX_SCHEMAS) schemas.clear();
    schemas.set(key, payload.schema);
    return payload;
  }
  return known === payload.schema ? payload : { ...payload, schema: known };
}

/** Fetches an entry's configuration and holds it; joins the request already in flight, if any. */
function fetchConfig(get: Getter, set: Setter, id: number): Promise<unknown> {
  const settings = settingsOf(get, id);
  // Joined only if asked for the same settings: one asked before a save would answer the old ones.
  const inFlight = get(pendingBase)[id];
  if (inFlight && inFlight.settings === settings) return inFlight.request;
  const request = api
    .getBlockConfig(id)
    .then((payload) => {
      const config = sharingSchema(payload);
      put(get, set, id, { load: { state: 'ready', config }, settings });
      return config;
    })
    .finally(() => {
      const { [id]: done, ...rest } = get(pendingBase);
      if (done?.request === request) set(pendingBase, rest);
    });
  set(pendingBase, { ...get(pendingBase), [id]: { request, settings } });
  return request;
}

/**
 * Opening an entry's dialog: its held configuration when still fresh, else fetched now (or the
 * prefetch in flight awaited); rejects (and says 'failed') when it can't be had.
 */
export const loadBlockConfigAtom = atom(null, async (get, set, id: number) => {
  if (isFresh(get, id)) return;
  put(get, set, id, { load: LOADING, settings: null });
  try {
    await fetchConfig(get, set, id);
  } catch (error) {
    put(get, set, id, {
      load: { state: 'failed', message: errorText(error, errors.loadConfiguration) },
      settings: null,
    });
    throw error;
  }
});

/**
 * Compiles a configuration's validators ahead of the first keystroke (cached by schema identity),
 * loading the forms' validation (AJV) for it: on the routine page, once it is idle.
 */
async function compileValidators(config: unknown) {
  const [{ parseBlockConfig }, { validateForm }] = await Promise.all([
    import('../core/fields/parseBlockConfig'),
    loadValidation(),
  ]);
  const parsed = parseBlockConfig(config);
  if (!parsed.ok) return; // the dialog shows why, when opened
  validateForm(fieldsToSchema(parsed.value.schema.fields).schema, parsed.value.current_settings);
  await preloadFieldParts(parsed.value.schema.fields);
}

/**
 * Fetches the configuration of every routine entry not held yet, and compiles its validators. Quiet:
 * a failure leaves nothing behind, and the dialog's own load says what went wrong.
 */
export const prefetchBlockConfigsAtom = atom(null, async (get, set) => {
  const stale = (get(userBlocksAtom) ?? []).filter((b) => !isFresh(get, b.id));
  await Promise.all(
    stale.map((b) =>
      fetchConfig(get, set, b.id)
        .then(compileValidators)
        .catch(() => undefined),
    ),
  );
});

/** Runs `task` when the browser is idle (soon after, where it has no requestIdleCallback); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** On the routine page: prefetch its entries' configurations when idle, again after each change. */
export function usePrefetchBlockConfigs(): void {
  const blocks = useAtomValue(userBlocksAtom);
  const prefetch = useSetAtom(prefetchBlockConfigsAtom);
  useEffect(() => {
    if (!blocks?.length) return;
    return whenIdle(() => void prefetch());
  }, [blocks, prefetch]);
}
