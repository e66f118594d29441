/**
 * Threat: one person reaching into another's account without their token — here through the
 * unauthenticated verification send, which names a uid: it must not cancel the code they are about
 * to type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
