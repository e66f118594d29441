/**
 * The unauthenticated send-verification route, tried as an attacker would: it cannot cancel someone
 * else's code, tell who exists, be driven by a cross-site form, or escape the limits by forging headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../schemas/limits.json';
import { UnverifiedNumberError } from '../../server/calls/lines';
import { codeSentTo as codeOn, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // One trusted proxy: a test can send from an address of its own (X-Forwarded-For); without the
  // header the socket's address counts.
  server = await startTestServer({
    env: { VERIFY_SENDS_PER_ADDRESS: '1000', TRUSTED_PROXY_HOPS: '1' },
  });
});
afterAll(() => server.stop());

const send = (target: TestServer, body: object, headers: Record<string, string> = {}) =>
  fetch(`${target.url}/api/users/send-phone-verification/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const codeSentTo = (number: string) => codeOn(server, number);

describe('send-phone-verification against abuse', () => {
  it("a send to another number for the victim's uid does not cancel the victim's pending code", async () => {
    const victim = await server.newUser();
    expect(
      (await send(server, { phone_number: '+12025550001', supabase_uid: victim.userId })).status,
    ).toBe(200);
    const code = await codeSentTo('+12025550001');
    // The attacker knows the uid and sends to a number of their own.
    expect(
      (await send(server, { phone_number: '+12025559999', supabase_uid: victim.userId })).status,
    ).toBe(200);
    expect(
      await server.api('POST', '/api/users/verify-phone/', victim.token, {
        code,
        supabase_uid: victim.userId,
      }),
    ).toMatchObject({ status: 200 });
    expect((await server.api('GET', '/api/profile/', victim.token)).body).toMatchObject({
      phone_number: '+12025550001',
      phone_verified: true,
    });
  });

  it('the attacker’s code cannot verify the attacker’s number on the victim (it needs the victim’s token)', async () => {
    const victim = await server.newUser();
    await send(server, { phone_number: '+12025550002', supabase_uid: victim.userId });
    const code = await codeSentTo('+12025550002');
    expect(
      (
        await server.api('POST', '/api/users/verify-phone/', null, {
          code,
          supabase_uid: victim.userId,
        })
      ).status,
    ).toBe(401);
  });

  it('accepts only JSON: a text/plain or form body (what a cross-site form can send) is 415', async () => {
    const { userId } = await server.newUser();
    const body = JSON.stringify({ phone_number: '+12025550003', supabase_uid: userId });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await fetch(`${server.url}/api/users/send-phone-verification/`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { message: string }).message).toBe(
        'Content-Type must be application/json',
      );
    }
    const [row] = await server.deps.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM calls WHERE to_number = $1',
      ['+12025550003'],
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('a bearer token, when sent, must be the uid’s own', async () => {
    const a = await server.newUser();
    const b = await server.newUser();
    const res = await send(
      server,
      { phone_number: '+12025550004', supabase_uid: b.userId },
      { Authorization: `Bearer ${a.token}` },
    );
    expect(res.status).toBe(403);
    expect(
      (
        await send(
          server,
          { phone_number: '+12025550004', supabase_uid: b.userId },
          { Authorization: 'Bearer not-a-token' },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await send(
          server,
          { phone_number: '+12025550004', supabase_uid: a.userId },
          { Authorization: `Bearer ${a.token}` },
        )
      ).status,
    ).toBe(200);
  });

  it("anonymous sends naming the victim's uid cannot lock the signed-in victim out", async () => {
    const victim = await server.newUser();
    const body = { phone_number: '+12025550006', supabase_uid: victim.userId };
    const anonymous = [];
    for (let i = 0; i < 4; i++) anonymous.push((await send(server, body)).status);
    expect(anonymous).toEqual([200, 200, 200, 429]);
    // The victim, sending with their own token from their own address, still gets their call…
    const victimHeaders = {
      Authorization: `Bearer ${victim.token}`,
      'X-Forwarded-For': '192.0.2.1',
    };
    const own = await send(server, body, victimHeaders);
    expect(own.status).toBe(200);
    expect(
      await server.api('POST', '/api/users/verify-phone/', victim.token, {
        code: await codeSentTo('+12025550006'),
        supabase_uid: victim.userId,
      }),
    ).toMatchObject({ status: 200 });
    // …and owners are limited too.
    const ownAgain = [];
    for (let i = 0; i < 3; i++) ownAgain.push((await send(server, body, victimHeaders)).status);
    expect(ownAgain).toEqual([200, 200, 429]);
  });

  it(`one number gets at most ${limits.verificationSendsPerNumberOverall} calls per window, however many accounts ask`, async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await server.newUser());
    const statuses = [];
    // Each account from an address of its own: one address alone rings a number at most 3 times.
    for (const [n, user] of users.entries())
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await send(
              server,
              { phone_number: '+12025550007', supabase_uid: user.userId },
              { Authorization: `Bearer ${user.token}`, 'X-Forwarded-For': `198.51.100.${n}` },
            )
          ).status,
        );
    expect(statuses.filter((s) => s === 200)).toHaveLength(
      limits.verificationSendsPerNumberOverall,
    );
  });

  it('the phone line refuses every call but verification to a number nobody verified', async () => {
    const { userId } = await server.newUser();
    for (const kind of ['test', 'wakeup'] as const) {
      await expect(
        server.deps.calls.phone.placeCall({ to: '+19005550000', kind, userId, text: 'hi' }),
      ).rejects.toBeInstanceOf(UnverifiedNumberError);
    }
    await server.deps.db.query(
      "UPDATE profiles SET phone_number = '+12025550005', phone_verified = true WHERE user_id = $1",
      [userId],
    );
    await expect(
      server.deps.calls.phone.placeCall({ to: '+19005550000', kind: 'test', userId, text: 'hi' }),
    ).rejects.toBeInstanceOf(UnverifiedNumberError);
    await expect(
      server.deps.calls.phone.placeCall({ to: '+12025550005', kind: 'test', userId, text: 'hi' }),
    ).resolves.toBeTruthy();
  });
});

describe('the client address behind proxies', () => {
  it('without trusted proxies, X-Forwarded-For is ignored (forging it does not lift the limit)', async () => {
    const direct = await startTestServer({ env: { VERIFY_SENDS_PER_ADDRESS: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await send(
          direct,
          { phone_number: `+1202555010${i}`, supabase_uid: 'someone' },
          { 'X-Forwarded-For': `10.0.0.${i}` },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.stop();
    }
  });

  it('with one trusted proxy, the client is the right-most X-Forwarded-For entry', async () => {
    const proxied = await startTestServer({
      env: { VERIFY_SENDS_PER_ADDRESS: '2', TRUSTED_PROXY_HOPS: '1' },
    });
    try {
      const from = async (xff: string, i: number) =>
        (
          await send(
            proxied,
            { phone_number: `+1202555020${i}`, supabase_uid: 'someone' },
            { 'X-Forwarded-For': xff },
          )
        ).status;
      expect(await from('203.0.113.1', 0)).toBe(200);
      expect(await from('203.0.113.1', 1)).toBe(200);
      // A forged left-most entry does not change who the proxy says is calling.
      expect(await from('198.51.100.7, 203.0.113.1', 2)).toBe(429);
      expect(await from('203.0.113.2', 3)).toBe(200);
    } finally {
      await proxied.stop();
    }
  });
});
