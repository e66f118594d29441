import { atom } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';
import { freshStoredSession, loadSupabase, whenSupabaseLoads } from './storedSession';
import { whenIdle } from '../components/whenIdle';

/** The signed-in user as the app sees it (SPEC §3 "Session / authenticated user"). */
export interface AuthUser {
  supabase_uid: string;
}

export interface AuthState {
  loading: boolean;
  user: AuthUser | null;
  /** The session ended because the user logged out (not by itself: expired, revoked). */
  loggedOut?: boolean;
}

/** While a sign-out the user asked for is on its way: its SIGNED_OUT is a logout. */
let logoutAsked = false;

/**
 * Logs the user out (the sidebar's Logout). The session's end is known as theirs, so the guarded
 * page does not keep itself to come back to (`loggedOut`), whichever moves first: the guard, or the
 * Logout's own move to /signin.
 */
export async function logOut(): Promise<void> {
  logoutAsked = true;
  try {
    const { error } = await (await loadSupabase()).auth.signOut();
    if (error) throw error;
  } finally {
    logoutAsked = false;
  }
}

/** The name the identity provider gave the user ('' when it gave none). */
export function displayName(user: User): string {
  const meta = user.user_metadata as { full_name?: unknown; name?: unknown };
  if (typeof meta.full_name === 'string') return meta.full_name;
  return typeof meta.name === 'string' ? meta.name : '';
}

const userFromSession = (session: Session | null): AuthUser | null =>
  session ? { supabase_uid: session.user.id } : null;

// Global because every guarded route, the API client's callers and the shell read who is signed in.
const authBase = atom<AuthState>({ loading: true, user: null });

/**
 * With a stored session that has time left, supabase-js (not needed to show the page) loads this
 * long after the first render, when the browser is idle: on a slow network the screen's own
 * requests come first. Its token is refreshed well before it expires (storedSession's margin).
 */
export const SUPABASE_AFTER_MS = 3000;

/** Runs `task` after `ms`, once the browser is idle; answers a cancel. */
function later(task: () => void, ms: number): () => void {
  let cancelIdle: (() => void) | null = null;
  const timer = window.setTimeout(() => (cancelIdle = whenIdle(task)), ms);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * The session: at once from the stored session when it has time left (src/auth/storedSession.ts),
 * then — or at once when there is none — from supabase-js, kept current by its auth events
 * (sign-in, sign-out, token refresh, user update). Subscribing components mount the listener.
 */
export const authAtom = atom((get) => get(authBase));
authBase.onMount = (set) => {
  let active = true;
  let unsubscribe = () => undefined as void;
  const stored = freshStoredSession();
  if (stored) set({ loading: false, user: { supabase_uid: stored.user.id } });
  // From the moment supabase-js is loaded — by this, or sooner by a sign-out or a refresh — its
  // events keep the session current.
  const stopWaiting = whenSupabaseLoads((supabase) => {
    // supabase-js's first reads of the session (getSession, INITIAL_SESSION) can answer after a
    // later event (a sign-out): once an event has been heard, they are out of date.
    let heard = false;
    void supabase.auth.getSession().then(({ data }) => {
      if (active && !heard) set({ loading: false, user: userFromSession(data.session) });
    });
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'INITIAL_SESSION' && heard) return;
      if (event !== 'INITIAL_SESSION') heard = true;
      set({ loading: false, user: userFromSession(session), loggedOut: !session && logoutAsked });
    });
    unsubscribe = () => data.subscription.unsubscribe();
  });
  const load = () => void loadSupabase().catch(() => undefined);
  const cancel = stored ? later(load, SUPABASE_AFTER_MS) : (load(), () => undefined);
  return () => {
    active = false;
    stopWaiting();
    cancel();
    unsubscribe();
  };
};
