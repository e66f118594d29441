import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETRY_LATE_REASON } from '../../server/calls/lifecycle';
import type { CallRecord } from '../../server/routes/calls/model';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

// Monday 2026-11-23 07:00 in Paris is 06:00 UTC.
const DUE = '2026-11-23T06:00:00.000Z';
const clock = testClock('2026-11-22T12:00:00Z');
let retrying: TestServer;
let unanswered: TestServer;
beforeAll(async () => {
  [retrying, unanswered] = await Promise.all([
    startTestServer({ clock, env: { LOCAL_CALL_OUTCOME: 'no-answer,confirm' } }),
    startTestServer({ clock, env: { LOCAL_CALL_OUTCOME: 'no-answer' } }),
  ]);
});
afterAll(() => Promise.all([retrying.stop(), unanswered.stop()]));

async function run(server: TestServer, at: string | Date) {
  clock.set(at);
  const result = await server.deps.calls.pipeline.tick();
  await server.deps.calls.line.settle();
  return result;
}
async function callsOf(server: TestServer, token: string, query = '') {
  const { body } = await server.api('GET', `/api/calls/${query}`, token);
  return body as { calls: CallRecord[]; page: number; per_page: number; has_more: boolean };
}
const at = (offsetMs: number) => new Date(new Date(DUE).getTime() + offsetMs);

describe('a wake-up call, retried until the user is awake', () => {
  it('no answer → called again after the snooze → answered and confirmed → no further call', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      retrying,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
    );
    expect((await retrying.api('GET', '/api/calls/next/', user.token)).body).toEqual({
      next_call_at: DUE,
      local_time: '2026-11-23T07:00',
      timezone: 'Europe/Paris',
      reason: null,
      retry: null,
      caller_id: '+12025550100',
      caller_id_display: '+1 202 555 0100',
      skipping: null,
      paused_until: null,
      one_off: false,
    });
    expect(await run(retrying, at(-20 * MINUTE))).toEqual({ queued: 0, dialled: 0, prepared: 0 });
    // Queued and prepared ahead: words and audio are made before the due time…
    expect(await run(retrying, at(-10 * MINUTE))).toEqual({ queued: 1, dialled: 0, prepared: 1 });
    const [ahead] = await retrying.deps.db.query<{
      words: string | null;
      audio_key: string | null;
    }>('SELECT words, audio_key FROM call_records WHERE user_id = $1', [user.userId]);
    expect(ahead?.words).toMatch(/^Good morning, Ada!/);
    expect(ahead?.audio_key).toBeTruthy();
    // …so at the due time only dialling remains.
    expect(await run(retrying, at(5_000))).toEqual({ queued: 0, dialled: 1, prepared: 0 });

    let [call] = (await callsOf(retrying, user.token)).calls;
    expect(call).toMatchObject({
      kind: 'wakeup',
      to: user.phone,
      status: 'queued',
      due_at: DUE,
      local_date: '2026-11-23',
      confirmed: false,
      max_attempts: 3,
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      fallbacks: [],
      attempts: [{ number: 1, outcome: 'no-answer', confirmed: false, answered_at: null }],
    });
    expect(call?.words).toMatch(/^Good morning, Ada! .*Your horoscope for Aries/);
    // The words shown are the words spoken: the keys, said twice, then when the next call comes.
    expect(call?.words).toMatch(
      /Press 1 if you're awake, 2 to snooze for 5 minutes, or 3 to hear this again\. Press 1 .* We'll call again in 5 minutes\.$/,
    );

    expect((await run(retrying, at(4 * MINUTE))).dialled).toBe(0); // still snoozing
    expect((await run(retrying, at(5 * MINUTE + 10_000))).dialled).toBe(1);
    [call] = (await callsOf(retrying, user.token)).calls;
    expect(call).toMatchObject({ status: 'confirmed', confirmed: true });
    expect(call?.attempts).toEqual([
      expect.objectContaining({ number: 1, outcome: 'no-answer' }),
      expect.objectContaining({ number: 2, outcome: 'completed', confirmed: true }),
    ]);
    expect(call?.attempts[1]?.answered_at).toEqual(expect.any(String));
    expect((await run(retrying, at(20 * MINUTE))).dialled).toBe(0);

    // Its audio: the owner's session or the signed URL; nobody else.
    const audio = await fetch(`${retrying.url}/api/calls/${call?.id}/audio`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    // Same-origin: the dashboard plays it at whatever address it was opened.
    expect(call?.audio_url).toMatch(/^\/api\/calls\/\d+\/audio\?exp=\d+&sig=/);
    const signed = new URL(call?.audio_url ?? '', 'http://127.0.0.1:8787');
    expect(
      (await fetch(`${retrying.url}${signed.pathname}${signed.search}`)).headers.get(
        'content-type',
      ),
    ).toBe('audio/wav');
    expect(
      (await fetch(`${retrying.url}${signed.pathname}?exp=9999999999&sig=forged`)).status,
    ).toBe(401);
    const stranger = await retrying.newUser();
    expect((await retrying.api('GET', `/api/calls/${call?.id}/audio`, stranger.token)).status).toBe(
      404,
    );
    expect((await callsOf(retrying, stranger.token)).calls).toEqual([]);
  });

  it('attempts used up → recorded as missed', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      unanswered,
      { call_time: '07:00', timezone: 'Europe/Paris', snooze_minutes: 2, max_attempts: 2 },
      clock.now(),
    );
    expect(
      (await unanswered.api('GET', '/api/call-blocks/schedule/', user.token)).body,
    ).toMatchObject({ snooze_minutes: 2, max_attempts: 2 });
    await run(unanswered, at(1_000));
    await run(unanswered, at(2 * MINUTE + 2_000));
    expect((await run(unanswered, at(10 * MINUTE))).dialled).toBe(0);
    const [call] = (await callsOf(unanswered, user.token)).calls;
    expect(call).toMatchObject({ status: 'missed', confirmed: false, max_attempts: 2 });
    expect(call?.attempts.map((a) => a.outcome)).toEqual(['no-answer', 'no-answer']);
  });

  it('a next attempt whose time passed while nothing ran is not rung hours late: expired with why', async () => {
    const down = await startTestServer({ clock, env: { LOCAL_CALL_OUTCOME: 'no-answer' } });
    try {
      clock.set('2026-11-22T12:00:00Z');
      const user = await callableUser(
        down,
        { call_time: '07:00', timezone: 'Europe/Paris' },
        clock.now(),
      );
      await run(down, at(-10 * MINUTE));
      expect((await run(down, at(1_000))).dialled).toBe(1);
      // The service stops after the first attempt and comes back at 10:00, three hours on.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        expect((await run(down, at(3 * 60 * MINUTE))).dialled).toBe(0);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(RETRY_LATE_REASON.toLowerCase()));
      } finally {
        warn.mockRestore();
      }
      const [call] = (await callsOf(down, user.token)).calls;
      expect(call).toMatchObject({
        status: 'expired',
        confirmed: false,
        last_error: RETRY_LATE_REASON,
      });
      expect(call?.attempts.map((a) => a.outcome)).toEqual(['no-answer']);
    } finally {
      await down.stop();
    }
  });
});

describe('GET /api/calls/next/ says why no call is due', () => {
  it('no verified phone (the defaults are in effect from registration), calls off, empty routine', async () => {
    const { token, userId } = await retrying.newUser();
    const reason = async () =>
      ((await retrying.api('GET', '/api/calls/next/', token)).body as { reason: string }).reason;
    expect(await reason()).toBe('no_verified_phone');
    const schedule = {
      enabled: false,
      call_time: '07:00',
      weekdays: '1,2,3,4,5',
      timezone: 'Asia/Tokyo',
      voice_id: '21m00Tcm4TlvDq8ikWAM',
      snooze_minutes: 5,
      max_attempts: 3,
    };
    await retrying.api('PUT', '/api/call-blocks/schedule/', token, schedule);
    expect(await reason()).toBe('calls_off');
    await retrying.api('PUT', '/api/call-blocks/schedule/', token, { ...schedule, enabled: true });
    expect(await reason()).toBe('no_verified_phone');
    // Verifying the phone makes the user callable (daybreak_call_blocker), with no route involved.
    await retrying.deps.db.query(
      "UPDATE profiles SET phone_number = '+12025551234', phone_verified = true WHERE user_id = $1",
      [userId],
    );
    expect(await reason()).toBe('empty_routine');
    await retrying.api('POST', '/api/call-blocks/user/', token, { block: 'horoscope', order: 0 });
    const next = (await retrying.api('GET', '/api/calls/next/', token)).body as {
      next_call_at: string;
      local_time: string;
      reason: null;
    };
    expect(next.reason).toBeNull();
    expect(next.local_time).toMatch(/T07:00$/);
    expect(new Date(next.next_call_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('POST /api/calls/preview/', () => {
  it('the words and audio of the next call in the chosen voice; rate-limited', async () => {
    const user = await callableUser(
      retrying,
      { call_time: '07:00', timezone: 'Europe/London', voice_id: 'pNInz6obpgDQGcFmaJgB' },
      new Date(),
    );
    const first = await retrying.api('POST', '/api/calls/preview/', user.token);
    expect(first.status).toBe(200);
    const body = first.body as { words: string; voice_id: string; audio: string };
    expect(body.words).toMatch(/^Good morning, Ada!/);
    // The words as the first attempt says them, its keys and what follows included.
    expect(body.words).toMatch(/or 3 to hear this again\. We'll call again in 5 minutes\.$/);
    expect(body.voice_id).toBe('pNInz6obpgDQGcFmaJgB');
    expect(body.audio).toMatch(/^data:audio\/wav;base64,UklGR/);
    for (let i = 0; i < 4; i++) await retrying.api('POST', '/api/calls/preview/', user.token);
    expect(await retrying.api('POST', '/api/calls/preview/', user.token)).toMatchObject({
      status: 429,
    });
  });
  it("says the call that comes next, once it is queued ahead too: an evening call in New York is that evening's, not the one after", async () => {
    // Tuesday 2026-12-01 22:40 in New York is Wednesday 03:40 UTC; the call is due at 22:54 there.
    clock.set('2026-12-02T03:40:00Z');
    const user = await callableUser(
      retrying,
      { call_time: '22:54', timezone: 'America/New_York' },
      clock.now(),
    );
    const tonight = '2026-12-02T03:54:00.000Z';
    const says = async () => {
      const next = (await retrying.api('GET', '/api/calls/next/', user.token)).body as {
        next_call_at: string;
      };
      const { words, for_date } = (await retrying.api('POST', '/api/calls/preview/', user.token))
        .body as { words: string; for_date: string };
      return { next: next.next_call_at, for_date, words };
    };
    const tuesday = {
      next: tonight,
      for_date: tonight,
      words: expect.stringMatching(/^Good evening, Ada! .*for Tuesday, December 1\./) as unknown,
    };
    expect(await says()).toEqual(tuesday);
    // Ten minutes ahead the call is queued and prepared, and the schedule plans the one after it
    // (Wednesday's): the preview and the test call still say tonight's, as the screen's next call does.
    expect(await run(retrying, '2026-12-02T03:44:00Z')).toMatchObject({ queued: 1, dialled: 0 });
    expect(await says()).toEqual(tuesday);
    expect((await retrying.api('POST', '/api/call-blocks/test-call/', user.token)).status).toBe(
      200,
    );
    await retrying.deps.calls.line.settle();
    const [test] = await retrying.deps.db.query<{ words: string }>(
      "SELECT words FROM call_records WHERE user_id = $1 AND kind = 'test'",
      [user.userId],
    );
    expect(test?.words).toMatch(/^Good evening, Ada! .*for Tuesday, December 1\./);
  });
  it('the history is in the order of the times it shows: a call queued ahead, then a test call, lists the wake-up first', async () => {
    clock.set('2026-12-02T03:40:00Z');
    const user = await callableUser(
      retrying,
      { call_time: '22:54', timezone: 'America/New_York' },
      clock.now(),
    );
    // Queued ten minutes ahead (its record is made first), then a test call at 22:52.
    await run(retrying, '2026-12-02T03:44:00Z');
    clock.set('2026-12-02T03:52:00Z');
    expect((await retrying.api('POST', '/api/call-blocks/test-call/', user.token)).status).toBe(
      200,
    );
    await retrying.deps.calls.line.settle();
    await run(retrying, '2026-12-02T03:54:05Z');
    const { calls } = await callsOf(retrying, user.token);
    expect(calls.map((c) => [c.kind, c.due_at])).toEqual([
      ['wakeup', '2026-12-02T03:54:00.000Z'],
      ['test', '2026-12-02T03:52:00.000Z'],
    ]);
  });
  it('refuses, with why, while the routine has no enabled block (no call is due then), and spends no preview', async () => {
    // A callable user who then removes the routine's only block.
    const user = await callableUser(
      retrying,
      { call_time: '07:00', timezone: 'Asia/Tokyo' },
      new Date(),
    );
    const routine = (await retrying.api('GET', '/api/call-blocks/user/', user.token)).body as {
      id: number;
    }[];
    for (const block of routine)
      await retrying.api('DELETE', `/api/call-blocks/user/${block.id}/`, user.token);
    const refused = await retrying.api('POST', '/api/calls/preview/', user.token);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Add a block to your routine to hear your call.' },
    });
    // The wake-up call agrees: none is due for an empty routine.
    expect((await retrying.api('GET', '/api/calls/next/', user.token)).body).toMatchObject({
      reason: 'empty_routine',
    });
    for (let i = 0; i < 5; i++)
      expect((await retrying.api('POST', '/api/calls/preview/', user.token)).status).toBe(409);
  });
});

describe('test and verification calls are recorded too', () => {
  it('a verification call keeps no code in its record; the list pages newest first', async () => {
    const user = await retrying.newUser();
    // Signed in, as the app sends it: only then is the call the user's (security/isolation.test.ts).
    for (let i = 0; i < 3; i++)
      await retrying.api('POST', '/api/users/send-phone-verification/', user.token, {
        phone_number: '+12025559999',
        supabase_uid: user.userId,
      });
    const page1 = await callsOf(retrying, user.token, '?per_page=2');
    expect(page1).toMatchObject({ page: 1, per_page: 2, has_more: true });
    expect(page1.calls.map((c) => c.kind)).toEqual(['verification', 'verification']);
    expect(page1.calls[0]?.words).toMatch(/code is • • • • • •/);
    expect(JSON.stringify(page1)).not.toMatch(/\d \d \d/);
    expect(page1.calls[0]?.audio_url).toBeNull();
    const page2 = await callsOf(retrying, user.token, '?per_page=2&page=2');
    expect(page2).toMatchObject({ page: 2, has_more: false });
    expect(page2.calls).toHaveLength(1);
    expect((page1.calls[0]?.id ?? 0) > (page2.calls[0]?.id ?? 0)).toBe(true);
  });
});

describe('a block whose source fails', () => {
  it('says its fallback line, is recorded as fallen back, and the call still goes out', async () => {
    const broken = await startTestServer({
      clock,
      calls: {
        sources: {
          weather: { forecast: () => Promise.reject(new Error('weather service down')) },
          calendar: { events: async () => [] },
        },
      },
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      clock.set('2026-11-22T12:00:00Z');
      const user = await callableUser(
        broken,
        { call_time: '07:00', timezone: 'Europe/Paris' },
        clock.now(),
      );
      await broken.api('POST', '/api/call-blocks/user/', user.token, {
        block: 'weather',
        order: 1,
      });
      expect((await run(broken, at(2_000))).dialled).toBe(1);
      const [call] = (await callsOf(broken, user.token)).calls;
      expect(call).toMatchObject({ status: 'confirmed', fallbacks: ['weather'] });
      expect(call?.words).toMatch(
        /Your horoscope .* The weather forecast isn't available right now\./,
      );
    } finally {
      quiet.mockRestore();
      await broken.stop();
    }
  });
});

describe('a block whose integration is disconnected', () => {
  it('is skipped: the call says nothing about it (what the routine entry warns of), the rest goes out', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      retrying,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
    );
    await retrying.deps.db.query(
      `INSERT INTO integrations (user_id, provider, is_active) VALUES ($1, 'google_calendar', true)
         ON CONFLICT (user_id, provider) DO UPDATE SET is_active = true`,
      [user.userId],
    );
    const added = await retrying.api('POST', '/api/call-blocks/user/', user.token, {
      block: 'calendar',
      order: 1,
    });
    expect(added.status).toBe(201);
    const disconnected = await retrying.api(
      'DELETE',
      '/api/integrations/google_calendar/',
      user.token,
    );
    expect(disconnected.status).toBe(204);
    await run(retrying, at(3_000));
    const [call] = (await callsOf(retrying, user.token)).calls;
    expect(call?.kind).toBe('wakeup');
    expect(call?.fallbacks).toEqual([]);
    expect(call?.words).toMatch(
      /^Good morning, Ada! .*Your horoscope for Aries.* Have a great day! Press 1 if you're awake/,
    );
    expect(call?.words).not.toMatch(/calendar/i);
  });
});
