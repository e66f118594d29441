/**
 * A dashboard route needs no supabase-js to show (src/auth/storedSession.ts): who is signed in and
 * the requests' token come from the session supabase-js stored, while it has time left; supabase-js
 * loads later (src/auth/session.ts), or at once when the stored session is near its expiry, and then
 * refreshes it before the request goes out. Fresh module graphs: nothing loaded by an earlier test.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, useAtomValue, type Atom } from 'jotai';
import type { AuthState } from '../../../src/auth/session';
import { HttpResponse, http, mock, profile, server } from '../msw';
import { signInLocally } from '../render';

const imported = { supabase: false };

/** The app's modules from a fresh graph, supabase-js's import observed. */
async function fresh() {
  vi.resetModules();
  imported.supabase = false;
  vi.doMock('@supabase/supabase-js', async (original) => {
    imported.supabase = true;
    return original();
  });
  const [{ api }, session, stored] = await Promise.all([
    import('../../../src/api/endpoints'),
    import('../../../src/auth/session'),
    import('../../../src/auth/storedSession'),
  ]);
  return { api, session, stored };
}

/** Shows who the session says is signed in: 'loading', their uid, or 'nobody'. */
function showWho(authAtom: Atom<AuthState>) {
  function Who() {
    const auth = useAtomValue(authAtom);
    return <p>{auth.loading ? 'loading' : (auth.user?.supabase_uid ?? 'nobody')}</p>;
  }
  render(
    <Provider>
      <Who />
    </Provider>,
  );
}

/** The bearer token of each profile request the server sees. */
function tokensSeen() {
  const seen: (string | null)[] = [];
  server.use(
    mock('getProfile', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(profile);
    }),
  );
  return seen;
}

/** An unsigned JWT (supabase-js reads its claims, the emulator would check the signature). */
function jwt(claims: Record<string, unknown>) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('the stored session, without supabase-js', () => {
  it('supabase-js stores its session where it is read', async () => {
    const { stored } = await fresh();
    const { supabase } = await import('../../../src/auth/supabase');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    server.use(
      http.get('*/auth/v1/user', () =>
        HttpResponse.json({ id: 'user-7', aud: 'authenticated', email: 'ada@example.com' }),
      ),
    );
    const token = jwt({ sub: 'user-7', exp, aud: 'authenticated' });
    const { error } = await supabase.auth.setSession({ access_token: token, refresh_token: 'r' });
    expect(error).toBeNull();
    // supabase-js's default name for this origin: sessions stored before it was named still count.
    expect(localStorage.getItem('sb-localhost-auth-token')).toContain(token);
    expect(stored.freshStoredSession()).toMatchObject({
      access_token: token,
      expires_at: exp,
      user: { id: 'user-7' },
    });
  });

  it('a request carries the stored token and the user is known at once; supabase-js loads later', async () => {
    signInLocally('user-1');
    const { api, session } = await fresh();
    const seen = tokensSeen();
    await api.getProfile();
    expect(seen).toEqual(['Bearer test-access-token']);

    showWho(session.authAtom);
    expect(await screen.findByText('user-1')).toBeInTheDocument();
    expect(imported.supabase).toBe(false);
    await waitFor(() => expect(imported.supabase).toBe(true), {
      timeout: session.SUPABASE_AFTER_MS + 3000,
    });
    expect(screen.getByText('user-1')).toBeInTheDocument();
  });

  it('a sign-out before supabase-js was due is heard at once: the stored user is gone', async () => {
    signInLocally('user-1');
    server.use(http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })));
    const { session, stored } = await fresh();
    showWho(session.authAtom);
    expect(await screen.findByText('user-1')).toBeInTheDocument();
    const started = Date.now();
    const { error } = await (await stored.loadSupabase()).auth.signOut();
    expect(error).toBeNull();
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(session.SUPABASE_AFTER_MS);
  });

  it("supabase-js's first read of the session, answered after a sign-out, does not bring the user back", async () => {
    // Its INITIAL_SESSION event reads the storage outside supabase-js's lock: on a busy machine
    // it reported the session read before the sign-out after the sign-out's event, and the
    // signed-out visitor was sent from /signin back to the dashboard.
    signInLocally('user-1');
    server.use(http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })));
    const { session, stored } = await fresh();
    const { supabase } = await import('../../../src/auth/supabase');
    const {
      data: { session: before },
    } = await supabase.auth.getSession();
    const listeners: Parameters<typeof supabase.auth.onAuthStateChange>[0][] = [];
    const subscribe = supabase.auth.onAuthStateChange.bind(supabase.auth);
    vi.spyOn(supabase.auth, 'onAuthStateChange').mockImplementation((listener) => {
      listeners.push(listener);
      return subscribe(listener);
    });
    showWho(session.authAtom);
    expect(await screen.findByText('user-1')).toBeInTheDocument();
    const { error } = await (await stored.loadSupabase()).auth.signOut();
    expect(error).toBeNull();
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(listeners).toHaveLength(1);
    await act(async () => {
      await listeners[0]!('INITIAL_SESSION', before);
    });
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it('a session near its expiry is refreshed by supabase-js before the request goes out', async () => {
    signInLocally('user-1');
    const key = 'sb-localhost-auth-token';
    const near = { ...JSON.parse(localStorage.getItem(key) ?? '{}') };
    near.expires_at = Math.floor(Date.now() / 1000) + 30;
    localStorage.setItem(key, JSON.stringify(near));
    server.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json({
          access_token: 'refreshed-token',
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          refresh_token: 'next-refresh-token',
          user: near.user,
        }),
      ),
    );
    const { api } = await fresh();
    const seen = tokensSeen();
    await api.getProfile();
    expect(imported.supabase).toBe(true);
    expect(seen).toEqual(['Bearer refreshed-token']);
  });
});
