/**
 * Threat: one person reaching into another's account without their token — here through the
 * unauthenticated verification send, which names a uid: it must not cancel the code they are about
 * to type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { VERIFY_SENDS_PER_ADDRESS: '1000' } });
});
afterAll(() => server.stop());

const send = (body: { phone_number: string; supabase_uid: string }, token: string | null = null) =>
  server.api('POST', '/api/users/send-phone-verification/', token, body);

async function codeSentTo(number: string): Promise<string> {
  const rows = await server.deps.db.query<{ text: string }>(
    'SELECT text FROM calls WHERE to_number = $1 ORDER BY id DESC LIMIT 1',
    [number],
  );
  return /code is ((?:\d ){5}\d)/.exec(rows[0]?.text ?? '')?.[1]?.replaceAll(' ', '') ?? '';
}

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
