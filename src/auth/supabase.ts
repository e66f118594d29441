import { AuthClient } from '@supabase/auth-js';
import { signInScopes } from '../core/providers';

const supabaseUrl = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
const supabaseKey = import.meta.env.VITE_SUPABASE_ANON_KEY || 'local-anon-key';
const base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);

/**
 * The one Supabase client of the SPA: supabase-js's auth client, `supabase.auth`, built as supabase-js's
 * `createClient` builds it (same package family and version: `@supabase/auth-js`'s `AuthClient`, which
 * supabase-js wraps unchanged) — the same requests, the same session under the same storage key. The
 * app uses nothing else of supabase-js (its own API does the rest), so its realtime, storage, postgrest
 * and functions clients are not part of any page's JavaScript.
 *
 * In local mode (no VITE_SUPABASE_URL) it talks to the sign-in emulator that `npm start` serves under
 * /auth/v1 on this same origin; the client cannot tell the difference.
 */
export const supabase = {
  auth: new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey },
    // supabase-js's default key, so a session kept by an earlier build still signs the user in.
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  }),
};

/** Starts sign-in with Google (the local account chooser in local mode), back to /auth/callback. */
export function signInWithGoogle() {
  return supabase.auth.signInWithOAuth({
    provider: 'google',
    options: {
      redirectTo: `${window.location.origin}/auth/callback`,
      scopes: signInScopes(),
      queryParams: { access_type: 'offline', prompt: 'consent' },
    },
  });
}
