import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toE164 } from '../../src/core/phone';
import type { LocalCall } from '../../src/core/types';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('register', () => {
  it('creates the user and profile on first sign-in, is idempotent after, and stores provider tokens encrypted', async () => {
    const { token, userId } = await server.signIn('grace@example.com', 'Grace Brewster Hopper');
    const body = {
      supabase_uid: userId,
      email: 'grace@example.com',
      name: 'Grace Brewster Hopper',
      auth_provider: 'google',
      oauth_credentials: { provider_token: 'ya29.secret' },
    };
    const first = await server.api('POST', '/api/users/register/', token, body);
    expect(first).toMatchObject({
      status: 201,
      body: { requires_phone_verification: true, created: true },
    });
    const again = await server.api('POST', '/api/users/register/', token, body);
    expect(again).toMatchObject({
      status: 200,
      body: { requires_phone_verification: true, created: false },
    });
    const profile = await server.api('GET', '/api/profile/', token);
    expect(profile.body).toEqual({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      email: 'grace@example.com',
      phone_number: '',
      phone_verified: false,
      pending_phone_number: null,
      zip_code: '',
      timezone: 'America/New_York',
      language: 'en',
      supabase_uid: userId,
    });
    // The sign-in's OAuth tokens are not kept, sealed or not: nothing would read them.
    const [row] = await server.deps.db.query<Record<string, unknown>>(
      'SELECT * FROM profiles WHERE user_id = $1',
      [userId],
    );
    expect(Object.keys(row ?? {}).filter((column) => /token/.test(column))).toEqual([]);
    expect(JSON.stringify(row)).not.toContain('ya29.secret');
  });

  it("refuses to register someone else's uid", async () => {
    const { token } = await server.signIn('mallory@example.com');
    const res = await server.api('POST', '/api/users/register/', token, {
      supabase_uid: 'someone-else',
      email: 'x@y.z',
      name: 'M',
      auth_provider: 'google',
    });
    expect(res.status).toBe(403);
  });

  it('reads a name written family name first (Japanese, Chinese, Korean) that way round, and a call greets it as written', async () => {
    const names: Record<string, [string, string]> = {};
    const greetings: Record<string, string> = {};
    for (const name of [
      '田中 由紀',
      '王 小明',
      '김 민준',
      'Ada Lovelace',
      'Zoë Ōkubo Łukasiewicz',
    ]) {
      const user = await server.signIn(`order-${names.length}-${Math.random()}@example.com`);
      await server.api('POST', '/api/users/register/', user.token, {
        supabase_uid: user.userId,
        email: 'order@example.com',
        name,
        auth_provider: 'google',
      });
      const { body } = await server.api('GET', '/api/profile/', user.token);
      const { first_name, last_name } = body as { first_name: string; last_name: string };
      names[name] = [first_name, last_name];
      const words = (
        await server.deps.calls.assemble(user.userId, new Date('2026-12-01T12:00:00Z'))
      ).words;
      greetings[name] = /^Good \w+, ([^!]+)!/.exec(words)?.[1] ?? '';
    }
    expect(names).toEqual({
      '田中 由紀': ['由紀', '田中'],
      '王 小明': ['小明', '王'],
      '김 민준': ['민준', '김'],
      'Ada Lovelace': ['Ada', 'Lovelace'],
      'Zoë Ōkubo Łukasiewicz': ['Zoë', 'Ōkubo Łukasiewicz'],
    });
    // Greeted by the whole name in its owner's order, not by the family name alone.
    expect(greetings).toEqual({
      '田中 由紀': '田中 由紀',
      '王 小明': '王 小明',
      '김 민준': '김 민준',
      'Ada Lovelace': 'Ada',
      'Zoë Ōkubo Łukasiewicz': 'Zoë',
    });
  });

  it('keeps the browser’s locale as Intl writes it; one Intl does not know is en-US, a malformed one refused', async () => {
    const locales: Record<string, string> = {};
    for (const sent of ['en-gb', 'ja-JP', 'xx-not-a-locale-at-all-really', '../etc', undefined]) {
      const user = await server.signIn(`locale-${Math.random()}@example.com`);
      const registered = await server.api('POST', '/api/users/register/', user.token, {
        supabase_uid: user.userId,
        email: 'locale@example.com',
        name: 'Ada Lovelace',
        auth_provider: 'google',
        ...(sent ? { locale: sent } : {}),
      });
      const [row] = await server.deps.db.query<{ locale: string }>(
        'SELECT locale FROM profiles WHERE user_id = $1',
        [user.userId],
      );
      locales[String(sent)] = registered.status === 400 ? 'refused' : (row?.locale ?? '');
    }
    expect(locales).toEqual({
      'en-gb': 'en-GB',
      'ja-JP': 'ja-JP',
      'xx-not-a-locale-at-all-really': 'en-US',
      '../etc': 'refused',
      undefined: 'en-US',
    });
  });
});

describe('profile', () => {
  it('401 without a token, with a forged one and with an expired one', async () => {
    expect((await server.api('GET', '/api/profile/', null)).status).toBe(401);
    const { token, userId } = await server.newUser();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await server.api('GET', '/api/profile/', forged)).status).toBe(401);
    const issuer = server.deps.auth.issuer;
    if (!issuer) throw new Error('local mode expected');
    const expired = await issuer.issue(
      { id: userId, email: 'e@x.io', name: 'E' },
      { expiresIn: -60 },
    );
    const res = await server.api('GET', '/api/profile/', expired);
    expect(res).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired or is invalid. Please sign in again.' },
    });
  });

  it('PATCH takes the whole profile back and saves the editable fields', async () => {
    const { token } = await server.newUser();
    const current = (await server.api('GET', '/api/profile/', token)).body as Record<
      string,
      unknown
    >;
    const res = await server.api('PATCH', '/api/profile/', token, {
      ...current,
      first_name: 'Augusta',
      zip_code: '94110',
      timezone: 'Europe/London',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Augusta',
      zip_code: '94110',
      timezone: 'Europe/London',
    });
    expect(res.body).not.toHaveProperty('requires_phone_verification');
  });

  it('a changed phone number waits, pending, while the verified one stays in force; answers requires_phone_verification', async () => {
    const { token, userId } = await server.newUser();
    await server.deps.db.query(
      "UPDATE profiles SET phone_number = '+12025550101', phone_verified = true WHERE user_id = $1",
      [userId],
    );
    const res = await server.api('PATCH', '/api/profile/', token, { phone_number: '+12025550102' });
    expect(res.body).toMatchObject({
      phone_number: '+12025550101',
      phone_verified: true,
      pending_phone_number: '+12025550102',
      requires_phone_verification: true,
    });
  });

  it('read-only fields cannot change; bad values get clear 400s and write nothing', async () => {
    const { token } = await server.newUser();
    expect(
      await server.api('PATCH', '/api/profile/', token, { email: 'new@example.com' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Email is managed through your account settings' },
    });
    expect(
      await server.api('PATCH', '/api/profile/', token, { timezone: 'Mars/Olympus' }),
    ).toMatchObject({ status: 400, body: { message: 'timezone: Choose one of the options' } });
    // A refusal about one field names it, so the form shows the message under that field.
    expect((await server.api('PATCH', '/api/profile/', token, { zip_code: '12' })).body).toEqual({
      message: 'zip_code: Must be 5 digits',
      errors: [expect.objectContaining({ field: 'zip_code' })],
    });
    // One digit too many: refused by the zip's length limit, still naming the field.
    expect(
      (await server.api('PATCH', '/api/profile/', token, { zip_code: '941101' })).body,
    ).toEqual({
      message: 'zip_code: Must be at most 5 characters',
      errors: [expect.objectContaining({ field: 'zip_code' })],
    });
    // A zip code may be left empty.
    expect(await server.api('PATCH', '/api/profile/', token, { zip_code: '' })).toMatchObject({
      status: 200,
      body: { zip_code: '' },
    });
    expect(
      (await server.api('PATCH', '/api/profile/', token, { phone_number: '+1202' })).body,
    ).toEqual({
      message:
        'phone_number: Enter a valid phone number for the United States, like (201) 555-0123',
      errors: [expect.objectContaining({ field: 'phone_number' })],
    });
    expect(await server.api('PATCH', '/api/profile/', token, '{"first_name": ')).toMatchObject({
      status: 400,
      body: { message: 'Request body must be valid JSON' },
    });
    expect(
      await server.api('PATCH', '/api/profile/', token, { favourite_colour: 'red' }),
    ).toMatchObject({ status: 400, body: { message: 'Unknown field "favourite_colour"' } });
    // No single field of the form at fault: no field.
    expect(
      (await server.api('PATCH', '/api/profile/', token, { email: 'new@example.com' })).body,
    ).toEqual({ message: 'Email is managed through your account settings' });
    expect((await server.api('GET', '/api/profile/', token)).body).toMatchObject({
      email: expect.stringContaining('@example.com') as string,
      zip_code: '',
      timezone: 'America/New_York',
    });
  });

  it('generated bad bodies are always 4xx with a message, never a 500, never a write', async () => {
    const { token } = await server.newUser();
    const before = (await server.api('GET', '/api/profile/', token)).body;
    const bad = fc.oneof(
      fc.record({
        first_name: fc.oneof(
          fc.integer(),
          fc.boolean(),
          fc.string({ minLength: 51, maxLength: 80 }),
        ),
      }),
      fc.record({
        // The profile is in New York: read in the US.
        phone_number: fc.string({ maxLength: 20 }).filter((s) => toE164(s, 'US') === null),
      }),
      fc.record({ timezone: fc.string() }),
      fc.dictionary(
        fc
          .string({ minLength: 1 })
          .filter(
            (k) =>
              !/^(first_name|last_name|email|phone_number|phone_verified|zip_code|timezone|supabase_uid|requires_email_verification|requires_phone_verification)$/.test(
                k,
              ),
          ),
        fc.jsonValue(),
        { minKeys: 1 },
      ),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.jsonValue())),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (body) => {
        const res = await server.api('PATCH', '/api/profile/', token, JSON.stringify(body));
        expect(res.status).toBe(400);
        expect((res.body as { message: string }).message.length).toBeGreaterThan(3);
      }),
      { numRuns: 40 },
    );
    expect((await server.api('GET', '/api/profile/', token)).body).toEqual(before);
  });

  it("one user never sees or changes another's profile", async () => {
    const alice = await server.newUser();
    const bob = await server.newUser();
    await server.api('PATCH', '/api/profile/', alice.token, { first_name: 'Alice' });
    const bobs = (await server.api('GET', '/api/profile/', bob.token)).body as {
      first_name: string;
      supabase_uid: string;
    };
    expect(bobs.first_name).toBe('Ada');
    expect(bobs.supabase_uid).toBe(bob.userId);
    expect(
      await server.api('PATCH', '/api/profile/', bob.token, { supabase_uid: alice.userId }),
    ).toMatchObject({ status: 400 });
  });
});

describe("phone numbers are read in the profile's country and must be valid (issue 19)", () => {
  async function userIn(timezone: string) {
    const user = await server.newUser();
    await server.api('PATCH', '/api/profile/', user.token, { timezone });
    return user;
  }
  const patchPhone = (token: string, body: Record<string, unknown>) =>
    server.api('PATCH', '/api/profile/', token, body);
  const stored = async (userId: string) =>
    (
      await server.deps.db.query<{ phone_number: string }>(
        'SELECT phone_number FROM profiles WHERE user_id = $1',
        [userId],
      )
    )[0]?.phone_number;

  it('a Paris profile: "06 98 76 54 32" is stored as +33698765432, "0033 6 …" too', async () => {
    const paris = await userIn('Europe/Paris');
    const res = await patchPhone(paris.token, { phone_number: '06 98 76 54 32' });
    expect(res).toMatchObject({
      status: 200,
      body: { phone_number: '+33698765432', requires_phone_verification: true },
    });
    expect(await stored(paris.userId)).toBe('+33698765432');
    const other = await userIn('Europe/Paris');
    expect(
      (await patchPhone(other.token, { phone_number: '0033 6 12 34 56 78' })).body,
    ).toMatchObject({ phone_number: '+33612345678' });
  });

  it('a London profile: "020 7946 0958" is accepted as +442079460958', async () => {
    const london = await userIn('Europe/London');
    const res = await patchPhone(london.token, { phone_number: '020 7946 0958' });
    expect(res).toMatchObject({ status: 200, body: { phone_number: '+442079460958' } });
  });

  it('the zone sent with the number is the one it is read in', async () => {
    const { token } = await server.newUser();
    const res = await patchPhone(token, {
      timezone: 'Asia/Tokyo',
      phone_number: '090-1234-5678',
    });
    expect(res.body).toMatchObject({ timezone: 'Asia/Tokyo', phone_number: '+819012345678' });
  });

  it('E.164 from the client is taken in any zone: a Paris profile with a US number', async () => {
    const paris = await userIn('Europe/Paris');
    expect((await patchPhone(paris.token, { phone_number: '+12025550123' })).body).toMatchObject({
      phone_number: '+12025550123',
    });
  });

  it('"+10612345678" (the right length, no such number) is refused naming the phone field; nothing is written', async () => {
    const paris = await userIn('Europe/Paris');
    expect(await patchPhone(paris.token, { phone_number: '+10612345678' })).toMatchObject({
      status: 400,
      body: {
        message:
          'phone_number: Enter a valid phone number for the United States, like (201) 555-0123',
        errors: [expect.objectContaining({ field: 'phone_number' })],
      },
    });
    expect(await stored(paris.userId)).toBe('');
  });

  it('a French number in a New York profile is refused with the US format, not stored as +1 0698…', async () => {
    const { token, userId } = await server.newUser();
    expect(await patchPhone(token, { phone_number: '06 98 76 54 32' })).toMatchObject({
      status: 400,
      body: {
        message:
          'phone_number: Enter a valid phone number for the United States, like (201) 555-0123',
        errors: [expect.objectContaining({ field: 'phone_number' })],
      },
    });
    // The same number in a Paris profile is refused with the French format.
    const paris = await userIn('Europe/Paris');
    expect((await patchPhone(paris.token, { phone_number: '020 7946 0958' })).body).toEqual({
      message: 'phone_number: Enter a valid phone number for France, like 06 12 34 56 78',
      errors: [expect.objectContaining({ field: 'phone_number' })],
    });
    expect(await stored(userId)).toBe('');
  });

  it('a number stored before the rule is kept when the whole profile is sent back; a new invalid one is refused', async () => {
    const { token, userId } = await userIn('Europe/Paris');
    await server.deps.db.query(
      "UPDATE profiles SET phone_number = '+10612345678', phone_verified = true WHERE user_id = $1",
      [userId],
    );
    const current = (await server.api('GET', '/api/profile/', token)).body as Record<
      string,
      unknown
    >;
    expect(await patchPhone(token, { ...current, first_name: 'Augusta' })).toMatchObject({
      status: 200,
      body: { first_name: 'Augusta', phone_number: '+10612345678', phone_verified: true },
    });
    expect(await patchPhone(token, { phone_number: '+10612345679' })).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'phone_number' })] },
    });
  });

  it('the verification call is sent only to a valid number, read in the owner’s country', async () => {
    const send = (body: Record<string, unknown>, token: string | null = null) =>
      server.api('POST', '/api/users/send-phone-verification/', token, body);
    const paris = await userIn('Europe/Paris');
    expect(await send({ phone_number: '+10612345678', supabase_uid: paris.userId })).toMatchObject({
      status: 400,
      body: {
        message:
          'phone_number: Enter a valid phone number for the United States, like (201) 555-0123',
        errors: [expect.objectContaining({ field: 'phone_number' })],
      },
    });
    // Signed in as the profile's owner: a national number is read in the profile's country.
    expect(
      (await send({ phone_number: '06 12 34 56 78', supabase_uid: paris.userId }, paris.token))
        .status,
    ).toBe(200);
    const calls = (await server.api('GET', '/api/local/calls/', paris.token)).body as LocalCall[];
    expect(calls.map((c) => [c.kind, c.to])).toEqual([['verification', '+33612345678']]);
  });
});
