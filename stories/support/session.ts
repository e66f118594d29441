/** A signed-in session and the dashboard's initial load, for screen stories. */
import { createStore } from 'jotai';
import { loadDashboardAtom } from '../../src/state/dashboard';

/** A session in supabase-js's storage so the API client sends a bearer token. */
export function signInLocally() {
  localStorage.setItem(
    `sb-${window.location.hostname.split('.')[0]}-auth-token`,
    JSON.stringify({
      access_token: 'story-token',
      refresh_token: 'story-refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: {
        id: 'user-1',
        aud: 'authenticated',
        role: 'authenticated',
        email: 'ada@example.com',
        email_confirmed_at: '2026-01-01T00:00:00Z',
        app_metadata: {},
        user_metadata: { full_name: 'Ada Lovelace' },
        created_at: '2026-01-01T00:00:00Z',
      },
    }),
  );
}

/** A loader: signs in and runs the dashboard's initial load into a fresh store (after MSW is ready). */
export async function loadDashboard() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  return { store };
}
