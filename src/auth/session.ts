import { atom } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';
import { supabase } from './supabase';

/** The signed-in user as the app sees it (SPEC §3 "Session / authenticated user"). */
export interface AuthUser {
  supabase_uid: string;
}

export interface AuthState {
  loading: boolean;
  user: AuthUser | null;
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
 * The session, read once at start, then kept current by supabase-js auth events
 * (sign-in, sign-out, token refresh, user update). Subscribing components mount the listener.
 */
export const authAtom = atom((get) => get(authBase));
authBase.onMount = (set) => {
  let active = true;
  void supabase.auth.getSession().then(({ data }) => {
    if (active) set({ loading: false, user: userFromSession(data.session) });
  });
  const { data } = supabase.auth.onAuthStateChange((_event, session) => {
    set({ loading: false, user: userFromSession(session) });
  });
  return () => {
    active = false;
    data.subscription.unsubscribe();
  };
};
