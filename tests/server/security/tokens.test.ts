/**
 * Threat: stolen or replayed tokens — a consent `state` used as a bearer token (a connect link sent to
 * someone else, or replayed), access tokens dated in the future, signed audio URLs that live forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
