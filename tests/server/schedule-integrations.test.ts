import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PLAN } from '../../src/core/schedulePlan';
import { PROVIDERS } from '../../src/core/providers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('schedule', () => {
  it("is the spec's defaults in the registration's timezone from the start, then replaced whole", async () => {
    const { token } = await server.newUser();
    const registeredIn = (await server.api('GET', '/api/profile/', token)).body as {
      timezone: string;
    };
    expect((await server.api('GET', '/api/call-blocks/schedule/', token)).body).toEqual({
      enabled: true,
      call_time: '08:00',
      weekdays: '1,2,3,4,5',
      timezone: registeredIn.timezone,
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      snooze_minutes: 5,
      max_attempts: 3,
      ...EMPTY_PLAN,
    });
    const schedule = {
      enabled: false,
      call_time: '06:45',
      weekdays: '1,3,6',
      timezone: 'Europe/Paris',
      voice_id: 'pNInz6obpgDQGcFmaJgB',
      snooze_minutes: 2,
      max_attempts: 1,
    };
    expect(await server.api('PUT', '/api/call-blocks/schedule/', token, schedule)).toMatchObject({
      status: 200,
      body: schedule,
    });
    expect((await server.api('GET', '/api/call-blocks/schedule/', token)).body).toEqual({
      ...schedule,
      ...EMPTY_PLAN,
    });
  });

  it("takes SPEC's five fields alone, keeping the snooze and attempts already saved", async () => {
    const { token } = await server.newUser();
    await server.api('PUT', '/api/call-blocks/schedule/', token, {
      enabled: true,
      call_time: '07:00',
      weekdays: '1,2,3,4,5',
      timezone: 'Europe/London',
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      snooze_minutes: 2,
      max_attempts: 4,
    });
    const spec = {
      enabled: true,
      call_time: '07:30',
      weekdays: '1,2,3,4,5,6',
      timezone: 'Europe/London',
      voice_id: '21m00Tcm4TlvDq8ikWAM',
    };
    const kept = { ...spec, snooze_minutes: 2, max_attempts: 4 };
    expect(await server.api('PUT', '/api/call-blocks/schedule/', token, spec)).toMatchObject({
      status: 200,
      body: kept,
    });
    expect((await server.api('GET', '/api/call-blocks/schedule/', token)).body).toEqual({
      ...kept,
      ...EMPTY_PLAN,
    });
  });

  it('rejects partial, unsorted or invalid schedules without writing', async () => {
    const { token } = await server.newUser();
    const ok = {
      enabled: true,
      call_time: '07:00',
      weekdays: '1,2',
      timezone: 'Europe/London',
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      snooze_minutes: 5,
      max_attempts: 3,
    };
    await server.api('PUT', '/api/call-blocks/schedule/', token, ok);
    for (const bad of [
      { enabled: true },
      { ...ok, weekdays: '3,1' },
      { ...ok, call_time: '25:00' },
      { ...ok, timezone: 'UTC' },
      { ...ok, voice_id: 'not a voice!' },
      { ...ok, extra: 1 },
      { ...ok, snooze_minutes: 0 },
      { ...ok, max_attempts: 11 },
    ]) {
      const res = await server.api('PUT', '/api/call-blocks/schedule/', token, bad);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBeTruthy();
    }
    // A refusal about one field names it; the voice keeps the spec's text.
    expect(
      (await server.api('PUT', '/api/call-blocks/schedule/', token, { ...ok, call_time: '25:00' }))
        .body,
    ).toEqual({
      message: expect.stringMatching(/^call_time: /) as string,
      errors: [expect.objectContaining({ field: 'call_time' })],
    });
    expect(
      (
        await server.api('PUT', '/api/call-blocks/schedule/', token, {
          ...ok,
          voice_id: 'unknown1',
        })
      ).body,
    ).toEqual({
      message: 'Invalid voice ID. Please check and try again.',
      errors: [expect.objectContaining({ field: 'voice_id' })],
    });
    expect(
      (await server.api('PUT', '/api/call-blocks/schedule/', token, { ...ok, extra: 1 })).body,
    ).not.toHaveProperty('field');
    expect((await server.api('GET', '/api/call-blocks/schedule/', token)).body).toEqual({
      ...ok,
      ...EMPTY_PLAN,
    });
  });
});

describe('integrations', () => {
  it('always lists google_calendar; connect goes through the local consent page; disconnect deactivates', async () => {
    const { token } = await server.newUser();
    // Every provider of the registry, none connected yet (Google Calendar among them, per the spec).
    expect((await server.api('GET', '/api/integrations/', token)).body).toEqual(
      PROVIDERS.map((p) => ({ provider: p.key, is_active: false, last_sync: null })),
    );
    expect(PROVIDERS.map((p) => p.key)).toContain('google_calendar');
    const connect = await server.api('POST', '/api/integrations/google_calendar/connect/', token);
    const url = (connect.body as { authorization_url: string }).authorization_url;
    expect(url).toMatch(/\/local\/consent\/google_calendar\?state=/);
    // The state is bound to the browser that pressed Connect (its cookie).
    const cookie = (connect.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await fetch(url, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain('Connect Google Calendar');
    const state = new URL(url).searchParams.get('state') ?? '';
    const allowed = await fetch(`${server.url}/local/consent/google_calendar`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie },
      body: new URLSearchParams({ state, decision: 'allow' }),
    });
    expect(allowed.headers.get('location')).toBe('/dashboard/integrations?integration=success');
    const active = (
      (await server.api('GET', '/api/integrations/', token)).body as {
        provider: string;
        is_active: boolean;
        last_sync: string;
      }[]
    ).find((i) => i.provider === 'google_calendar');
    expect(active?.is_active).toBe(true);
    expect(Date.parse(active?.last_sync ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await server.api('DELETE', '/api/integrations/google_calendar/', token)).status).toBe(
      204,
    );
    expect((await server.api('GET', '/api/integrations/', token)).body).toContainEqual(
      expect.objectContaining({ provider: 'google_calendar', is_active: false }),
    );
  });

  it('the consent page returns to the screen where Connect was pressed, allowed or cancelled', async () => {
    const { token } = await server.newUser();
    /** Connect pressed on `back`, then the consent page's answer: where the browser is sent. */
    const decide = async (back: string | null, decision: 'allow' | 'cancel') => {
      const query = back === null ? '' : `?back=${encodeURIComponent(back)}`;
      const connect = await server.api(
        'POST',
        `/api/integrations/google_calendar/connect/${query}`,
        token,
      );
      const url = (connect.body as { authorization_url: string }).authorization_url;
      const cookie = (connect.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const state = new URL(url).searchParams.get('state') ?? '';
      const answer = await fetch(`${server.url}/local/consent/google_calendar`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie },
        body: new URLSearchParams({ state, decision }),
      });
      return answer.headers.get('location');
    };
    expect(await decide('routine', 'cancel')).toBe('/dashboard/routine?integration=cancelled');
    expect(await decide('routine', 'allow')).toBe('/dashboard/routine?integration=success');
    expect(await decide('integrations', 'cancel')).toBe(
      '/dashboard/integrations?integration=cancelled',
    );
    // No screen named, or one that is not a dashboard screen: the Integrations page.
    expect(await decide(null, 'cancel')).toBe('/dashboard/integrations?integration=cancelled');
    for (const elsewhere of ['//evil.example', '../signin', 'routine/../../x'])
      expect(await decide(elsewhere, 'allow')).toBe('/dashboard/integrations?integration=success');
  });

  it('a forged consent state activates nothing; unknown providers are 404', async () => {
    const { token } = await server.newUser();
    const res = await fetch(`${server.url}/local/consent/google_calendar`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ state: 'forged', decision: 'allow' }),
    });
    expect(res.status).toBe(400);
    expect((await server.api('POST', '/api/integrations/myspace/connect/', token)).status).toBe(
      404,
    );
    expect((await server.api('GET', '/api/integrations/', null)).status).toBe(401);
  });
});
