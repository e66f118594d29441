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
