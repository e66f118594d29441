/**
 * Draining is observable: on SIGTERM the server process (server/main.ts, as `npm start` runs it) keeps
 * its listener open for DRAIN_DELAY_SECONDS, answering `/health/ready` 503 (and everything else with
 * `Connection: close`), so a balancer that probes readiness sees it go, then closes and exits 0.
 * Before, the listener closed at once and the 503 was never seen (the probe was refused).
 *
 * Its first lines, read by a newcomer after `npm start`, name where the app and the local phone are.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { LOCAL_PHONE_PATH } from '../../src/core/constants';
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

/**
 * A migrated database for a process: a data directory of its own with a PGlite directory from the
 * snapshot, or the file's schema on the Postgres server. Answers the data directory.
 */
async function prepareDatabase(): Promise<string> {
  const own = mkdtempSync(path.join(dataDir, 'process-'));
  if (databaseUrl) await (await startTestServer({ schema })).stop();
  else
    await (
      await PGlite.create(path.join(own, 'pglite'), {
        loadDataDir: new Blob([readFileSync(SNAPSHOT)]),
      })
    ).close();
  return own;
}

describe('the server process, as npm start runs it', () => {
  it('on a port already taken, says so and how to pick another, and stops without a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const started = startServerProcess({
        dataDir: await prepareDatabase(),
        databaseUrl,
        schema,
        env: { SCHEDULER: 'off', PORT: String(port) },
      });
      const error = await started.then(
        () => new Error('it started'),
        (refused: Error) => refused,
      );
      expect(error.message).toContain('the server process: exited');
      expect(error.message).toContain(
        `Port ${port} on 127.0.0.1 is already in use (another Daybreak, or another program): stop it, or start with another PORT.`,
      );
      expect(error.message).not.toMatch(/EADDRINUSE|at Server\.|node:events/);
    } finally {
      taken.close();
    }
  }, 150_000);

  it('in local mode, its first lines name the address and the local phone page, which it serves', async () => {
    const server = await startServerProcess({
      dataDir: await prepareDatabase(),
      databaseUrl,
      schema,
      env: { SCHEDULER: 'off' },
    });
    try {
      const { url, output } = server;
      const lines = output().split('\n');
      const running = lines.findIndex((line) => line.startsWith('Daybreak is running at'));
      expect(lines[running]).toContain(`Daybreak is running at ${url} (local mode`);
      expect(lines[running + 1]).toBe(
        `Your phone in local mode: ${url}${LOCAL_PHONE_PATH} (calls ring there)`,
      );
      const page = await fetch(`${url}${LOCAL_PHONE_PATH}`);
      expect({ status: page.status, type: page.headers.get('content-type') }).toEqual({
        status: 200,
        type: 'text/html; charset=UTF-8',
      });
    } finally {
      await server.stop();
    }
  }, 150_000);
});

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
    const server = await startServerProcess({
      dataDir: await prepareDatabase(),
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
