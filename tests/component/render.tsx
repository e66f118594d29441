/** Renders a screen as the app does (the app's own providers, a router, a fresh store); optionally signed in. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouting, Route, Switch, useLocation } from '../../src/components/routing/Routing';
import { AppProviders } from '../../src/app/AppProviders';

/** A session in supabase-js's own storage, so the real client reads it as signed in. */
export function signInLocally(uid = 'user-1', { emailConfirmed = true } = {}) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(
    'sb-localhost-auth-token',
    JSON.stringify({
      access_token: 'test-access-token',
      refresh_token: 'test-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      provider_token: 'google-token',
      user: {
        id: uid,
        aud: 'authenticated',
        role: 'authenticated',
        email: 'ada@example.com',
        ...(emailConfirmed ? { email_confirmed_at: '2026-01-01T00:00:00Z' } : {}),
        app_metadata: { provider: 'google' },
        user_metadata: { full_name: 'Ada Lovelace' },
        created_at: '2026-01-01T00:00:00Z',
      },
    }),
  );
}

/** Where the screen navigated to. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

export function renderScreen(
  ui: ReactElement,
  { route = '/', path = route.split('?')[0] ?? '/', store = createStore() } = {},
) {
  const result = render(
    <AppProviders store={store}>
      <MemoryRouting initial={route}>
        <Switch>
          <Route path={path}>{ui}</Route>
          <Route>
            <Elsewhere />
          </Route>
        </Switch>
      </MemoryRouting>
    </AppProviders>,
  );
  return { ...result, store };
}
