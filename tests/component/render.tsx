/** Renders a screen as the app does: fresh Jotai store, router, theme, toasts; optionally signed in. */
import type { ReactElement } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { lightTheme } from '../../src/app/theme';

/** A session in supabase-js's own storage, so the real client reads it as signed in. */
export function signInLocally(uid = 'user-1') {
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
        app_metadata: { provider: 'google' },
        user_metadata: { full_name: 'Ada Lovelace' },
        created_at: '2026-01-01T00:00:00Z',
      },
    }),
  );
}

/** Where the screen navigated to. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

export function renderScreen(
  ui: ReactElement,
  { route = '/', path = route.split('?')[0] ?? '/', store = createStore() } = {},
) {
  const result = render(
    <JotaiProvider store={store}>
      <ThemeProvider theme={lightTheme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
        <ToastContainer autoClose={5000} />
      </ThemeProvider>
    </JotaiProvider>,
  );
  return { ...result, store };
}
