/**
 * Threat: forged, replayed or misdirected phone-line callbacks — someone who can reach the public URL
 * posting Twilio's form bodies to confirm a wake-up call nobody answered, or to change another call's
 * outcome. Every callback must carry Twilio's signature for its exact URL and parameters, and only the
 * attempt on the line now can be confirmed by it.
 */
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../server/routes/calls/model';
import { callableUser } from '../pipelineSetup';
import { config, PUBLIC, twilioTestServer } from '../twilioSetup';

const line = twilioTestServer('2026-11-22T12:00:00Z');
const { clock, fetchFn, callback, dialled } = line;

describe('phone-line callbacks', () => {
  it('a forged, missing or mismatched signature is refused (403) and changes nothing', async () => {
    const user = await callableUser(
      line.server,
      { call_time: '07:00', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set('2026-11-23T07:00:30Z');
    await line.server.deps.calls.pipeline.tick();
    const form = dialled().find((f) => f.get('To') === user.phone) ?? new URLSearchParams();
    const path = (form.get('StatusCallback') ?? '').replace(PUBLIC, '');
    const gather = path.replace('/status?', '/gather?');
    const answered = { CallSid: 'CA0001', CallStatus: 'in-progress', AnsweredBy: 'human' };
    const pressed = { CallSid: 'CA0001', Digits: '1' };

    expect((await callback(path, answered, 'forged')).status).toBe(403);
    expect((await callback(path, answered, '')).status).toBe(403);
    const signedForOther = twilio.getExpectedTwilioSignature(config.authToken, `${PUBLIC}${path}`, {
      ...answered,
      CallStatus: 'completed',
    });
    expect((await callback(path, answered, signedForOther)).status).toBe(403);
    const signedWithOtherToken = twilio.getExpectedTwilioSignature(
      'not-the-auth-token',
      `${PUBLIC}${gather}`,
      pressed,
    );
    expect((await callback(gather, pressed, signedWithOtherToken)).status).toBe(403);

    const { body } = await line.server.api('GET', '/api/calls/', user.token);
    expect((body as { calls: CallRecord[] }).calls[0]).toMatchObject({
      status: 'ringing',
      confirmed: false,
    });
    // The same callback, signed as Twilio signs it, is applied.
    expect((await callback(gather, pressed)).status).toBe(200);
    const after = await line.server.api('GET', '/api/calls/', user.token);
    expect((after.body as { calls: CallRecord[] }).calls[0]).toMatchObject({ confirmed: true });
  });

  it('a late or replayed gather of an earlier attempt does not confirm the call; a status naming another CallSid changes nothing', async () => {
    fetchFn.mockClear();
    clock.set('2026-11-25T12:00:00Z');
    const user = await callableUser(
      line.server,
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
      ((await line.server.api('GET', '/api/calls/', user.token)).body as { calls: CallRecord[] })
        .calls[0];
    clock.set('2026-11-26T06:45:05Z');
    await line.server.deps.calls.pipeline.tick();
    const status1 = statusPath();
    const gather1 = status1.replace('/status?', '/gather?');
    // A status callback signed for this attempt's URL but naming another call is not applied.
    await callback(status1, { CallSid: 'CA9999', CallStatus: 'completed', AnsweredBy: 'human' });
    expect(await current()).toMatchObject({ status: 'ringing' });
    await callback(status1, { CallSid: 'CA0001', CallStatus: 'completed', AnsweredBy: 'human' });
    clock.set('2026-11-26T06:46:10Z');
    await line.server.deps.calls.pipeline.tick();
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
});
