/**
 * Draining is observable: on SIGTERM the server process (server/main.ts, as `npm start` runs it) keeps
 * its listener open for DRAIN_DELAY_SECONDS, answering `/health/ready` 503 (and everything else with
 * `Connection: close`), so a balancer that probes readiness sees it go, then closes and exits 0.
 * Before, the listener closed at once and the 503 was never seen (the probe was refused).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { openDb } from '../../server/db';
import { startTestServer } from './harness';
import { SNAPSHOT } from './globalSetup';
import { sleep, startServerProcess } from './serverProcess';

const databaseUrl = process.env.DATABASE_URL ?? null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'daybreak-drain-'));
const schema = `test_drain_${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const db = await openDb({ databaseUrl, dataDir: null });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
});

/** The process that holds the listener: the spawned one, or its deepest descendant if it wraps one. */
function serverPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return children[0] ? serverPid(Number(children[0])) : pid;
}

/** A GET on a new connection: its status and Connection header, or 'refused' once nothing listens. */
const probe = (url: string): Promise<{ status: number; connection: string | null } | 'refused'> =>
  fetch(url, { headers: { Connection: 'close' } }).then(
    (res) => ({ status: res.status, connection: res.headers.get('connection') }),
    (error: { cause?: { code?: string } }) => {
      if (error.cause?.code === 'ECONNREFUSED') return 'refused';
      throw error;
    },
  );

/** A migrated database for the process: a PGlite directory from the snapshot, or its own schema. */
async function prepareDatabase(): Promise<void> {
  if (databaseUrl) await (await startTestServer({ schema })).stop();
  else
    await (
      await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: new Blob([readFileSync(SNAPSHOT)]),
      })
    ).close();
}

describe('DRAIN_DELAY_SECONDS', () => {
  it('is 0 in local mode and 5 s in production unless set', () => {
    const production = {
      SUPABASE_URL: 'https://project.supabase.test',
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    expect(loadEnv({}).drainDelaySeconds).toBe(0);
    expect(loadEnv(production).drainDelaySeconds).toBe(5);
    expect(loadEnv({ ...production, DRAIN_DELAY_SECONDS: '0' }).drainDelaySeconds).toBe(0);
    expect(() => loadEnv({ DRAIN_DELAY_SECONDS: 'soon' })).toThrow(
      'DRAIN_DELAY_SECONDS must be a whole number, got "soon"',
    );
  });

  it('after SIGTERM the process answers /health/ready 503 for the delay, then stops listening and exits 0', async () => {
    await prepareDatabase();
    const server = await startServerProcess({
      dataDir,
      databaseUrl,
      schema,
      // A delay with room for a loaded machine: the probes below must land inside it.
      env: { SCHEDULER: 'off', DRAIN_DELAY_SECONDS: '4' },
    });
    const { url, child, exited } = server;
    try {
      expect(await probe(`${url}/health/ready`)).toEqual({ status: 200, connection: 'close' });

      // The server's event loop is busy when the signal comes (a long synchronous PGlite query, a loaded
      // machine): stalled for 200 ms, it must still drain, not be killed by whatever launched it.
      const listener = serverPid(child.pid!);
      process.kill(listener, 'SIGSTOP');
      const signalled = Date.now();
      child.kill('SIGTERM');
      await sleep(200);
      process.kill(listener, 'SIGCONT');
      await sleep(300);
      // Inside the delay: still listening, not ready, and every answer closes its connection.
      expect(await probe(`${url}/health/ready`)).toEqual({ status: 503, connection: 'close' });
      expect(await probe(`${url}/health/live`)).toEqual({ status: 200, connection: 'close' });

      const { code, at } = await exited;
      expect(await probe(`${url}/health/ready`)).toBe('refused');
      expect({ code, afterTheDelay: at - signalled >= 4_000 }).toEqual({
        code: 0,
        afterTheDelay: true,
      });
    } finally {
      await server.stop();
    }
  }, 150_000);
});
