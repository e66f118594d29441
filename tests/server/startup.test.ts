/**
 * Many processes, one product: processes starting together on a new or updated database all come up
 * (migrations run under an advisory lock). On Postgres (DATABASE_URL) each "process" is a connection
 * pool of its own on one new schema; on PGlite the same migrations race on one database. A load
 * balancer asks each process whether it is alive and whether it is ready for requests.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db';
import { DataDirInUseError, lockDataDir, processIdentity } from '../../server/db/dirLock';
import { migrate } from '../../server/db/migrate';
import { startDraining } from '../../server/health';
import { startTestServer, type TestServer } from './harness';

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
  // The race is real only on a Postgres server (each "process" its own pool): ten rounds there. On
  // PGlite the three share one single-connection database, so one round checks the lock's path.
  const rounds = databaseUrl ? 10 : 1;
  it(`three processes starting together all come up, ${databaseUrl ? 'ten times in a row' : 'on one embedded database'}`, async () => {
    const runs: string[][] = [];
    for (let i = 0; i < rounds; i++) runs.push(await startTogether(3));
    const failed = runs.filter((run) => run.some((o) => o !== 'up'));
    expect({ failed: failed.length, first: failed[0] }).toEqual({ failed: 0, first: undefined });
  }, 240_000);
});

describe('liveness and readiness for a load balancer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('/health/live answers while the process runs; /health/ready checks the database, the migrations and speech', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'live' } });
    expect(await get('/health/ready')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', speech: 'ok' } },
    });
  });

  it('a migration not applied yet makes it not ready', async () => {
    const [last] = await server.deps.db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    try {
      expect(await get('/health/ready')).toMatchObject({
        status: 503,
        body: { status: 'not ready', checks: { migrations: '1 not applied' } },
      });
    } finally {
      await server.deps.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last?.name]);
    }
  });

  it('while shutting down it is alive but no longer ready, so the balancer sends nothing new', async () => {
    startDraining(server.deps);
    expect(await get('/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'shutting down' },
    });
    expect((await get('/health/live')).status).toBe(200);
  });
});

describe('the embedded database’s lock after a restart', () => {
  it('a lock naming a live but unrelated process (pid 1 after a container restart) is taken over', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'daybreak-lock-')), 'pglite');
    // Written by the previous container's pid 1: same pid as a live process now, another process.
    writeFileSync(`${dir}.lock`, `1 ${processIdentity(1)}-before-the-restart`);
    const release = lockDataDir(dir);
    release();
  });

  it('a lock held by a live process that is the one that wrote it still refuses', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'daybreak-lock-')), 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const pid = other.pid ?? 0;
      writeFileSync(`${dir}.lock`, `${pid} ${processIdentity(pid)}`);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    } finally {
      other.kill();
    }
  });
});
