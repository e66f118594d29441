import { describe, expect, it, vi } from 'vitest';
import type { CallRecord } from '../../server/routes/calls/model';
import { callableUser } from './pipelineSetup';
import { config, PUBLIC, twilioTestServer } from './twilioSetup';

const line = twilioTestServer('2026-11-22T12:00:00Z');
const { clock, fetchFn, callback, dialled } = line;

describe('the Twilio line', () => {
  it('dials with <Play> of a signed audio URL, press-1 gather, status callbacks and AMD', async () => {
    const user = await callableUser(
      line.server,
      { call_time: '07:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T07:00:30Z');
    expect(await line.server.deps.calls.pipeline.tick()).toMatchObject({ queued: 1, dialled: 1 });

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
    const audio = await fetch(play.replace(PUBLIC, line.server.url));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');

    const path = statusUrl.replace(PUBLIC, '');
    const answered = { CallSid: 'CA0001', CallStatus: 'in-progress', AnsweredBy: 'human' };
    expect((await callback(path, answered)).status).toBe(204);
    // (Forged, missing and mismatched signatures: tests/server/security/callbacks.test.ts.)

    const pressed = await callback(gather.replace(PUBLIC, ''), { CallSid: 'CA0001', Digits: '1' });
    expect(pressed.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await pressed.text()).toMatch(/you are awake/);
    const completed = { CallSid: 'CA0001', CallStatus: 'completed', AnsweredBy: 'human' };
    expect((await callback(path, completed)).status).toBe(204);
    expect((await callback(path, completed)).status).toBe(204); // a repeat changes nothing

    const { body } = await line.server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'confirmed', confirmed: true });
    expect(call?.attempts).toEqual([
      expect.objectContaining({ number: 1, outcome: 'completed', confirmed: true }),
    ]);
    clock.set('2026-11-23T07:30:00Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(0);
  });

  it('pressing 2 snoozes: the line says when it calls again, and the call comes back after the snooze', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-23T12:00:00Z');
    const user = await callableUser(
      line.server,
      { call_time: '08:00', timezone: 'Europe/London', snooze_minutes: 2 },
      clock.now(),
    );
    clock.set('2026-11-24T08:00:10Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const form = dialled()[0] ?? new URLSearchParams();
    const status = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    const gather = status.replace('/status?', '/gather?');
    await callback(status, { CallSid: 'CA0001', CallStatus: 'in-progress', AnsweredBy: 'human' });
    // 3: the message again from the start, its keys inside the gather.
    const again = await (await callback(gather, { CallSid: 'CA0001', Digits: '3' })).text();
    expect(again).toMatch(
      /<Gather[^>]*><Play>[^<]+<\/Play><Say>Press 1 if you&#39;re awake, 2 to snooze for 2 minutes/,
    );
    const snoozed = await callback(gather, { CallSid: 'CA0001', Digits: '2' });
    expect(await snoozed.text()).toMatch(
      /<Say>Snoozing\. We&#39;ll call again in 2 minutes\.<\/Say><Hangup\/>/,
    );
    await callback(status, { CallSid: 'CA0001', CallStatus: 'completed', AnsweredBy: 'human' });
    const { body } = await line.server.api('GET', '/api/calls/', user.token);
    expect((body as { calls: CallRecord[] }).calls[0]).toMatchObject({
      status: 'queued',
      confirmed: false,
      attempts: [expect.objectContaining({ keys: '32' })],
    });
    clock.set('2026-11-24T08:02:20Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(1);
  });

  it('the last attempt says so, and 2 there finds no snooze left: the keys again, then goodbye', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-25T12:00:00Z');
    await callableUser(
      line.server,
      { call_time: '08:00', timezone: 'Europe/London', snooze_minutes: 1, max_attempts: 1 },
      clock.now(),
    );
    clock.set('2026-11-26T08:00:10Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const form = dialled()[0] ?? new URLSearchParams();
    const answer = (form.get('Url') ?? '').replace(PUBLIC, '');
    const words = await (await callback(answer, { CallSid: 'CA0001', AnsweredBy: 'human' })).text();
    // One attempt only: no "last call" opening, no snooze offered, and no call promised after it.
    expect(words).not.toMatch(/snooze|call again/);
    expect(words).toMatch(
      /<Say>That was your last call this morning\. Goodbye\.<\/Say><Hangup\/><\/Response>$/,
    );
    const gather = answer.replace('/answer?', '/gather?');
    const two = await (await callback(gather, { CallSid: 'CA0001', Digits: '2' })).text();
    expect(two).toMatch(
      /^<\?xml[^>]+><Response><Say>There is no snooze left: this is your last call this morning\.<\/Say><Gather/,
    );
  });

  it('a backup contact’s consent call gathers their key: 9 declines, for good, and the line says so', async () => {
    fetchFn.mockClear();
    const user = await line.server.newUser();
    const put = await line.server.api('PUT', '/api/backup-contact/', user.token, {
      name: 'Sam',
      phone_number: '+12025550187',
    });
    expect(put.body).toMatchObject({ status: 'pending' });
    const form = dialled()[0] ?? new URLSearchParams();
    expect(form.get('To')).toBe('+12025550187');
    const gather = /action="([^"]+)"/.exec(form.get('Twiml') ?? '')?.[1] ?? '';
    expect(gather).toMatch(
      /^https:\/\/daybreak\.example\/api\/calls\/twilio\/gather\?attempt=\d+$/,
    );
    const status = gather.replace('/gather?', '/status?').replace(PUBLIC, '');
    await callback(status, { CallSid: 'CA0001', CallStatus: 'in-progress', AnsweredBy: 'human' });
    const reply = await callback(gather.replace(PUBLIC, ''), { CallSid: 'CA0001', Digits: '9' });
    expect(await reply.text()).toMatch(
      /<Say>Understood\. Daybreak will never call or text you about this again\.<\/Say><Hangup\/>/,
    );
    const { body } = await line.server.api('GET', '/api/backup-contact/', user.token);
    expect(body).toMatchObject({ status: 'declined' });
  });

  it('STOP texted to Daybreak’s number ends the alerts to that number, for every user', async () => {
    const user = await line.server.newUser();
    await line.server.api('PUT', '/api/backup-contact/', user.token, {
      name: 'Kim',
      phone_number: '+12025550188',
    });
    const reply = await callback('/api/calls/twilio/sms', {
      From: '+12025550188',
      To: config.fromNumber,
      Body: ' stop ',
      MessageSid: 'SM0001',
    });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toMatch(/<Response\/>$/);
    const { body } = await line.server.api('GET', '/api/backup-contact/', user.token);
    expect(body).toMatchObject({ status: 'declined' });
    const other = await line.server.newUser();
    expect(
      (
        await line.server.api('PUT', '/api/backup-contact/', other.token, {
          name: 'Kim',
          phone_number: '+12025550188',
        })
      ).status,
    ).toBe(400);
    // Any other text changes nothing; a forged one is refused.
    const hello = await callback('/api/calls/twilio/sms', { From: '+12025550189', Body: 'hello' });
    expect(hello.status).toBe(200);
    expect(
      (await callback('/api/calls/twilio/sms', { From: '+12025550189', Body: 'STOP' }, 'forged'))
        .status,
    ).toBe(403);
    const [never] = await line.server.deps.db.query(
      'SELECT 1 FROM backup_never WHERE phone_number = $1',
      ['+12025550189'],
    );
    expect(never).toBeUndefined();
  });

  it('the carrier’s word on a backup contact’s text is kept: Calls says when it did not arrive', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-27T12:00:00Z');
    const user = await callableUser(
      line.server,
      { call_time: '08:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-28T08:00:10Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const [call] = await line.server.deps.db.query<{ id: number }>(
      "SELECT id FROM call_records WHERE user_id = $1 AND kind = 'wakeup'",
      [user.userId],
    );
    await line.server.deps.db.query(
      `INSERT INTO backup_alerts (call_id, user_id, name, to_number, body, sent_at)
       VALUES ($1, $2, 'Sam', '+12025550190', 'Alex didn''t confirm', $3)`,
      [call!.id, user.userId, clock.now()],
    );
    const path = `/api/calls/twilio/sms-status?alert=${call!.id}`;
    const told = async () =>
      ((await line.server.api('GET', '/api/calls/', user.token)).body as { calls: CallRecord[] })
        .calls[0]?.told;
    expect((await callback(path, { MessageSid: 'SM1', MessageStatus: 'sent' })).status).toBe(204);
    expect(await told()).toMatchObject({ name: 'Sam', delivered: true });
    await callback(path, { MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(await told()).toMatchObject({ name: 'Sam', delivered: false });
    expect((await callback(path, { MessageStatus: 'delivered' }, 'forged')).status).toBe(403);
  });

  it('voicemail (answering-machine detection) counts as not answered: called again after the snooze', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      line.server,
      { call_time: '08:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T08:00:10Z');
    await line.server.deps.calls.pipeline.tick();
    const form = dialled()[0] ?? new URLSearchParams();
    const path = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    // It rang its time, then a carrier's voicemail picked up.
    await callback(path, { CallSid: 'CA0001', CallStatus: 'ringing' });
    clock.set('2026-11-23T08:00:35Z');
    await callback(path, {
      CallSid: 'CA0001',
      CallStatus: 'in-progress',
      AnsweredBy: 'machine_start',
    });
    await callback(path, { CallSid: 'CA0001', CallStatus: 'completed' });
    const { body } = await line.server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'queued', confirmed: false });
    expect(call?.attempts[0]?.outcome).toBe('voicemail');
    clock.set('2026-11-23T08:05:40Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(1);
  });

  it('a machine that takes the call with no ringing, or within seconds of it, is a silenced phone', async () => {
    for (const rang of [null, 3]) {
      fetchFn.mockClear();
      clock.set('2026-11-26T12:00:00Z');
      const user = await callableUser(
        line.server,
        { call_time: '07:00', timezone: 'America/New_York' },
        clock.now(),
      );
      clock.set('2026-11-27T12:00:05Z');
      await line.server.deps.calls.pipeline.tick();
      const form = dialled()[0] ?? new URLSearchParams();
      const path = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
      const sid = 'CA0001';
      if (rang !== null) {
        await callback(path, { CallSid: sid, CallStatus: 'ringing' });
        clock.set(`2026-11-27T12:00:0${5 + rang}Z`);
      }
      await callback(path, {
        CallSid: sid,
        CallStatus: 'in-progress',
        AnsweredBy: 'machine_start',
      });
      await callback(path, { CallSid: sid, CallStatus: 'completed' });
      const { body } = await line.server.api('GET', '/api/calls/', user.token);
      const [call] = (body as { calls: CallRecord[] }).calls;
      // Not a failure of the line: tried again after the snooze, like voicemail.
      expect(call).toMatchObject({ status: 'queued', confirmed: false });
      expect(call?.attempts[0]?.outcome).toBe('silenced');
    }
  });

  it('a wake-up call asks for its TwiML after machine detection: a machine is hung up on at once, a person hears the call', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-24T12:00:00Z');
    const user = await callableUser(
      line.server,
      { call_time: '06:30', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-25T06:30:05Z');
    expect((await line.server.deps.calls.pipeline.tick()).dialled).toBe(1);
    const form = dialled()[0] ?? new URLSearchParams();
    // No inline TwiML: Twilio fetches it once it knows who answered (AnsweredBy).
    expect(form.get('Twiml')).toBeNull();
    // It rings its time first (a machine this late is a voicemail, not a silenced phone).
    const status = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    await callback(status, { CallSid: 'CA0001', CallStatus: 'ringing' });
    clock.set('2026-11-25T06:30:35Z');
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

    await callback(status, {
      CallSid: 'CA0001',
      CallStatus: 'completed',
      AnsweredBy: 'machine_end_beep',
    });
    const { body } = await line.server.api('GET', '/api/calls/', user.token);
    const [call] = (body as { calls: CallRecord[] }).calls;
    expect(call).toMatchObject({ status: 'queued', confirmed: false });
    expect(call?.attempts[0]?.outcome).toBe('voicemail');
  });

  it('a failing Twilio API is retried with backoff, then dead-lettered; the call is never consumed before', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      line.server,
      { call_time: '09:00', timezone: 'Europe/London' },
      clock.now(),
    );
    fetchFn.mockImplementation(async () => new Response('oops', { status: 500 }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let t = new Date('2026-11-23T09:00:05Z').getTime();
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.set(new Date(t));
      await line.server.deps.calls.pipeline.tick();
      const { body } = await line.server.api('GET', '/api/calls/', user.token);
      statuses.push((body as { calls: CallRecord[] }).calls[0]?.status ?? '');
      t += 6 * 60_000;
    }
    quiet.mockRestore();
    expect(statuses).toEqual(['queued', 'queued', 'queued', 'queued', 'dead']);
    fetchFn.mockImplementation(async () => Response.json({ sid: 'CA0003' }, { status: 201 }));
  });
});
