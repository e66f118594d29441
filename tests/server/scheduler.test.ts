import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDueCalls } from '../../server/calls/scheduler';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the wake-up scheduler', () => {
  it('calls once per scheduled day, at the time in the user’s zone, only with a verified phone', async () => {
    const { token, userId } = await server.newUser();
    await server.deps.db.query(
      "UPDATE profiles SET phone_number = '+15550007777', phone_verified = true WHERE user_id = $1",
      [userId],
    );
    await server.api('POST', '/api/call-blocks/user/', token, { block: 'horoscope', order: 0 });
    // Mondays and Wednesdays at 06:30 in Tokyo (UTC+9): Monday 2026-11-23 06:30 JST is 2026-11-22T21:30Z.
    await server.api('PUT', '/api/call-blocks/schedule/', token, {
      enabled: true,
      call_time: '06:30',
      weekdays: '1,3',
      timezone: 'Asia/Tokyo',
      voice_id: '21m00Tcm4TlvDq8ikWAM',
    });
    const { phone, script } = server.deps.calls;
    const run = (iso: string) => placeDueCalls(server.deps.db, phone, script, new Date(iso));
    const wakeups = async () =>
      (
        (await server.api('GET', '/api/local/calls/', token)).body as {
          kind: string;
          text: string;
        }[]
      ).filter((c) => c.kind === 'wakeup');

    expect(await run('2026-11-22T21:29:00Z')).toBe(0); // a minute early
    expect(await run('2026-11-22T21:31:00Z')).toBe(1);
    expect(await run('2026-11-22T21:35:00Z')).toBe(0); // already called today
    const [call] = await wakeups();
    expect(call?.text).toMatch(/^Good morning, Ada! .*Your horoscope for Aries/);
    expect(await run('2026-11-23T21:31:00Z')).toBe(0); // Tuesday in Tokyo: not a scheduled day
    expect(await run('2026-11-24T21:31:00Z')).toBe(1); // Wednesday
    expect(await wakeups()).toHaveLength(2);

    await server.deps.db.query('UPDATE profiles SET phone_verified = false WHERE user_id = $1', [
      userId,
    ]);
    expect(await run('2026-11-29T21:31:00Z')).toBe(0); // Monday, but the phone is not verified
  });
});
