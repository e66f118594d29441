/**
 * The local phone page's line (LOCAL_CALL_OUTCOME=ask): a call rings and waits for the person's
 * choice through POST /api/local/calls/:id/answer/; nobody choosing is no answer after the ring time.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localLine } from '../../server/calls/lines';
import type { Db } from '../../server/db';
import type { CallRecord, LocalCall } from '../../src/core/types';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

// Long enough for a loaded machine to see the call ring and choose; short enough to wait out once.
const RING_MS = 4000;
const clock = testClock('2026-11-22T12:00:00Z');
let server: TestServer;

/** The line needs the server's database, which exists only once the server does. */
function lateDb(db: () => Db): Db {
  return {
    query: (sql, params) => db().query(sql, params),
    transaction: (fn) => db().transaction(fn),
    exec: (sql) => db().exec(sql),
    close: () => db().close(),
  };
}

beforeAll(async () => {
  const line = localLine(
    lateDb(() => server.deps.db),
    {
      outcomes: ['ask'],
      stepMs: 0,
      ringMs: RING_MS,
      listenMs: RING_MS,
      print: () => undefined,
      events: () => server.deps.calls.events,
    },
  );
  server = await startTestServer({ clock, calls: { line } });
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
    expect(call.audio_url).toMatch(/^\/api\/calls\/\d+\/audio\?exp=\d+&sig=/);
    // The page asks every 1.5 s: the same address each time, or its player would reload mid-call.
    clock.advance(3_000);
    expect((await localCalls(user.token))[0]?.audio_url).toBe(call.audio_url);
    // It waits: still ringing well after the line's steps.
    await new Promise((r) => setTimeout(r, 200));
    expect((await localCalls(user.token))[0]?.line.state).toBe('ringing');

    clock.advance(7_000);
    const pressed = await answer(user.token, call.id, 'press-1');
    expect(pressed.status).toBe(200);
    expect(pressed.body).toMatchObject({
      id: call.id,
      line: {
        state: 'ended',
        waiting: false,
        outcome: 'confirmed',
        answered_at: clock.now().toISOString(),
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
    expect(after?.attempts).toMatchObject([{ number: 1, outcome: 'completed', confirmed: false }]);
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
