/**
 * The local phone page's line (LOCAL_CALL_OUTCOME=ask): a call rings and waits for the person's
 * choice through POST /api/local/calls/:id/answer/; nobody choosing is no answer after the ring time.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallRecord, LocalCall } from '../../src/core/types';
import { startAskServer } from './askPhone';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

// Long enough for a loaded machine to see the call ring and choose; short enough to wait out once.
const RING_MS = 4000;
const clock = testClock('2026-11-22T12:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startAskServer(clock, RING_MS);
});
afterAll(() => server.stop());

async function localCalls(token: string) {
  const { status, body } = await server.api('GET', '/api/local/calls/', token);
  expect(status).toBe(200);
  return body as LocalCall[];
}
const answer = (token: string, id: number, action: string) =>
  server.api('POST', `/api/local/calls/${id}/answer/`, token, { action });

/** Each test's user is called on a day of its own, so earlier users' calls stay out of the way. */
let day = 0;
async function wakeUpRinging() {
  const from = new Date(Date.UTC(2026, 10, 22 + 2 * day++, 12));
  clock.set(from);
  const user = await callableUser(server, { call_time: '07:00', timezone: 'Europe/Paris' }, from);
  // 07:00 in Paris the next morning is 06:00 UTC.
  clock.set(new Date(from.getTime() + 18 * 60 * MINUTE + 5_000));
  // Before the call is dialled: it cannot have rung longer than since then.
  const dialling = Date.now();
  await server.deps.calls.pipeline.tick();
  const ringing = await vi.waitFor(async () => {
    const [call] = await localCalls(user.token);
    expect(call?.line.state).toBe('ringing');
    return call!;
  });
  return { user, call: ringing, dialling };
}

async function record(token: string) {
  const { body } = await server.api('GET', '/api/calls/', token);
  return (body as { calls: CallRecord[] }).calls[0];
}

describe('the local phone page answers calls (LOCAL_CALL_OUTCOME=ask)', () => {
  it('a wake-up call rings and waits; Press 1 confirms it', async () => {
    const { user, call } = await wakeUpRinging();
    expect(call).toMatchObject({
      to: user.phone,
      kind: 'wakeup',
      line: { state: 'ringing', waiting: true, outcome: null, answered_at: null, ended_at: null },
    });
    expect(call.text).toMatch(/Good morning/);
    // Every word the attempt says: the keys twice, then when the next call comes.
    expect(call.text).toMatch(
      /to hear this again\. Press 1 if you're awake, 2 to snooze for 5 minutes, or 3 to hear this again\. We'll call again in 5 minutes\.$/,
    );
    expect(call.audio_url).toMatch(/^\/api\/calls\/\d+\/audio\?exp=\d+&sig=/);
    // The page asks every 1.5 s: the same address each time, or its player would reload mid-call.
    clock.advance(3_000);
    expect((await localCalls(user.token))[0]?.audio_url).toBe(call.audio_url);
    // It waits: still ringing well after the line's steps.
    await new Promise((r) => setTimeout(r, 200));
    expect((await localCalls(user.token))[0]?.line.state).toBe('ringing');

    // As on a phone, a key is pressed only once the call is answered.
    expect((await answer(user.token, call.id, 'press-1')).body).toMatchObject({
      message: 'This call is ringing: answer it first, or decline it.',
    });
    clock.advance(7_000);
    const answeredAt = clock.now().toISOString();
    expect((await answer(user.token, call.id, 'answer')).status).toBe(200);
    clock.advance(5_000);
    const pressed = await answer(user.token, call.id, 'press-1');
    expect(pressed.status).toBe(200);
    expect(pressed.body).toMatchObject({
      id: call.id,
      line: {
        state: 'ended',
        waiting: false,
        outcome: 'confirmed',
        answered_at: answeredAt,
        ended_at: clock.now().toISOString(),
      },
    });
    expect(await record(user.token)).toMatchObject({ status: 'confirmed', confirmed: true });

    const again = await answer(user.token, call.id, 'hang-up');
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This call has ended (confirmed awake): nothing more can be done on it.' },
    });
  });

  it('Answer, then Hang up: answered and ended at the times chosen, not confirmed', async () => {
    const { user, call } = await wakeUpRinging();
    expect((await answer(user.token, call.id, 'hang-up')).body).toMatchObject({
      message: 'This call is ringing: answer it first, or decline it.',
    });
    clock.advance(4_000);
    const answeredAt = clock.now().toISOString();
    const answered = await answer(user.token, call.id, 'answer');
    expect(answered.body).toMatchObject({
      line: { state: 'answered', waiting: true, answered_at: answeredAt, ended_at: null },
    });
    clock.advance(20_000);
    const hungUp = await answer(user.token, call.id, 'hang-up');
    expect(hungUp.body).toMatchObject({
      line: {
        state: 'ended',
        outcome: 'completed',
        answered_at: answeredAt,
        ended_at: clock.now().toISOString(),
      },
    });
    expect(await record(user.token)).toMatchObject({ status: 'queued', confirmed: false });
  });

  it('Press 2 in the middle of the message snoozes: ended unconfirmed, the next attempt queued after the snooze', async () => {
    const { user, call } = await wakeUpRinging();
    clock.advance(3_000);
    expect((await answer(user.token, call.id, 'answer')).status).toBe(200);
    clock.advance(5_000);
    // 3 plays it again from the start: the call goes on, the key kept.
    const heardAgain = await answer(user.token, call.id, 'press-3');
    expect(heardAgain.body).toMatchObject({ line: { state: 'answered', waiting: true } });
    clock.advance(10_000); // halfway through the message
    const pressed = await answer(user.token, call.id, 'press-2');
    expect(pressed).toMatchObject({
      status: 200,
      body: { line: { state: 'ended', outcome: 'completed', ended_at: clock.now().toISOString() } },
    });
    const after = await record(user.token);
    expect(after).toMatchObject({
      status: 'queued',
      confirmed: false,
      next_attempt_at: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
    expect(after?.attempts).toMatchObject([
      { number: 1, outcome: 'completed', confirmed: false, keys: '32' },
    ]);
  });

  it('Decline is no answer, and a retry is queued after the snooze', async () => {
    const { user, call } = await wakeUpRinging();
    const declined = await answer(user.token, call.id, 'decline');
    expect(declined).toMatchObject({
      status: 200,
      body: { line: { state: 'ended', outcome: 'no-answer', answered_at: null } },
    });
    const after = await record(user.token);
    expect(after).toMatchObject({
      status: 'queued',
      next_attempt_at: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
    expect(after?.attempts).toMatchObject([{ number: 1, outcome: 'no-answer' }]);
  });

  it('nobody choosing is no answer after the ring time', async () => {
    const { user, call, dialling } = await wakeUpRinging();
    const ended = await vi.waitFor(
      async () => {
        const [now] = await localCalls(user.token);
        expect(now?.line.state).toBe('ended');
        return now!;
      },
      { timeout: RING_MS * 3, interval: 100 },
    );
    expect(Date.now() - dialling).toBeGreaterThanOrEqual(RING_MS);
    expect(ended).toMatchObject({ id: call.id, line: { outcome: 'no-answer' } });
    // The line shows the end as it happens; the call's record follows once the attempt's lifecycle
    // has written it (a clean-clone run on Postgres read it a moment before, still ringing).
    await server.deps.calls.line.settle();
    expect(await record(user.token)).toMatchObject({ status: 'queued' });
  });

  it('shutting the line down ends a waiting call at once, as not answered', async () => {
    const { user, call, dialling } = await wakeUpRinging();
    await server.deps.calls.line.settle();
    // Ended before its ring time was up: shutting down does not wait for the person.
    expect(Date.now() - dialling).toBeLessThan(RING_MS);
    expect((await localCalls(user.token))[0]).toMatchObject({
      id: call.id,
      line: { state: 'ended', outcome: 'no-answer' },
    });
  });

  it('Send to voicemail is answered by a machine', async () => {
    const { user, call } = await wakeUpRinging();
    const sent = await answer(user.token, call.id, 'voicemail');
    expect(sent.body).toMatchObject({ line: { state: 'ended', outcome: 'voicemail' } });
  });

  it('Silenced: straight to voicemail is a phone that never rang for the person', async () => {
    const { user, call } = await wakeUpRinging();
    const sent = await answer(user.token, call.id, 'silenced');
    expect(sent.body).toMatchObject({ line: { state: 'ended', outcome: 'silenced' } });
    const { body } = await server.api('GET', '/api/calls/', user.token);
    const [record] = (body as { calls: { status: string; attempts: { outcome: string }[] }[] })
      .calls;
    // Tried again after the snooze, with the attempt said as it went.
    expect(record).toMatchObject({ status: 'queued', attempts: [{ outcome: 'silenced' }] });
  });

  it('a verification call shows its code in full; another user’s call is 404; a wrong action is 400', async () => {
    const { token, userId } = await server.newUser();
    await server.api('POST', '/api/users/send-phone-verification/', null, {
      phone_number: '+12025550160',
      supabase_uid: userId,
    });
    const [call] = await localCalls(token);
    expect(call).toMatchObject({ kind: 'verification', to: '+12025550160', audio_url: null });
    expect(call?.text).toMatch(/code is (\d ){5}\d/);

    const other = await server.newUser();
    expect(await localCalls(other.token)).toEqual([]);
    expect(await answer(other.token, call!.id, 'answer')).toMatchObject({
      status: 404,
      body: { message: 'No such call on your local phone' },
    });
    expect(await answer(token, call!.id, 'snooze')).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'action' })] },
    });
    expect((await answer(token, call!.id, 'decline')).status).toBe(200);
  });
});

describe('one choice at a time on a call (threat: a double tap, a crowd of taps)', () => {
  it('two Answers at once: one answers, the other is 409, and the call stays on the line', async () => {
    const { user, call } = await wakeUpRinging();
    const [a, b] = await Promise.all([
      answer(user.token, call.id, 'answer'),
      answer(user.token, call.id, 'answer'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [now] = await localCalls(user.token);
    expect(now?.line).toMatchObject({ state: 'answered', waiting: true });
    await answer(user.token, call.id, 'hang-up');
  });

  it('ten mixed first actions at once: every request is answered at once, exactly one of them 200', async () => {
    const { user, call } = await wakeUpRinging();
    const actions = [
      'answer',
      'decline',
      'voicemail',
      'answer',
      'silenced',
      'decline',
      'answer',
      'voicemail',
      'answer',
      'decline',
    ];
    const started = Date.now();
    const statuses = await Promise.all(
      actions.map(async (action) => (await answer(user.token, call.id, action)).status),
    );
    expect(Date.now() - started).toBeLessThan(RING_MS);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const [now] = await localCalls(user.token);
    if (now?.line.state === 'answered') await answer(user.token, call.id, 'hang-up');
  });
});

describe('a test call and a verification call, as they really went', () => {
  it('one test call at a time: a second while the first rings is 409 and costs no test call', async () => {
    const { user } = await wakeUpRinging();
    // Its own wake-up call ends first (declined), so only test calls are in the way.
    const [wake] = await localCalls(user.token);
    await answer(user.token, wake!.id, 'decline');
    // Tried at 16:04 in Paris: it plays the next call (tomorrow 07:00) as that call will say it.
    clock.advance(9 * 60 * MINUTE + 4 * MINUTE);
    const first = await server.api('POST', '/api/call-blocks/test-call/', user.token);
    expect(first.status).toBe(200);
    const ringing = await vi.waitFor(async () => {
      const [call] = await localCalls(user.token);
      expect(call).toMatchObject({ kind: 'test', line: { state: 'ringing' } });
      return call!;
    });
    expect(ringing.text).toMatch(/^Good morning, /);
    for (let i = 0; i < 4; i++)
      expect(await server.api('POST', '/api/call-blocks/test-call/', user.token)).toMatchObject({
        status: 409,
        body: {
          message:
            'A test call is already on its way to your phone. Answer it or let it end, then try again.',
        },
      });
    await answer(user.token, ringing.id, 'decline');
    // Once it has ended, the next one rings (the four refusals took none of the limit's three).
    for (let i = 0; i < 2; i++) {
      expect((await server.api('POST', '/api/call-blocks/test-call/', user.token)).status).toBe(
        200,
      );
      const [next] = await localCalls(user.token);
      await answer(user.token, next!.id, 'decline');
    }
    expect(
      (await localCalls(user.token)).filter((c) => c.kind === 'test').map((c) => c.line.state),
    ).toEqual(['ended', 'ended', 'ended']);
  });

  it('a verification call whose code verified the number reads "Number verified", though never answered', async () => {
    const { token, userId } = await server.newUser();
    await server.api('POST', '/api/users/send-phone-verification/', token, {
      phone_number: '+12025550161',
      supabase_uid: userId,
    });
    const [call] = await localCalls(token);
    const code = /code is ((?:\d ){5}\d)/.exec(call!.text)![1]!.replaceAll(' ', '');
    // The code is read off the page; the call itself is never answered.
    await answer(token, call!.id, 'decline');
    expect(
      (
        await server.api('POST', '/api/users/verify-phone/', token, {
          supabase_uid: userId,
          code,
        })
      ).status,
    ).toBe(200);
    expect(await record(token)).toMatchObject({
      kind: 'verification',
      confirmed: true,
      attempts: [expect.objectContaining({ outcome: 'no-answer' })],
    });
  });
});

describe('the way there', () => {
  it('the local sign-in page says where calls ring', async () => {
    const response = await fetch(
      `${server.url}/auth/v1/authorize?redirect_to=${encodeURIComponent(`${server.url}/auth/callback`)}`,
    );
    const html = await response.text();
    expect(html).toContain(
      'In local mode calls ring on the local phone page: <a href="/local/phone">/local/phone</a>',
    );
  });
});

describe('outside local mode', () => {
  let remote: TestServer;
  beforeAll(async () => {
    remote = await startTestServer({
      env: {
        SUPABASE_URL: 'https://project.supabase.co',
        SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
        TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      },
    });
  });
  afterAll(() => remote.stop());

  it('the local phone routes do not exist', async () => {
    expect((await remote.api('GET', '/api/local/calls/', null)).status).toBe(404);
    expect(
      (await remote.api('POST', '/api/local/calls/1/answer/', null, { action: 'answer' })).status,
    ).toBe(404);
  });
});
