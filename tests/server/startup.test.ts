/**
 * Many processes, one product: processes starting together on a new or updated database all come up
 * (migrations run under an advisory lock). On Postgres (DATABASE_URL) each "process" is a connection
 * pool of its own on one new schema; on PGlite the same migrations race on one database.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db';
import { migrate } from '../../server/db/migrate';

const databaseUrl = process.env.DATABASE_URL ?? null;

async function startTogether(processes: number): Promise<string[]> {
  const schema = `start_${randomBytes(6).toString('hex')}`;
  const shared = databaseUrl ? null : await openDb({ databaseUrl: null, dataDir: null });
  const dbs: Db[] = [];
  try {
    const outcomes = await Promise.allSettled(
      Array.from({ length: processes }, async () => {
        const db = shared ?? (await openDb({ databaseUrl, dataDir: null, schema }));
        if (!shared) dbs.push(db);
        await migrate(db);
      }),
    );
    return outcomes.map((o) => (o.status === 'fulfilled' ? 'up' : String(o.reason)));
  } finally {
    if (dbs[0]) await dbs[0].exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await Promise.all([...dbs, ...(shared ? [shared] : [])].map((db) => db.close()));
  }
}

describe('start-up of several processes on an empty database', () => {
  it('three processes starting together all come up, ten times in a row', async () => {
    const runs: string[][] = [];
    for (let i = 0; i < 10; i++) runs.push(await startTogether(3));
    const failed = runs.filter((run) => run.some((o) => o !== 'up'));
    expect({ failed: failed.length, first: failed[0] }).toEqual({ failed: 0, first: undefined });
  }, 240_000);
});
