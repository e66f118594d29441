/**
 * The one cache of server data. Every read of the server the dashboard keeps is a `Query`: a key,
 * the request that answers it, and an atom that says what is known of it. One mechanism serves them
 * all:
 * - **keys**: one entry per key, however many screens read it;
 * - **in-flight joins**: asking while a request is out waits for that request;
 * - **writes**: a save writes its answer into the cache (`putQuery`) instead of asking again, and a
 *   request that was out before the write is dropped when it answers (it would say the old state);
 * - **dependents**: a query declares the queries its answer depends on (`after`); when one of those
 *   changes, the dependent ones that are held are asked again (the next call after a schedule save);
 * - **seeding**: the shell's early requests (src/api/early.ts) become the in-flight request of their
 *   query (`seedQuery`), so the first ask joins them;
 * - **one `clear()`**: logout and a 401 (the session is gone) empty it, requests out included.
 *
 * Atoms stay the surface the screens read; writes go through the action atoms and `useAction`.
 */
import { atom, type Atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import { onUnauthorized } from '../api/client';

/** What is known of a query: `data` is the last answer, kept while asking again or after a failure. */
export type QueryState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown; data?: T };

interface Entry {
  state: QueryState<unknown>;
  /** The request out for it, if any: the one whose answer it will take. */
  request: Promise<unknown> | null;
}

type Entries = Readonly<Record<string, Entry>>;

// Global: every screen's reads meet here by key.
const cacheBase = atom<Entries>({});
// A 401 means the session is gone (the client drops it): nothing of this user stays.
cacheBase.onMount = (set) => onUnauthorized(() => set({}));

export interface Query<T> {
  readonly key: string;
  /**
   * Asks the server, given the answer held (a list merges its fresh first page into the pages
   * already shown); never called directly: `fetchQuery` joins, seeds and stores.
   */
  load(held: T | null): Promise<T>;
  /**
   * What is known of it (null before it was asked). Mounting it asks when nothing is held, so a
   * screen that shows it needs no effect of its own.
   */
  readonly state: WritableAtom<QueryState<T> | null, [], void>;
  /** The last answer, or null. */
  readonly data: Atom<T | null>;
}

/** The queries to ask again when a query's answer changes, by that query's key. */
const dependents = new Map<string, Query<unknown>[]>();

export interface QueryOptions {
  /** Queries whose answer this one depends on: when one of them changes, this one is asked again. */
  after?: readonly Query<unknown>[];
  /** Ask when first shown (default true); false: only an action asks (the dashboard's load). */
  askOnMount?: boolean;
}

/** A server read under `key`, answered by `load`. */
export function defineQuery<T>(
  key: string,
  load: (held: T | null) => Promise<T>,
  options: QueryOptions = {},
): Query<T> {
  const entryAtom = atom((get) => get(cacheBase)[key] ?? null);
  const state = atom(
    (get) => (get(entryAtom)?.state as QueryState<T> | undefined) ?? null,
    (get, set) => {
      if (!get(entryAtom)) void fetchQuery(get, set, query).catch(() => undefined);
    },
  );
  if (options.askOnMount !== false) state.onMount = (ask) => ask();
  const query: Query<T> = {
    key,
    load,
    state,
    data: atom((get) => {
      const known = get(state);
      return known && 'data' in known && known.data !== undefined ? known.data : null;
    }),
  };
  for (const source of options.after ?? []) {
    dependents.set(source.key, [...(dependents.get(source.key) ?? []), query as Query<unknown>]);
  }
  return query;
}

/** `defineQuery` for a family of keys (one entry per argument), each defined once. */
export function queryFamily<A extends string | number, T>(
  prefix: string,
  load: (arg: A, held: T | null) => Promise<T>,
  options: QueryOptions = {},
): (arg: A) => Query<T> {
  const made = new Map<A, Query<T>>();
  return (arg) => {
    let found = made.get(arg);
    if (!found) {
      found = defineQuery(`${prefix}/${arg}`, (held) => load(arg, held), options);
      made.set(arg, found);
    }
    return found;
  };
}

const put = (get: Getter, set: Setter, key: string, entry: Entry | null) => {
  const { [key]: _gone, ...rest } = get(cacheBase);
  set(cacheBase, entry ? { ...rest, [key]: entry } : rest);
};

const dataOf = <T>(entry: Entry | undefined): T | undefined =>
  entry && 'data' in entry.state ? (entry.state.data as T | undefined) : undefined;

/** A query's answer replaced: the held queries that depend on it are asked again, if it changed. */
function changed(get: Getter, set: Setter, key: string, before: unknown, after: unknown) {
  if (before === undefined || JSON.stringify(before) === JSON.stringify(after)) return;
  for (const dependent of dependents.get(key) ?? []) void refreshQuery(get, set, dependent);
}

/** Starts `request` as the one `query` takes its answer from (a newer request or a write drops it). */
function take<T>(get: Getter, set: Setter, query: Query<T>, request: Promise<T>): Promise<T> {
  const held = get(cacheBase)[query.key];
  const previous = dataOf<T>(held);
  put(get, set, query.key, {
    state: previous === undefined ? { status: 'loading' } : { status: 'loading', data: previous },
    request,
  });
  const current = () => get(cacheBase)[query.key]?.request === request;
  request.then(
    (data) => {
      if (!current()) return;
      put(get, set, query.key, { state: { status: 'ready', data }, request: null });
      changed(get, set, query.key, previous, data);
    },
    (error: unknown) => {
      if (!current()) return;
      const state: QueryState<T> =
        previous === undefined
          ? { status: 'error', error }
          : { status: 'error', error, data: previous };
      put(get, set, query.key, { state, request: null });
    },
  );
  return request;
}

/**
 * The query's answer: the one held (unless `fresh`), else the request already out (unless `fresh`),
 * else a new request. Rejects when the request fails; the failure is kept in the entry.
 */
export function fetchQuery<T>(
  get: Getter,
  set: Setter,
  query: Query<T>,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<T> {
  const held = get(cacheBase)[query.key];
  if (!fresh && held?.request) return held.request as Promise<T>;
  if (!fresh && held?.state.status === 'ready') return Promise.resolve(held.state.data as T);
  return take(get, set, query, query.load(dataOf<T>(held) ?? null));
}

/**
 * Asks with a request of the caller's, built from the answer held (the next page of a list), and
 * takes its answer whole; joins the request out instead, if any (one load of a list at a time).
 */
export function extendQuery<T>(
  get: Getter,
  set: Setter,
  query: Query<T>,
  next: (held: T | null) => Promise<T>,
): Promise<T> {
  const held = get(cacheBase)[query.key];
  if (held?.request) return held.request as Promise<T>;
  return take(get, set, query, next(dataOf<T>(held) ?? null));
}

/** Asks a held query again, keeping its answer on screen meanwhile; quiet (the entry keeps a failure). */
export async function refreshQuery<T>(get: Getter, set: Setter, query: Query<T>): Promise<void> {
  if (!get(cacheBase)[query.key]) return;
  await fetchQuery(get, set, query, { fresh: true }).catch(() => undefined);
}

/**
 * Writes an answer into the cache (a save's answer: no request after it). A function gets the held
 * answer (null when none). A request out for it is dropped.
 */
export function putQuery<T>(
  get: Getter,
  set: Setter,
  query: Query<T>,
  data: T | ((held: T | null) => T),
): void {
  const previous = dataOf<T>(get(cacheBase)[query.key]);
  const next =
    typeof data === 'function' ? (data as (held: T | null) => T)(previous ?? null) : data;
  put(get, set, query.key, { state: { status: 'ready', data: next }, request: null });
  changed(get, set, query.key, previous, next);
}

/** Forgets a query (an entry that left the routine). */
export function dropQuery(get: Getter, set: Setter, query: Query<unknown>): void {
  put(get, set, query.key, null);
}

/**
 * The shell's early request for a query becomes its request out, unless something is held already.
 * A null request (none was started) leaves the query as it is.
 */
export function seedQuery<T>(
  get: Getter,
  set: Setter,
  query: Query<T>,
  request: Promise<T> | null,
): void {
  if (!request || get(cacheBase)[query.key]) return;
  take(get, set, query, request).catch(() => undefined);
}

/** Empties the cache, requests out included: sign-out, so the next user never sees this one's data. */
export const clearQueriesAtom = atom(null, (_get, set) => set(cacheBase, {}));
