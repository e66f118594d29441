/**
 * The session supabase-js keeps in localStorage, read without loading supabase-js (~22 kB brotli): a
 * dashboard route knows who is signed in, and its first requests carry the token, before supabase-js
 * has arrived; supabase-js then loads once the page is idle (it refreshes the token and reports
 * sign-in changes: src/auth/session.ts). A session close to expiry is not used: supabase-js is loaded
 * at once and refreshes it first.
 */
import { SESSION_EXPIRY_MARGIN_MS as EXPIRY_MARGIN_MS } from '../core/constants';
import { loadOnce } from '../vendor/loadOnce';
import { sessionStorageKey } from './authConfig';
import type * as SupabaseModule from './supabase';

export interface StoredSession {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  user: { id: string };
}

function isSession(value: unknown): value is StoredSession {
  const session = value as Partial<StoredSession> | null;
  return (
    typeof session?.access_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user?.id === 'string'
  );
}

/** The stored session if there is one with more than supabase-js's margin left, else null. */
export function freshStoredSession(now = Date.now()): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sessionStorageKey) ?? 'null');
    return isSession(stored) && stored.expires_at * 1000 - now > EXPIRY_MARGIN_MS ? stored : null;
  } catch {
    return null;
  }
}

type Supabase = typeof SupabaseModule.supabase;
let loaded: Supabase | null = null;
const waiting: ((supabase: Supabase) => void)[] = [];

/** The supabase-js client, loading it on the first call (again after a failed load). */
export const loadSupabase = loadOnce(() =>
  import('./supabase').then(({ supabase }) => {
    loaded = supabase;
    // Before any caller's own `then` (a sign-out): the session's listener hears what it does.
    for (const callback of waiting.splice(0)) callback(supabase);
    return supabase;
  }),
);

/** Calls `callback` with the client once something has loaded it (at once if it has); answers a cancel. */
export function whenSupabaseLoads(callback: (supabase: Supabase) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => undefined;
  }
  waiting.push(callback);
  return () => {
    const at = waiting.indexOf(callback);
    if (at >= 0) waiting.splice(at, 1);
  };
}
