import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twilioLine } from '../../server/calls/twilioLine';
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

describe('the Twilio line', () => {
  it('dials with <Play> of a signed audio URL, press-1 gather, status callbacks and AMD; callbacks are verified', async () => {
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T07:00:30Z');
    expect(await server.deps.calls.pipeline.tick()).toEqual({ queued: 1, dialled: 1 });

    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Calls.json`);
    const form = new URLSearchParams(String(init.body));
    expect(form.get('To')).toBe(user.phone);
    expect(form.get('MachineDetection')).toBe('Enable');
    const statusUrl = form.get('StatusCallback') ?? '';
    expect(statusUrl).toMatch(
      /^https:\/\/daybreak\.example\/api\/calls\/twilio\/status\?attempt=\d+$/,
    );
    const twiml = form.get('Twiml') ?? '';
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
    const form = new URLSearchParams(
      String((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    );
    const status = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    const gather = status.replace('/status?', '/gather?');
    await callback(status, { CallSid: 'CA0002', CallStatus: 'in-progress', AnsweredBy: 'human' });
    const snoozed = await callback(gather, { CallSid: 'CA0002', Digits: '2' });
    expect(await snoozed.text()).toMatch(/Snoozing\. We will call again in 2 minutes\./);
    await callback(status, { CallSid: 'CA0002', CallStatus: 'completed', AnsweredBy: 'human' });
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
    const form = new URLSearchParams(
      String((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    );
    const path = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    await callback(path, {
      CallSid: 'CA0002',
      CallStatus: 'in-progress',
      AnsweredBy: 'machine_start',
    });
    await callback(path, { CallSid: 'CA0002', CallStatus: 'completed' });
    const { body } = await server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'queued', confirmed: false });
    expect(call?.attempts[0]?.outcome).toBe('voicemail');
    clock.set('2026-11-23T08:05:20Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
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
