/**
 * The app's router: wouter (matching, `Route`, `Switch`, links; about 2 kB) on the app's own history
 * (./history.ts: a move waits for its screen, and unsaved changes can hold it). React Router's data
 * router did the same in about 29 kB, most of it loaders, actions and fetchers this app never used;
 * on a slow phone network those bytes were half a second of the dashboard's first load (issue 24).
 *
 * The app imports routing from here only (lint refuses `wouter` elsewhere), so the names it uses —
 * `Link`, `NavLink`, `Navigate`, `useLocation`, `useNavigate`, `useSearchParams` — have one meaning.
 */
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Router, useRoute } from 'wouter';
import {
  createBrowserHistory,
  createMemoryHistory,
  type AppHistory,
  type Blocker,
  type MoveOptions,
  type Place,
} from './history';

export { Route, Switch } from 'wouter';
export type { AppHistory, Blocker, Place } from './history';

const HistoryContext = createContext<AppHistory | null>(null);

function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Routing: render inside <RoutingProvider>.');
  return history;
}

/** wouter's location hooks, reading `history` (one pair per history: wouter calls them as hooks). */
function wouterHooks(history: AppHistory) {
  const path = () => history.place().pathname;
  // wouter expects the query without its `?`.
  const query = () => history.place().search.replace(/^\?/, '');
  // Each with its server snapshot too: the build renders static pages (the landing page, the shells).
  const usePath = () => [
    useSyncExternalStore(history.subscribe, path, path),
    (to: string, options?: MoveOptions) => void history.navigate(to, options),
  ];
  const useQuery = () => useSyncExternalStore(history.subscribe, query, query);
  return { usePath, useQuery };
}

/** Routes below it follow `history` (the browser's by default). */
export function RoutingProvider({
  history,
  children,
}: {
  history: AppHistory;
  children: ReactNode;
}) {
  const { usePath, useQuery } = useMemo(() => wouterHooks(history), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <Router hook={usePath as never} searchHook={useQuery}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

/** The app in the browser: one history for the page's life. */
let browserHistory: AppHistory | null = null;
export function appHistory(): AppHistory {
  return (browserHistory ??= createBrowserHistory());
}

/** A router in memory at `initial` (a path with an optional query): for tests and stories. */
export function MemoryRouting({
  initial = '/',
  state,
  children,
}: {
  initial?: string;
  state?: unknown;
  children: ReactNode;
}) {
  // One history per mount: a story or test starts where it says.
  const history = useMemo(() => createMemoryHistory(initial, state), [initial, state]);
  return <RoutingProvider history={history}>{children}</RoutingProvider>;
}

/** The current place: `{ pathname, search, state }`. */
export function useLocation(): Place {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.place, history.place);
}

/** Moves the app (`replace` to replace the current entry; `state` travels with it). */
export function useNavigate(): (to: string, options?: MoveOptions) => Promise<void> {
  const history = useHistory();
  return useCallback((to, options) => history.navigate(to, options), [history]);
}

/** The query's parameters, and a setter that moves to the same path with new ones. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: MoveOptions) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: MoveOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

/** Moves to `to` when rendered (after the commit). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** An `<a href>` that moves the app in place (MUI: `component={Link} to="/…"`). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <WouterLink ref={ref} {...props} />;
});

/** A Link marked as the current page (`aria-current="page"`, class `active`) while the app is at `to`. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink(
  { className, ...props },
  ref,
) {
  const [active] = useRoute(props.to);
  return (
    <Link
      ref={ref}
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
});

/**
 * While `when`, every move of the app is held and `ask` called with how to answer it (unsaved changes
 * asking to discard or keep editing).
 */
export function useBlocker(when: boolean, ask: Blocker): void {
  const history = useHistory();
  useEffect(() => (when ? history.block(ask) : undefined), [history, when, ask]);
}

/** Whether a router is above (a form can be shown without one: then nothing guards leaving it). */
export function useHasRouting(): boolean {
  return useContext(HistoryContext) !== null;
}
