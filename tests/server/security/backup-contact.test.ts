/**
 * Threat: a backup contact used to ring or text strangers. Consent calls are limited per user and per
 * number over a day (one atomic step in the database, under concurrent requests too); a number that
 * said never is never called again, by anyone; nothing but the consent call reaches a number before it
 * agreed, and a user reads and changes only their own contact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../../schemas/limits.json';
import { startTestServer, type TestServer } from '../harness';
import { all, count } from '../concurrent';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const put = (token: string, phone: string, name = 'Sam') =>
  server.api('PUT', '/api/backup-contact/', token, { name, phone_number: phone });
const consentCallsTo = async (phone: string) =>
  Number(
    (
      await server.deps.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM call_records WHERE kind = 'consent' AND to_number = $1",
        [phone],
      )
    )[0]?.n,
  );

describe('consent calls cannot be turned on strangers', () => {
  it(`10 concurrent changes of one user's contact: at most ${limits.backupConsentCallsPerUser} consent calls, the rest 429`, async () => {
    const { token } = await server.newUser();
    const numbers = Array.from(
      { length: 10 },
      (_, i) => `+1202555${String(140 + i).padStart(4, '0')}`,
    );
    const statuses = await all(10, async (i) => (await put(token, numbers[i]!)).status);
    // Of those within the limit, one changed meanwhile by another is told so (409), never called.
    expect(count(statuses, 200) + count(statuses, 409)).toBe(limits.backupConsentCallsPerUser);
    expect(count(statuses, 200)).toBeGreaterThanOrEqual(1);
    expect(count(statuses, 429)).toBe(10 - limits.backupConsentCallsPerUser);
    const placed = await Promise.all(numbers.map(consentCallsTo));
    expect(placed.reduce((a, b) => a + b, 0)).toBe(count(statuses, 200));
  });

  it(`one number named by 6 users: called ${limits.backupConsentCallsPerNumber} times a day, no more`, async () => {
    const victim = '+12025550177';
    const users = await all(6, () => server.newUser());
    const statuses = await all(6, async (i) => (await put(users[i]!.token, victim)).status);
    expect(count(statuses, 200)).toBe(limits.backupConsentCallsPerNumber);
    expect(count(statuses, 429)).toBe(6 - limits.backupConsentCallsPerNumber);
    expect(await consentCallsTo(victim)).toBe(limits.backupConsentCallsPerNumber);
  });

  it('a number on the never list is refused for every user and never called', async () => {
    const number = '+12025550178';
    await server.deps.db.query('INSERT INTO backup_never (phone_number) VALUES ($1)', [number]);
    const { token } = await server.newUser();
    expect(await put(token, number)).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'phone_number' })] },
    });
    expect(await consentCallsTo(number)).toBe(0);
  });

  it('a user reads and removes only their own contact', async () => {
    const owner = await server.newUser();
    const other = await server.newUser();
    expect((await put(owner.token, '+12025550179')).status).toBe(200);
    // The other user sees none of the owner's: their own, which is none.
    expect(await server.api('GET', '/api/backup-contact/', other.token)).toMatchObject({
      status: 200,
      body: null,
    });
    expect((await server.api('DELETE', '/api/backup-contact/', other.token)).status).toBe(204);
    expect((await server.api('GET', '/api/backup-contact/', owner.token)).body).toMatchObject({
      phone_number: '+12025550179',
    });
  });
});
