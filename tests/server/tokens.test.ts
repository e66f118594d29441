/**
 * Tokens are checked strictly (exp, iss, aud, role, pinned algorithms) in both modes; refresh-token
 * reuse and logout end the session; the local sign-in only redirects to the app's own origins; the
 * configuration refuses unsafe production setups.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { startTestServer, type TestServer } from './harness';

const SUPABASE = 'https://project.supabase.test';
const SECRET = 'a-legacy-jwt-secret-of-at-least-32-chars!';
const KEY = randomBytes(32).toString('base64');

interface Claims {
  sub?: string;
  role?: string;
  iss?: string;
  aud?: string;
  exp?: number | null;
  [key: string]: unknown;
}

function claims(overrides: Claims) {
  const now = Math.floor(Date.now() / 1000);
  const { exp = now + 600, ...rest } = {
    sub: 'user-1',
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    email: 'hs@example.com',
    ...overrides,
  };
  return exp === null ? rest : { ...rest, exp };
}

describe('local mode tokens and sessions', () => {
  let server: TestServer;
  let sign: (payload: Claims) => Promise<string>;
  beforeAll(async () => {
    server = await startTestServer();
    const [row] = await server.deps.db.query<{ value: string }>(
      "SELECT value FROM app_secrets WHERE name = 'auth_es256_private_jwk'",
    );
    const key = await importJWK(JSON.parse(row?.value ?? '{}') as JWK, 'ES256');
    sign = (payload) =>
      new SignJWT(claims({ iss: `${server.deps.env.publicUrl}/auth/v1`, ...payload }))
        .setProtectedHeader({ alg: 'ES256', kid: 'daybreak-local-es256' })
        .sign(key);
  });
  afterAll(() => server.stop());

  it('accepts a proper token and refuses one without exp, with another issuer or role=anon', async () => {
    const { userId } = await server.newUser();
    const session_id = crypto.randomUUID();
    const status = async (payload: Claims) =>
      (
        await server.api(
          'GET',
          '/api/profile/',
          await sign({ sub: userId, session_id, ...payload }),
        )
      ).status;
    expect(await status({})).toBe(200);
    expect(await status({ exp: null })).toBe(401);
    expect(await status({ iss: 'https://elsewhere.example/auth/v1' })).toBe(401);
    expect(await status({ role: 'anon' })).toBe(401);
    expect(await status({ aud: 'someone-else' })).toBe(401);
  });

  it('a refresh token used twice ends the whole session (the newer token too)', async () => {
    const user = await server.signIn('reuse@example.com');
    const refresh = (token: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string; access_token: string };
    // Used again after the reuse interval (within it, it is another tab of the same browser).
    await server.deps.db.query(
      "UPDATE auth_refresh_tokens SET created_at = created_at - interval '1 minute' WHERE session_id = (SELECT session_id FROM auth_refresh_tokens WHERE token = $1)",
      [user.refreshToken],
    );
    expect((await refresh(user.refreshToken)).status).toBe(400);
    expect((await refresh(rotated.refresh_token)).status).toBe(400);
    expect((await server.api('GET', '/api/profile/', rotated.access_token)).status).toBe(401);
  });

  it('logout revokes the refresh token and the access token', async () => {
    const user = await server.newUser();
    const signedIn = await server.signIn('logout@example.com');
    const logout = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${signedIn.token}` },
    });
    expect(logout.status).toBe(204);
    const refresh = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: signedIn.refreshToken }),
    });
    expect(refresh.status).toBe(400);
    expect((await server.api('GET', '/api/profile/', signedIn.token)).status).toBe(401);
    // Another user's session is untouched.
    expect((await server.api('GET', '/api/profile/', user.token)).status).toBe(200);
  });

  it('redirect_to must be the app’s own origin: other sites, javascript: and data: are refused', async () => {
    const own = server.url;
    for (const target of [
      'https://evil.example/steal',
      '//evil.example/steal',
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const page = await fetch(
        `${own}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(target)}`,
      );
      expect(page.status, target).toBe(400);
      const posted = await fetch(`${own}/auth/v1/authorize`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ email: 'r@example.com', name: 'R', redirect_to: target }),
      });
      expect(posted.status, target).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    }
    const ok = await fetch(`${own}/auth/v1/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'r@example.com',
        name: 'R',
        redirect_to: `${own}/auth/callback`,
      }),
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(new RegExp(`^${own}/auth/callback#access_token=`));
  });

  it('a PKCE sign-in code expires after 5 minutes', async () => {
    const verifier = 'a-verifier-that-is-long-enough-to-be-a-real-one-0123456789';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = async () => {
      const res = await fetch(`${server.url}/auth/v1/authorize`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          email: 'pkce@example.com',
          name: 'P',
          redirect_to: `${server.url}/auth/callback`,
          code_challenge: challenge,
        }),
      });
      return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
    };
    const exchange = (authCode: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
      });
    const stale = await code();
    await server.deps.db.query(
      "UPDATE auth_codes SET created_at = now() - interval '6 minutes' WHERE code = $1",
      [stale],
    );
    expect((await exchange(stale)).status).toBe(400);
    const fresh = await code();
    expect((await exchange(fresh)).status).toBe(200);
    expect((await exchange(fresh)).status).toBe(400);
  });

  it('CORS on the sign-in routes answers only allowed origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const own = new URL(server.deps.env.publicUrl).origin;
    expect((await preflight(own)).headers.get('access-control-allow-origin')).toBe(own);
  });
});

describe('configured origins', () => {
  it('ALLOWED_ORIGINS extends redirects and CORS to the listed origins only', async () => {
    const server = await startTestServer({ env: { ALLOWED_ORIGINS: 'https://app.example.com' } });
    try {
      const posted = await fetch(`${server.url}/auth/v1/authorize`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          email: 'o@example.com',
          name: 'O',
          redirect_to: 'https://app.example.com/auth/callback',
        }),
      });
      expect(posted.status).toBe(303);
      expect(() => loadEnv({ ALLOWED_ORIGINS: 'not a url' })).toThrow('ALLOWED_ORIGINS');
    } finally {
      await server.stop();
    }
  });
});

describe('Supabase mode (legacy HS256 secret)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        SUPABASE_URL: SUPABASE,
        SUPABASE_JWT_SECRET: SECRET,
        TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      },
    });
  });
  afterAll(() => server.stop());

  const sign = (payload: Claims, alg = 'HS256') =>
    new SignJWT(claims({ iss: `${SUPABASE}/auth/v1`, ...payload }))
      .setProtectedHeader({ alg })
      .sign(new TextEncoder().encode(SECRET));

  it('accepts HS256 with exp, issuer, audience and role; refuses anything looser', async () => {
    const status = async (token: string) =>
      (await server.api('GET', '/api/integrations/', token)).status;
    expect(await status(await sign({}))).toBe(200);
    expect(await status(await sign({}, 'HS512'))).toBe(401);
    expect(await status(await sign({ exp: null }))).toBe(401);
    expect(await status(await sign({ iss: 'https://other.supabase.test/auth/v1' }))).toBe(401);
    expect(await status(await sign({ role: 'anon' }))).toBe(401);
  });

  it('without Google configured, connect does not hand out a local consent URL', async () => {
    const res = await server.api(
      'POST',
      '/api/integrations/google_calendar/connect/',
      await sign({}),
    );
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).not.toContain('/local/consent');
    expect((await fetch(`${server.url}/auth/v1/authorize`)).status).toBe(404);
  });
});

describe('configuration', () => {
  it('refuses production without an identity provider; listens on 127.0.0.1 locally', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production needs an identity provider',
    );
    expect(loadEnv({}).host).toBe('127.0.0.1');
    expect(
      loadEnv({ SUPABASE_URL: SUPABASE, TOKEN_ENCRYPTION_KEY: KEY, NODE_ENV: 'production' }).host,
    ).toBe('0.0.0.0');
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow('TRUSTED_PROXY_HOPS');
  });
});
