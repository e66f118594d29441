/**
 * Threat: the database goes away for a moment (a restart, a failover, a pooler's idle timeout,
 * `pg_terminate_backend`). Every process must outlive it: the pool drops the broken connections and
 * opens new ones, a request caught in it gets a clear 503 (never a crash, never a 500), readiness
 * follows the database (the audio guard's lock: startup.test.ts). Postgres only: PGlite runs inside
 * the process and has no connection to lose.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db';
import { terminate } from './pgAdmin';
import { applicationNameOf, startTestServer, type TestServer } from './harness';

const databaseUrl = process.env.DATABASE_URL ?? null;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(databaseUrl)('the database connection is lost (Postgres)', () => {
  const name = `daybreak-outage-${randomBytes(4).toString('hex')}`;
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ databaseUrl, dataDir: null, applicationName: name });
  });
  afterAll(() => db.close());

  it('idle pooled connections ended by Postgres are replaced: the process stays up and queries again', async () => {
    // Several connections open at once, then idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.05)')));
    expect(await terminate(name)).toBeGreaterThanOrEqual(4);
    await pause(200);
    const rows = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('a transaction whose connection is ended fails cleanly, and its connection is not reused', async () => {
    const caught = db
      .transaction((tx) => tx.query('SELECT pg_sleep(5)'))
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    await pause(300);
    expect(await terminate(name)).toBeGreaterThanOrEqual(1);
    expect(await caught).toMatch(/terminat/i);
    // Every connection the pool hands out next works.
    const again = await Promise.all(
      Array.from({ length: 6 }, () => db.transaction((tx) => tx.query('SELECT 2 AS two'))),
    );
    expect(again.flat()).toEqual(Array(6).fill({ two: 2 }));
  });
});

describe.runIf(databaseUrl)(
  'a server whose database connections are ended under load (Postgres)',
  () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer();
      ({ token } = await server.newUser('outage@example.com'));
    });
    afterAll(() => server.stop());

    it('answers every request with 200 or a clear 503, never a 500, and is ready again at once', async () => {
      const statuses: number[] = [];
      let running = true;
      const load = Promise.all(
        Array.from({ length: 6 }, async () => {
          while (running) {
            const { status, body } = await server.api('GET', '/api/profile/', token);
            statuses.push(status);
            if (status === 503)
              expect(body).toEqual({
                message:
                  'Daybreak could not reach its database just now. Please try again in a moment.',
              });
          }
        }),
      );
      for (let round = 0; round < 3; round++) {
        await pause(150);
        await terminate(applicationNameOf(server.schema ?? ''));
      }
      await pause(150);
      running = false;
      await load;
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(200);
      expect((await server.api('GET', '/api/profile/', token)).status).toBe(200);
    });
  },
);
