import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twilioLine } from '../../server/calls/lines';
import type { CallRecord } from '../../server/routes/calls/model';
import { startTestServer, type TestServer } from './harness';
import { callableUser, testClock } from './pipelineSetup';

const PUBLIC = 'https://daybreak.example';
const config = { accountSid: 'AC123', authToken: 'twilio-auth-token', fromNumber: '+12025550000' };
const clock = testClock('2026-11-22T12:00:00Z');
const fetchFn = vi.fn(async () => Response.json({ sid: 'CA0001' }, { status: 201 }));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: {
      TWILIO_ACCOUNT_SID: config.accountSid,
      TWILIO_AUTH_TOKEN: config.authToken,
      TWILIO_FROM_NUMBER: config.fromNumber,
      PUBLIC_URL: PUBLIC,
    },
    calls: { line: twilioLine(config, PUBLIC, fetchFn as unknown as typeof fetch) },
  });
});
afterAll(() => server.stop());

/** Posts a Twilio callback to the test server as Twilio would send it to the public URL. */
async function callback(pathAndQuery: string, params: Record<string, string>, signature?: string) {
  const sig =
    signature ??
    twilio.getExpectedTwilioSignature(config.authToken, `${PUBLIC}${pathAndQuery}`, params);
  return fetch(`${server.url}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': sig },
    body: new URLSearchParams(params),
  });
}

/** The form bodies of the calls dialled since the last mockClear, in order. */
const dialled = () =>
  fetchFn.mock.calls.map(
    (call) => new URLSearchParams(String((call as unknown as [string, RequestInit])[1].body)),
  );

describe('the Twilio line', () => {
  it('dials with <Play> of a signed audio URL, press-1 gather, status callbacks and AMD; callbacks are verified', async () => {
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T07:00:30Z');
    expect(await server.deps.calls.pipeline.tick()).toMatchObject({ queued: 1, dialled: 1 });

    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Calls.json`);
    const form = new URLSearchParams(String(init.body));
    expect(form.get('To')).toBe(user.phone);
    expect(form.get('MachineDetection')).toBe('Enable');
    const statusUrl = form.get('StatusCallback') ?? '';
    expect(statusUrl).toMatch(
      /^https:\/\/daybreak\.example\/api\/calls\/twilio\/status\?attempt=\d+$/,
    );
    // Twilio asks for the TwiML once it knows a person answered.
    const answerPath = (form.get('Url') ?? '').replace(PUBLIC, '');
    const twiml = await (
      await callback(answerPath, { CallSid: 'CA0001', AnsweredBy: 'human' })
    ).text();
    const play = /<Play>([^<]+)<\/Play>/.exec(twiml)?.[1]?.replaceAll('&#38;', '&') ?? '';
    expect(play).toMatch(/^https:\/\/daybreak\.example\/api\/calls\/\d+\/audio\?exp=\d+&sig=/);
    const gather = /<Gather numDigits="1"[^>]* action="([^"]+)"/.exec(twiml)?.[1] ?? '';
    expect(gather).toBe(statusUrl.replace('/status?', '/gather?'));

    // Twilio fetches the audio with no session: the signature in the URL is the permission.
    const audio = await fetch(play.replace(PUBLIC, server.url));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');

    const path = statusUrl.replace(PUBLIC, '');
    const answered = { CallSid: 'CA0001', CallStatus: 'in-progress', AnsweredBy: 'human' };
    expect((await callback(path, answered)).status).toBe(204);
    // Forged or missing signatures, or a signature for other parameters, are refused.
    expect((await callback(path, answered, 'forged')).status).toBe(403);
    expect((await callback(path, answered, '')).status).toBe(403);
    const sigForOther = twilio.getExpectedTwilioSignature(config.authToken, `${PUBLIC}${path}`, {
      ...answered,
      CallStatus: 'completed',
    });
    expect((await callback(path, answered, sigForOther)).status).toBe(403);

    const pressed = await callback(gather.replace(PUBLIC, ''), { CallSid: 'CA0001', Digits: '1' });
    expect(pressed.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await pressed.text()).toMatch(/you are awake/);
    const completed = { CallSid: 'CA0001', CallStatus: 'completed', AnsweredBy: 'human' };
    expect((await callback(path, completed)).status).toBe(204);
    expect((await callback(path, completed)).status).toBe(204); // a repeat changes nothing

    const { body } = await server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'confirmed', confirmed: true });
    expect(call?.attempts).toEqual([
      expect.objectContaining({ number: 1, outcome: 'completed', confirmed: true }),
    ]);
    clock.set('2026-11-23T07:30:00Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(0);
  });

  it('pressing 2 snoozes: the line says when it calls again, and the call comes back after the snooze', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-23T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '08:00', timezone: 'Europe/London', snooze_minutes: 2 },
      clock.now(),
    );
    clock.set('2026-11-24T08:00:10Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const form = dialled()[0] ?? new URLSearchParams();
    const status = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    const gather = status.replace('/status?', '/gather?');
    await callback(status, { CallSid: 'CA0001', CallStatus: 'in-progress', AnsweredBy: 'human' });
    const snoozed = await callback(gather, { CallSid: 'CA0001', Digits: '2' });
    expect(await snoozed.text()).toMatch(/Snoozing\. We will call again in 2 minutes\./);
    await callback(status, { CallSid: 'CA0001', CallStatus: 'completed', AnsweredBy: 'human' });
    const { body } = await server.api('GET', '/api/calls/', user.token);
    expect((body as { calls: CallRecord[] }).calls[0]).toMatchObject({
      status: 'queued',
      confirmed: false,
    });
    clock.set('2026-11-24T08:02:20Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
  });

  it('voicemail (answering-machine detection) counts as not answered: called again after the snooze', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '08:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T08:00:10Z');
    await server.deps.calls.pipeline.tick();
    const form = dialled()[0] ?? new URLSearchParams();
    const path = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    await callback(path, {
      CallSid: 'CA0001',
      CallStatus: 'in-progress',
      AnsweredBy: 'machine_start',
    });
    await callback(path, { CallSid: 'CA0001', CallStatus: 'completed' });
    const { body } = await server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'queued', confirmed: false });
    expect(call?.attempts[0]?.outcome).toBe('voicemail');
    clock.set('2026-11-23T08:05:20Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
  });

  it('a wake-up call asks for its TwiML after machine detection: a machine is hung up on at once, a person hears the call', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-24T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '06:30', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-25T06:30:05Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const form = dialled()[0] ?? new URLSearchParams();
    // No inline TwiML: Twilio fetches it once it knows who answered (AnsweredBy).
    expect(form.get('Twiml')).toBeNull();
    const answer = form.get('Url') ?? '';
    expect(answer).toMatch(
      /^https:\/\/daybreak\.example\/api\/calls\/twilio\/answer\?attempt=\d+$/,
    );
    const path = answer.replace(PUBLIC, '');
    expect(
      (await callback(path, { CallSid: 'CA0001', AnsweredBy: 'human' }, 'forged')).status,
    ).toBe(403);

    const machine = await callback(path, { CallSid: 'CA0001', AnsweredBy: 'machine_end_beep' });
    expect(machine.headers.get('content-type')).toMatch(/^text\/xml/);
    const hangUp = await machine.text();
    expect(hangUp).toMatch(/<Hangup\/>/);
    expect(hangUp).not.toMatch(/<Play>|<Say>/);

    const person = await (await callback(path, { CallSid: 'CA0001', AnsweredBy: 'human' })).text();
    expect(person).toMatch(
      /<Gather numDigits="1"[^>]*><Play>https:\/\/daybreak\.example\/api\/calls\/\d+\/audio\?exp=/,
    );

    const status = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    await callback(status, {
      CallSid: 'CA0001',
      CallStatus: 'completed',
      AnsweredBy: 'machine_end_beep',
    });
    const { body } = await server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'queued', confirmed: false });
    expect(call?.attempts[0]?.outcome).toBe('voicemail');
  });

  it('a late or replayed gather of an earlier attempt does not confirm the call; a status naming another CallSid changes nothing', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-25T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '06:45', timezone: 'Europe/London', snooze_minutes: 1 },
      clock.now(),
    );
    /** The status callback path of the latest attempt dialled to this user. */
    const statusPath = () => {
      const form = dialled()
        .filter((f) => f.get('To') === user.phone)
        .at(-1);
      return (form?.get('StatusCallback') ?? '').replace(PUBLIC, '');
    };
    const current = async () =>
      ((await server.api('GET', '/api/calls/', user.token)).body as { calls: CallRecord[] })
        .calls[0];
    clock.set('2026-11-26T06:45:05Z');
    await server.deps.calls.pipeline.tick();
    const status1 = statusPath();
    const gather1 = status1.replace('/status?', '/gather?');
    // A status callback signed for this attempt's URL but naming another call is not applied.
    await callback(status1, { CallSid: 'CA9999', CallStatus: 'completed', AnsweredBy: 'human' });
    expect(await current()).toMatchObject({ status: 'ringing' });
    await callback(status1, { CallSid: 'CA0001', CallStatus: 'completed', AnsweredBy: 'human' });
    clock.set('2026-11-26T06:46:10Z');
    await server.deps.calls.pipeline.tick();
    expect(statusPath()).not.toBe(status1);
    // While the second attempt rings, the first attempt's gather comes (late, or replayed).
    await callback(gather1, { CallSid: 'CA0001', Digits: '1' });
    const call = await current();
    expect(call).toMatchObject({ status: 'ringing', confirmed: false });
    expect(call?.attempts.map((a) => a.confirmed)).toEqual([false, false]);
    // The second attempt's own gather confirms it.
    await callback(statusPath().replace('/status?', '/gather?'), {
      CallSid: 'CA0001',
      Digits: '1',
    });
    expect(await current()).toMatchObject({ status: 'confirmed', confirmed: true });
  });

  it('a failing Twilio API is retried with backoff, then dead-lettered; the call is never consumed before', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '09:00', timezone: 'Europe/London' },
      clock.now(),
    );
    fetchFn.mockImplementation(async () => new Response('oops', { status: 500 }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let t = new Date('2026-11-23T09:00:05Z').getTime();
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.set(new Date(t));
      await server.deps.calls.pipeline.tick();
      const { body } = await server.api('GET', '/api/calls/', user.token);
      statuses.push((body as { calls: CallRecord[] }).calls[0]?.status ?? '');
      t += 6 * 60_000;
    }
    quiet.mockRestore();
    expect(statuses).toEqual(['queued', 'queued', 'queued', 'queued', 'dead']);
    fetchFn.mockImplementation(async () => Response.json({ sid: 'CA0003' }, { status: 201 }));
  });
});
