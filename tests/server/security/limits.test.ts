/**
 * Threat: exhausting limits — a burst of concurrent requests getting more work out of the server than a
 * limit allows (call previews), or one address using the shared verification limits to lock someone
 * else out of verifying their own number. Every limit is one atomic step in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../../schemas/limits.json';
import { startTestServer, type TestServer } from '../harness';
import { testClock } from '../pipelineSetup';
import { all, count } from '../concurrent';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('call previews', () => {
  it(`30 concurrent previews of one user: exactly ${limits.callPreviewsPerUser} answered, the rest 429`, async () => {
    const { token } = await server.newUser();
    // A routine to hear (an empty one has no call to preview).
    await server.api('POST', '/api/call-blocks/user/', token, { block: 'horoscope', order: 0 });
    const statuses = await all(
      30,
      async () => (await server.api('POST', '/api/calls/preview/', token)).status,
    );
    expect(count(statuses, 200)).toBe(limits.callPreviewsPerUser);
    expect(count(statuses, 429)).toBe(30 - limits.callPreviewsPerUser);
  });
});

describe('verification sends: one address cannot lock a number out', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    // Behind one trusted proxy, so each request can come from the address the test names.
    proxied = await startTestServer({ env: { TRUSTED_PROXY_HOPS: '1' } });
  });
  afterAll(() => proxied.stop());

  const send = (
    from: string,
    body: { phone_number: string; supabase_uid: string },
    token: string | null = null,
  ) =>
    proxied.api('POST', '/api/users/send-phone-verification/', token, body, {
      'X-Forwarded-For': from,
    });
  const ringsTo = async (number: string) => {
    const [row] = await proxied.deps.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM calls WHERE to_number = $1',
      [number],
    );
    return Number(row?.n ?? 0);
  };

  it('random uids and throw-away accounts from one address: the owner still gets a call; the address rang at most 3 times', async () => {
    const number = '+12025550140';
    const attacker = '10.6.6.6';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await send(attacker, { phone_number: number, supabase_uid: `nobody-${i}` })).status,
      );
    for (let a = 0; a < 3; a++) {
      const throwaway = await proxied.newUser();
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await send(
              attacker,
              { phone_number: number, supabase_uid: throwaway.userId },
              throwaway.token,
            )
          ).status,
        );
    }
    const rungByAttacker = await ringsTo(number);
    const owner = await proxied.newUser();
    const own = await send('192.0.2.10', { phone_number: number, supabase_uid: owner.userId });
    expect({ rungByAttacker, owner: own.status }).toEqual({
      rungByAttacker: limits.verificationSendsPerNumber,
      owner: 200,
    });
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });

  for (const addresses of [4, 8])
    it(`${addresses} addresses ring a victim's number: the owner's own signed-in send still goes through`, async () => {
      const number = `+120255501${50 + addresses}`;
      const victim = await proxied.newUser();
      const statuses: number[] = [];
      // Anonymous sends, each address naming an account of its own (any real uid places a call).
      for (let a = 0; a < addresses; a++) {
        const named = await proxied.newUser();
        for (let i = 0; i < 3; i++)
          statuses.push(
            (
              await send(`10.7.${addresses}.${a}`, {
                phone_number: number,
                supabase_uid: named.userId,
              })
            ).status,
          );
      }
      // The window's cap held against the crowd…
      expect(await ringsTo(number)).toBe(limits.verificationSendsPerNumberOverall);
      // …and the owner, signed in, is neither counted with them nor refused because of them.
      const own = await send(
        '192.0.2.20',
        { phone_number: number, supabase_uid: victim.userId },
        victim.token,
      );
      expect(own.status).toBe(200);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    });

  it(`a crowd of addresses rings one number at most ${limits.verificationSendsPerNumberDaily} times a day, window after window; the owner still can`, async () => {
    const clock = testClock('2026-11-23T08:00:00Z');
    const timed = await startTestServer({ clock, env: { TRUSTED_PROXY_HOPS: '1' } });
    try {
      const number = '+12025550158';
      const victim = await timed.newUser();
      const rung = async () =>
        Number(
          (
            await timed.deps.db.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM calls WHERE to_number = $1',
              [number],
            )
          )[0]?.n,
        );
      const perWindow: number[] = [];
      for (let window = 0; window < 4; window++) {
        const before = await rung();
        for (let a = 0; a < 8; a++) {
          const named = await timed.newUser();
          for (let i = 0; i < 3; i++)
            await timed.api(
              'POST',
              '/api/users/send-phone-verification/',
              null,
              { phone_number: number, supabase_uid: named.userId },
              { 'X-Forwarded-For': `10.8.${window}.${a}` },
            );
        }
        perWindow.push((await rung()) - before);
        clock.advance(11 * 60_000);
      }
      // 10, 10, then the day's cap: nothing more until it has passed.
      expect(perWindow).toEqual([
        limits.verificationSendsPerNumberOverall,
        limits.verificationSendsPerNumberDaily - limits.verificationSendsPerNumberOverall,
        0,
        0,
      ]);
      const own = await timed.api(
        'POST',
        '/api/users/send-phone-verification/',
        victim.token,
        { phone_number: number, supabase_uid: victim.userId },
        { 'X-Forwarded-For': '192.0.2.30' },
      );
      expect(own.status).toBe(200);
    } finally {
      await timed.stop();
    }
  });
});
