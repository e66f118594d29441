/** Twilio Verify keeps the same rules as the local line: codes bound to their number, 5 attempts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioVerification } from '../../server/calls/verification';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A fake Verify API: the code for each number is '1234' + its last two digits. */
function fakeTwilio() {
  const checks: string[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body ?? ''));
    if (String(url).endsWith('/Verifications')) return Response.json({ status: 'pending' });
    const to = form.get('To') ?? '';
    checks.push(to);
    const approved = form.get('Code') === `1234${to.slice(-2)}`;
    return Response.json({ status: approved ? 'approved' : 'pending' });
  }) as typeof fetch;
  return { fetchFn, checks };
}

describe('Twilio Verify', () => {
  it('a send to a second number leaves the first pending; the right code verifies its own number', async () => {
    const { fetchFn, checks } = fakeTwilio();
    const verify = twilioVerification(
      server.deps.db,
      { accountSid: 'AC1', authToken: 't', serviceSid: 'VA1' },
      fetchFn,
    );
    await verify.send({ userId: 'twilio-user', phone: '+12025550011', inHistory: true });
    await verify.send({ userId: 'twilio-user', phone: '+12025550099', inHistory: true });
    expect(await verify.check({ userId: 'twilio-user', code: '123411' })).toBe('+12025550011');
    expect(checks).toContain('+12025550011');
    // Consumed: nothing is pending any more.
    await expect(verify.check({ userId: 'twilio-user', code: '123499' })).rejects.toThrow(
      'Verification code has expired',
    );
  });

  it('after 5 wrong codes Twilio is not asked again', async () => {
    const { fetchFn, checks } = fakeTwilio();
    const verify = twilioVerification(
      server.deps.db,
      { accountSid: 'AC1', authToken: 't', serviceSid: 'VA1' },
      fetchFn,
    );
    await verify.send({ userId: 'twilio-user-2', phone: '+12025550022', inHistory: true });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        verify.check({ userId: 'twilio-user-2', code: '000000' }).catch((e: Error) => e.message),
      ),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(5);
    expect(checks).toHaveLength(5);
    await expect(verify.check({ userId: 'twilio-user-2', code: '123422' })).rejects.toThrow(
      'Too many attempts',
    );
  });
});
