/**
 * The one "load once, forget a failed load" of the client: a module loaded lazily (`import()`), a
 * library's client, anything asked for by many and fetched once.
 */

/** `load`, run at most once at a time and kept once it has succeeded (see loadOnce). */
export interface Once<T> {
  /** The value: the load is started on the first call and joined by every call while it is on its way. */
  (): Promise<T>;
  /** The value if the load has succeeded, else undefined (nothing is started). */
  now(): T | undefined;
  /** Whether a load has been started (on its way, or succeeded). */
  started(): boolean;
}

/**
 * `load` run on the first call; every later call answers the same promise. A failed load is
 * forgotten, so the next call tries again (a dropped connection, a chunk of a build replaced
 * meanwhile) — each call that joined the failed one sees its error.
 */
export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  let loading: Promise<T> | null = null;
  let loaded: { value: T } | null = null;
  const once = () =>
    (loading ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(once, {
    now: () => loaded?.value,
    started: () => loading !== null,
  });
}
