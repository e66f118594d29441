import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the local sign-in emulator, driven by the real supabase-js client', () => {
  it('signs in (PKCE through the account chooser), reads the user, refreshes and signs out', async () => {
    const supabase = createClient(server.url, 'local-anon-key', {
      // Node 20 has no native WebSocket: supabase-js's realtime client needs one handed to it.
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      auth: {
        flowType: 'pkce',
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
    });
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${server.url}/auth/callback?next=1`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = new URL(data.url ?? '');
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    const page = await (await fetch(authorize)).text();
    expect(page).toContain('name="email"');
    expect(page).toContain('name="name"');
    expect(page).toContain('stands in for Google');

    const chosen = await fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'Katherine@Example.com',
        name: 'Katherine Johnson',
        redirect_to: authorize.searchParams.get('redirect_to') ?? '',
        code_challenge: authorize.searchParams.get('code_challenge') ?? '',
      }),
    });
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(back.searchParams.get('next')).toBe('1');
    const code = back.searchParams.get('code') ?? '';
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('katherine@example.com');

    const user = await supabase.auth.getUser();
    expect(user.data.user?.user_metadata.full_name).toBe('Katherine Johnson');
    const token = exchanged.data.session?.access_token ?? '';
    expect((await server.api('GET', '/api/call-blocks/available/', token)).status).toBe(200);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(exchanged.data.session?.refresh_token);
    expect(refreshed.data.user?.id).toBe(exchanged.data.user?.id);

    const oldRefresh = exchanged.data.session?.refresh_token ?? '';
    // Used again after the reuse interval (within it, it is another tab of the same browser).
    await server.deps.db.query(
      "UPDATE auth_refresh_tokens SET created_at = created_at - interval '1 minute' WHERE session_id = (SELECT session_id FROM auth_refresh_tokens WHERE token = $1)",
      [oldRefresh],
    );
    const reuse = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      body: JSON.stringify({ refresh_token: oldRefresh }),
    });
    expect(reuse.status).toBe(400);

    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const afterLogout = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshed.data.session?.refresh_token }),
    });
    expect(afterLogout.status).toBe(400);
  });

  it('the same email is the same user every time; a wrong PKCE verifier is refused', async () => {
    const first = await server.signIn('same@example.com');
    const second = await server.signIn('same@example.com');
    expect(second.userId).toBe(first.userId);
    const chosen = await fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'pkce@example.com',
        name: 'P',
        redirect_to: `${server.url}/auth/callback`,
        code_challenge: 'abc',
      }),
    });
    const code = new URL(chosen.headers.get('location') ?? '').searchParams.get('code');
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'wrong' }),
    });
    expect(res.status).toBe(400);
  });

  it('answers CORS preflights with the headers supabase-js sends', async () => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,x-client-info',
      },
    });
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-supabase-api-version/);
  });
});
