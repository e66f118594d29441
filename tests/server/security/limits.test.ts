/**
 * Threat: exhausting limits — a burst of concurrent requests getting more work out of the server than a
 * limit allows (call previews), or one address using the shared verification limits to lock someone
 * else out of verifying their own number. Every limit is one atomic step in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../../schemas/limits.json';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const all = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('call previews', () => {
  it(`30 concurrent previews of one user: exactly ${limits.callPreviewsPerUser} answered, the rest 429`, async () => {
    const { token } = await server.newUser();
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
});
