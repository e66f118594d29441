/**
 * Threat: one person reaching into another's account without their token — here through the
 * unauthenticated verification send, which names a uid: it must not cancel the code they are about
 * to type, nor write into their call history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord, LocalCall } from '../../../src/core/types';
import { codeSentTo as codeOn, startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { VERIFY_SENDS_PER_ADDRESS: '1000' } });
});
afterAll(() => server.stop());

const send = (body: { phone_number: string; supabase_uid: string }, token: string | null = null) =>
  server.api('POST', '/api/users/send-phone-verification/', token, body);

const codeSentTo = (number: string) => codeOn(server, number);

describe('anonymous verification sends naming a uid', () => {
  it('do not void the code the person is about to type', async () => {
    const victim = await server.newUser();
    const number = '+12025550152';
    await send({ phone_number: number, supabase_uid: victim.userId }, victim.token);
    const code = await codeSentTo(number);
    // A stranger who knows the uid asks again for the same number.
    await send({ phone_number: number, supabase_uid: victim.userId });
    expect(
      await server.api('POST', '/api/users/verify-phone/', victim.token, {
        code,
        supabase_uid: victim.userId,
      }),
    ).toMatchObject({ status: 200 });
  });
});

describe('the call history (the Calls page)', () => {
  const history = async (token: string) =>
    ((await server.api('GET', '/api/calls/', token)).body as { calls: CallRecord[] }).calls;

  it('an anonymous send naming a uid writes nothing in it; the user’s own send is recorded', async () => {
    const victim = await server.newUser();
    const number = '+12025550143';
    expect(await send({ phone_number: number, supabase_uid: victim.userId })).toMatchObject({
      status: 200,
    });
    expect(await history(victim.token)).toEqual([]);
    // The phone still rang with the code: the local phone page (the carrier's log) shows it.
    const [heard] = (await server.api('GET', '/api/local/calls/', victim.token))
      .body as LocalCall[];
    expect(heard).toMatchObject({ kind: 'verification', to: number });
    expect(heard?.text).toMatch(/code is (\d ){5}\d/);

    // Signed in as the uid, as the app sends it: the call is theirs, and in their history.
    expect(
      await send({ phone_number: number, supabase_uid: victim.userId }, victim.token),
    ).toMatchObject({ status: 200 });
    expect(await history(victim.token)).toEqual([
      expect.objectContaining({ kind: 'verification', to: number }),
    ]);
  });
});
