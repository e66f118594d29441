import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { VERIFY_SENDS_PER_ADDRESS: '2' } });
});
afterAll(() => server.stop());

describe('verification calls per client address', () => {
  it('are limited whatever the number, with a clear 429', async () => {
    const { userId } = await server.newUser();
    const send = (n: number) =>
      server.api('POST', '/api/users/send-phone-verification/', null, {
        phone_number: `+1202555900${n}`,
        supabase_uid: userId,
      });
    expect((await send(1)).status).toBe(200);
    expect((await send(2)).status).toBe(200);
    expect(await send(3)).toMatchObject({
      status: 429,
      body: { message: 'Too many verification calls. Please wait a few minutes and try again.' },
    });
  });

  it('a bad limit in the environment is a clear boot error', async () => {
    const { loadEnv } = await import('../../server/env');
    expect(() => loadEnv({ VERIFY_SENDS_PER_ADDRESS: 'lots' })).toThrow(
      'VERIFY_SENDS_PER_ADDRESS must be a positive whole number, got "lots"',
    );
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });
});
