import { createClient } from '@supabase/supabase-js';
import { signInScopes } from '../core/providers';
import { RETURN_PARAM, returnPath } from './returnTo';
import { authUrl, sessionStorageKey } from './authConfig';

/**
 * The one supabase-js client. In local mode (no VITE_SUPABASE_URL) it talks to the sign-in emulator
 * that `npm start` serves under /auth/v1 on this same origin; supabase-js cannot tell the difference.
 */
export const supabase = createClient(
  authUrl,
  import.meta.env.VITE_SUPABASE_ANON_KEY || 'local-anon-key',
  {
    auth: {
      storageKey: sessionStorageKey,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  },
);

/**
 * Starts sign-in with Google (the local account chooser in local mode), back to /auth/callback —
 * carrying the page to return to, when the visitor was sent to sign in from one.
 */
export function signInWithGoogle(next?: string | null) {
  const back = next
    ? `?${new URLSearchParams({ [RETURN_PARAM]: returnPath(next) }).toString()}`
    : '';
  return supabase.auth.signInWithOAuth({
    provider: 'google',
    options: {
      redirectTo: `${window.location.origin}/auth/callback${back}`,
      scopes: signInScopes('google'),
      queryParams: { access_type: 'offline', prompt: 'consent' },
    },
  });
}
