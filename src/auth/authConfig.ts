/** Where sign-in lives: the project's Supabase, or (local mode) the emulator on this origin. */
export const authUrl: string = import.meta.env.VITE_SUPABASE_URL || window.location.origin;

/**
 * Where supabase-js keeps the session: its own default name (`sb-<host's first label>-auth-token`),
 * given to it explicitly (src/auth/supabase.ts) so that it and src/auth/storedSession.ts agree.
 */
export const sessionStorageKey = `sb-${new URL(authUrl).hostname.split('.')[0]}-auth-token`;
