/**
 * Threat: stolen or replayed tokens — a consent `state` used as a bearer token (a connect link sent to
 * someone else, or replayed), access tokens dated in the future, signed audio URLs that live forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_URL_MAX_SECONDS } from '../../../server/calls/speech';
import { EnvError, loadEnv } from '../../../server/env';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Connect as `token`'s user: the consent state and the cookie the connecting browser received. */
async function connect(token: string) {
  const res = await server.api('POST', '/api/integrations/google_calendar/connect/', token);
  const url = (res.body as { authorization_url: string }).authorization_url;
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { state: new URL(url).searchParams.get('state') ?? '', cookie };
}
const consent = (state: string, cookie: string | null) =>
  fetch(`${server.url}/local/consent/google_calendar`, {
    method: 'POST',
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams({ state, decision: 'allow' }),
  });
const active = async (token: string) =>
  ((await server.api('GET', '/api/integrations/', token)).body as { is_active: boolean }[])[0]
    ?.is_active;

describe('integration consent state', () => {
  it('is bound to the browser that pressed Connect: a link sent to someone else connects nothing', async () => {
    const attacker = await server.newUser();
    const { state } = await connect(attacker.token);
    // The victim's browser opens the attacker's link: it has no cookie of that connect.
    const res = await consent(state, null);
    const other = await connect((await server.newUser()).token);
    const withOtherBrowser = await consent(state, other.cookie);
    expect({
      victim: res.status,
      otherBrowser: withOtherBrowser.status,
      connected: await active(attacker.token),
    }).toEqual({ victim: 400, otherBrowser: 400, connected: false });
  });

  it('completes once: a replay of a used state is refused', async () => {
    const user = await server.newUser();
    const { state, cookie } = await connect(user.token);
    const first = await consent(state, cookie);
    expect(first.headers.get('location')).toBe('/dashboard/integrations?integration=success');
    await server.api('DELETE', '/api/integrations/google_calendar/', user.token);
    expect((await consent(state, cookie)).status).toBe(400);
    expect(await active(user.token)).toBe(false);
  });
});

describe('access tokens', () => {
  it('a token issued in the future is refused', async () => {
    const issuer = server.deps.auth.issuer;
    if (!issuer) throw new Error('the test server runs in local mode');
    const { userId } = await server.newUser();
    const user = { id: userId, email: 'a@example.com', name: 'Ada' };
    const now = await issuer.issue(user);
    expect((await server.api('GET', '/api/profile/', now)).status).toBe(200);
    // Signed with the right key, dated an hour ahead (a clock set wrong, or a token minted to last).
    const future = await issuer.issue(user, { issuedAt: Math.floor(Date.now() / 1000) + 3600 });
    expect((await server.api('GET', '/api/profile/', future)).status).toBe(401);
  });
});

describe('signed audio URLs', () => {
  it(`live at most ${AUDIO_URL_MAX_SECONDS / 3600} hours, however they were signed`, async () => {
    const { urls } = server.deps.calls;
    const at = new Date('2026-03-01T07:00:00Z');
    await expect(urls.sign(1, at, AUDIO_URL_MAX_SECONDS + 1)).rejects.toThrow(/at most/);
    // A URL whose expiry lies beyond the maximum (as a leaked key could forge) is refused.
    const far = new URL(await urls.sign(1, at, AUDIO_URL_MAX_SECONDS), 'http://x');
    const exp = far.searchParams.get('exp') ?? '';
    const sig = far.searchParams.get('sig') ?? '';
    expect(await urls.verify(1, exp, sig, at)).toBe(true);
    const earlier = new Date(at.getTime() - 60_000);
    expect(await urls.verify(1, exp, sig, earlier)).toBe(false);
  });
});

describe('the token encryption key', () => {
  it('a short TOKEN_ENCRYPTION_KEY is a configuration error naming it, not a stack trace', () => {
    const production = { SUPABASE_URL: 'https://project.supabase.test' };
    expect(() => loadEnv({ ...production, TOKEN_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(EnvError);
    expect(() => loadEnv({ ...production, TOKEN_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      'TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded (for example: openssl rand -base64 32); it is 5 bytes',
    );
  });
});

describe('two tabs refreshing at once', () => {
  it('both get a session and the user stays signed in (a reuse within the interval is not theft)', async () => {
    const user = await server.signIn('two-tabs@example.com');
    const refresh = async (token: string) => {
      const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
      return { status: res.status, body: (await res.json()) as { access_token?: string } };
    };
    const tabs = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    const profiles = await Promise.all(
      tabs.map(
        async (tab) =>
          (await server.api('GET', '/api/integrations/', tab.body.access_token ?? '')).status,
      ),
    );
    expect({ tabs: tabs.map((t) => t.status), profiles }).toEqual({
      tabs: [200, 200],
      profiles: [200, 200],
    });
  });
});
