/**
 * Issue 8: never a verified look on an unverified number. A changed number waits as pending; the
 * verified one keeps its calls until the new one is verified; Cancel drops the pending number; numbers
 * are accepted as people write them and stored in E.164.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCall, Profile } from '../../src/core/types';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const codeIn = (text: string) =>
  /code is ((?:\d ){5}\d)/.exec(text)?.[1]?.replaceAll(' ', '') ?? '';

async function verify(token: string, userId: string, phone: string) {
  const sent = await server.api('POST', '/api/users/send-phone-verification/', null, {
    phone_number: phone,
    supabase_uid: userId,
  });
  expect(sent.status).toBe(200);
  const [call] = (await server.api('GET', '/api/local/calls/', token)).body as LocalCall[];
  return server.api('POST', '/api/users/verify-phone/', token, {
    code: codeIn(call?.text ?? ''),
    supabase_uid: userId,
  });
}

const profileOf = async (token: string) =>
  (await server.api('GET', '/api/profile/', token)).body as Profile;

describe('a pending phone number', () => {
  it('a number written as people write it is stored in E.164; a non-number names the field', async () => {
    const { token } = await server.newUser();
    const saved = await server.api('PATCH', '/api/profile/', token, {
      phone_number: '+1 (202) 555-0123',
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { phone_number: '+12025550123', requires_phone_verification: true },
    });
    expect(
      await server.api('PATCH', '/api/profile/', token, { phone_number: '123' }),
    ).toMatchObject({
      status: 400,
      body: {
        message:
          'phone_number: Enter a valid phone number for the United States, like (201) 555-0123',
        errors: [expect.objectContaining({ field: 'phone_number' })],
      },
    });
  });

  it('verification sent to a formatted number calls its E.164 form', async () => {
    const { token, userId } = await server.newUser();
    await server.api('PATCH', '/api/profile/', token, { phone_number: '(202) 555-0101' });
    expect((await verify(token, userId, '+1 202-555-0101')).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({
      phone_number: '+12025550101',
      phone_verified: true,
      pending_phone_number: null,
    });
  });

  it('keeps the verified number in force until the new one is verified, then switches', async () => {
    const { token, userId } = await server.newUser();
    await server.api('PATCH', '/api/profile/', token, { phone_number: '+12025550102' });
    await verify(token, userId, '+12025550102');

    const changed = await server.api('PATCH', '/api/profile/', token, {
      phone_number: '+12025550103',
    });
    expect(changed.body).toMatchObject({
      phone_number: '+12025550102',
      phone_verified: true,
      pending_phone_number: '+12025550103',
      requires_phone_verification: true,
    });
    // The scheduler's view: the verified number still gets the wake-up call.
    const [row] = await server.deps.db.query<{ phone_number: string; phone_verified: boolean }>(
      'SELECT phone_number, phone_verified FROM profiles WHERE user_id = $1',
      [userId],
    );
    expect(row).toEqual({ phone_number: '+12025550102', phone_verified: true });

    expect((await verify(token, userId, '+12025550103')).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({
      phone_number: '+12025550103',
      phone_verified: true,
      pending_phone_number: null,
    });
  });

  it('Cancel — the verified number sent back — drops the pending one and restores nothing else', async () => {
    const { token, userId } = await server.newUser();
    await server.api('PATCH', '/api/profile/', token, { phone_number: '+12025550104' });
    await verify(token, userId, '+12025550104');
    await server.api('PATCH', '/api/profile/', token, { phone_number: '+12025550105' });

    const cancelled = await server.api('PATCH', '/api/profile/', token, {
      phone_number: '+1 202 555 0104',
    });
    expect(cancelled.body).toMatchObject({
      phone_number: '+12025550104',
      phone_verified: true,
      pending_phone_number: null,
    });
    expect(cancelled.body).not.toHaveProperty('requires_phone_verification');
  });
});

describe("registration records the browser's zone", () => {
  it('the profile and the default schedule use it', async () => {
    const { token, userId } = await server.signIn('paris@example.com', 'Amélie Poulain');
    const registered = await server.api('POST', '/api/users/register/', token, {
      supabase_uid: userId,
      email: 'paris@example.com',
      name: 'Amélie Poulain',
      auth_provider: 'google',
      timezone: 'Europe/Paris',
    });
    expect(registered.status).toBe(201);
    expect((await profileOf(token)).timezone).toBe('Europe/Paris');
    expect((await server.api('GET', '/api/call-blocks/schedule/', token)).body).toMatchObject({
      call_time: '08:00',
      timezone: 'Europe/Paris',
    });
  });
});
