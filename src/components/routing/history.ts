/**
 * The app's navigation history: where the app is, how it moves, and what may stop it. One history
 * backs the router (./Routing.tsx): the browser's for the app, an in-memory one for tests and stories.
 *
 * Two things a plain history does not do, both as React Router's data router did before it:
 * - **A move may wait for its screen.** `beforeMove` (the app's: load the target route's lazily
 *   loaded modules) runs before the location changes, so the screen on show stays until the next one
 *   can render, instead of a blank fallback in between.
 * - **A move may be held.** While a blocker is set (unsaved changes), a move — a link, `navigate`, the
 *   browser's back or forward — is held and the blocker asked; it goes on only if the blocker proceeds.
 *   A back or forward is undone at once (the browser has already moved) and redone on proceed.
 */

/** Where the app is: the path, the query (`''` or `?…`), and the state pushed with it. */
export interface Place {
  readonly pathname: string;
  readonly search: string;
  readonly state: unknown;
}

export interface MoveOptions {
  replace?: boolean;
  state?: unknown;
}

/** Asked when a move is held: `proceed` lets it go on, `stay` keeps the app where it is. */
export type Blocker = (answer: { proceed: () => void; stay: () => void }) => void;

export interface AppHistory {
  /** The current place; the same object until the place changes (a `useSyncExternalStore` snapshot). */
  place(): Place;
  subscribe(listener: () => void): () => void;
  /** Moves to `to` (a path with an optional query), unless a blocker holds it. */
  navigate(to: string, options?: MoveOptions): Promise<void>;
  /** Holds every move until it is removed (the returned function). */
  block(blocker: Blocker): () => void;
  /** Runs before every move; the move waits for it (errors are the next screen's to show). */
  beforeMove: (pathname: string) => Promise<unknown>;
}

function split(to: string, state: unknown): Place {
  const at = to.indexOf('?');
  return at < 0
    ? { pathname: to, search: '', state }
    : { pathname: to.slice(0, at), search: to.slice(at), state };
}

/** The shared part: subscribers, the blocker, the wait before a move. */
function createCore(initial: Place, commit: (place: Place, replace: boolean) => void) {
  let current = initial;
  const listeners = new Set<() => void>();
  let blocker: Blocker | null = null;
  let moves = 0;
  /** Asks the blocker, if any: true to go on. */
  const allowed = () =>
    new Promise<boolean>((resolve) => {
      if (!blocker) resolve(true);
      else blocker({ proceed: () => resolve(true), stay: () => resolve(false) });
    });
  /** Waits for the place's screen, then shows it, unless a later move overtook this one. */
  const arrive = async (place: Place, before?: () => void) => {
    const move = ++moves;
    await history.beforeMove(place.pathname).catch(() => undefined);
    if (move !== moves) return;
    before?.();
    if (place === current) return;
    current = place;
    for (const listener of listeners) listener();
  };
  const history = {
    place: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    block(next: Blocker) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
    beforeMove: (() => Promise.resolve()) as AppHistory['beforeMove'],
    async navigate(to: string, { replace = false, state = null }: MoveOptions = {}) {
      if (!(await allowed())) return;
      const place = split(to, state);
      await arrive(place, () => commit(place, replace));
    },
    /**
     * A move the browser has made itself (back or forward, already in the address bar): while a blocker
     * is set it is `undo`ne at once, and `redo`ne if the blocker proceeds (`passing` lets it through).
     */
    popped(place: Place, undo: () => void, redo: () => void) {
      if (passing || !blocker) {
        passing = false;
        void arrive(place);
        return;
      }
      undo();
      void allowed().then((go) => {
        if (!go) return;
        passing = true;
        redo();
      });
    },
  };
  let passing = false;
  return history;
}

/** The index each entry of this app's browser history carries in its state, to tell back from forward. */
interface Entry {
  index: number;
  state: unknown;
}

const entryOf = (state: unknown): Entry | null =>
  state && typeof state === 'object' && 'index' in state && typeof state.index === 'number'
    ? (state as Entry)
    : null;

/** The browser's history (the address bar, back and forward). */
export function createBrowserHistory(): AppHistory {
  const read = (): Place =>
    split(window.location.pathname + window.location.search, entryOf(window.history.state)?.state);
  let index = entryOf(window.history.state)?.index ?? 0;
  if (!entryOf(window.history.state))
    window.history.replaceState({ index, state: null } satisfies Entry, '');
  const history = createCore(read(), (place, replace) => {
    if (!replace) index += 1;
    const entry: Entry = { index, state: place.state };
    const url = place.pathname + place.search;
    if (replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
  });
  let undoing = false;
  window.addEventListener('popstate', (event) => {
    const arrived = entryOf(event.state)?.index ?? 0;
    if (undoing) {
      // The browser's own move, undone: back where the app is.
      undoing = false;
      index = arrived;
      return;
    }
    const delta = arrived - index;
    index = arrived;
    history.popped(
      read(),
      () => {
        undoing = true;
        window.history.go(-delta);
      },
      () => window.history.go(delta),
    );
  });
  return history;
}

/** A history in memory, starting at `initial` (a path with an optional query): for tests and stories. */
export function createMemoryHistory(initial = '/', state: unknown = null): AppHistory {
  const entries: Place[] = [split(initial, state)];
  let index = 0;
  const history = createCore(entries[0] as Place, (place, replace) => {
    if (!replace) index += 1;
    entries.splice(index, entries.length - index, place);
  });
  return history;
}
