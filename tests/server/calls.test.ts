import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCall } from '../../src/core/types';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let now = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
});
afterAll(() => server.stop());

async function calls(token: string) {
  return (await server.api('GET', '/api/local/calls/', token)).body as LocalCall[];
}
const codeIn = (text: string) =>
  /code is ((?:\d ){5}\d)/.exec(text)?.[1]?.replaceAll(' ', '') ?? '';

describe('phone verification', () => {
  it('send (unauthenticated) places a call speaking a 6-digit code; verify marks the phone verified', async () => {
    const { token, userId } = await server.newUser();
    const sent = await server.api('POST', '/api/users/send-phone-verification/', null, {
      phone_number: '+12025550001',
      supabase_uid: userId,
    });
    expect(sent).toMatchObject({ status: 200, body: { message: 'Verification call initiated!' } });
    const [call] = await calls(token);
    expect(call).toMatchObject({ to: '+12025550001', kind: 'verification' });
    const code = codeIn(call?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await server.api('POST', '/api/users/verify-phone/', null, { code, supabase_uid: userId }))
        .status,
    ).toBe(401);
    const verified = await server.api('POST', '/api/users/verify-phone/', token, {
      code,
      supabase_uid: userId,
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: 'Phone number verified successfully!' },
    });
    expect((await server.api('GET', '/api/profile/', token)).body).toMatchObject({
      phone_number: '+12025550001',
      phone_verified: true,
    });
    const again = await server.api('POST', '/api/users/register/', token, {
      supabase_uid: userId,
      email: 'x@example.com',
      name: 'Ada',
      auth_provider: 'google',
    });
    expect(again.body).toMatchObject({ requires_phone_verification: false });
  });

  it('a wrong code is refused and uses up attempts; after 5 it needs a new code; codes expire after 10 minutes', async () => {
    const { token, userId } = await server.newUser();
    await server.api('POST', '/api/users/send-phone-verification/', null, {
      phone_number: '+12025550002',
      supabase_uid: userId,
    });
    const code = codeIn((await calls(token))[0]?.text ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        await server.api('POST', '/api/users/verify-phone/', token, {
          code: wrong,
          supabase_uid: userId,
        }),
      ).toMatchObject({ status: 400, body: { message: 'Invalid verification code' } });
    }
    expect(
      await server.api('POST', '/api/users/verify-phone/', token, { code, supabase_uid: userId }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Too many attempts. Please request a new code.' },
    });

    await server.api('POST', '/api/users/send-phone-verification/', null, {
      phone_number: '+12025550002',
      supabase_uid: userId,
    });
    const fresh = codeIn((await calls(token))[0]?.text ?? '');
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1000);
    expect(
      await server.api('POST', '/api/users/verify-phone/', token, {
        code: fresh,
        supabase_uid: userId,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Verification code has expired. Please request a new one.' },
    });
  });

  it('sends are rate-limited per number; bad bodies are clear 4xx; unknown users look like known ones', async () => {
    const { userId } = await server.newUser();
    const send = () =>
      server.api('POST', '/api/users/send-phone-verification/', null, {
        phone_number: '+12025550003',
        supabase_uid: userId,
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({
      status: 429,
      body: { message: 'Too many verification calls. Please wait a few minutes and try again.' },
    });
    expect(
      await server.api('POST', '/api/users/send-phone-verification/', null, {
        phone_number: '123',
        supabase_uid: userId,
      }),
    ).toMatchObject({ status: 400 });
    // An unknown uid gets the very same answer (the route does not reveal who exists) and no call.
    expect(
      await server.api('POST', '/api/users/send-phone-verification/', null, {
        phone_number: '+12025550004',
        supabase_uid: 'nobody',
      }),
    ).toMatchObject({ status: 200, body: { message: 'Verification call initiated!' } });
    const [placed] = await server.deps.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM calls WHERE to_number = $1',
      ['+12025550004'],
    );
    expect(Number(placed?.n)).toBe(0);
  });
});

describe('test call and voice', () => {
  it('a test call needs a verified phone number, then speaks the routine', async () => {
    const { token, userId } = await server.newUser();
    expect(await server.api('POST', '/api/call-blocks/test-call/', token)).toMatchObject({
      status: 400,
      body: { message: 'Please set up your phone number in your profile first.' },
    });
    await server.deps.db.query(
      "UPDATE profiles SET phone_number = '+12025550005' WHERE user_id = $1",
      [userId],
    );
    // An unverified number is never called.
    expect(await server.api('POST', '/api/call-blocks/test-call/', token)).toMatchObject({
      status: 400,
      body: { message: 'Please verify your phone number in your profile first.' },
    });
    expect(await calls(token)).toEqual([]);
    await server.deps.db.query('UPDATE profiles SET phone_verified = true WHERE user_id = $1', [
      userId,
    ]);
    await server.api('POST', '/api/call-blocks/user/', token, {
      block: 'word_of_the_day',
      order: 0,
    });
    await server.api('POST', '/api/call-blocks/user/', token, {
      block: 'horoscope',
      order: 1,
      settings: { sign: 'leo' },
    });
    expect(await server.api('POST', '/api/call-blocks/test-call/', token)).toMatchObject({
      status: 200,
      body: { message: 'Test call initiated! You should receive a call shortly.' },
    });
    const [call] = await calls(token);
    expect(call?.kind).toBe('test');
    expect(call?.text).toMatch(/^Good morning, Ada!/);
    expect(call?.text).toMatch(/word of the day is .*Your horoscope for Leo/);
  });

  it('voice preview answers WAV audio for built-in and valid custom ids, 400 for unknown ones', async () => {
    const { token } = await server.newUser();
    for (const voice_id of ['21m00Tcm4TlvDq8ikWAM', 'abcdefghij0123456789']) {
      const res = await fetch(`${server.url}/api/voice/preview/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          voice_id,
          text: 'Good morning! Time to start your day with energy and purpose.',
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.length).toBeGreaterThan(10_000);
    }
    expect(
      await server.api('POST', '/api/voice/preview/', token, { voice_id: 'nope', text: 'hi' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Invalid voice ID. Please check and try again.' },
    });
    expect(
      (await server.api('POST', '/api/voice/preview/', null, { voice_id: 'nope', text: 'hi' }))
        .status,
    ).toBe(401);
  });

  it('local calls are scoped to the caller', async () => {
    const a = await server.newUser();
    const b = await server.newUser();
    await server.api('POST', '/api/users/send-phone-verification/', null, {
      phone_number: '+12025550009',
      supabase_uid: a.userId,
    });
    expect((await calls(a.token)).length).toBe(1);
    expect(await calls(b.token)).toEqual([]);
  });
});
