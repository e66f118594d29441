import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db';
import { DataDirInUseError } from '../../server/db/dirLock';
import { startTestServer } from './harness';

const dir = mkdtempSync(path.join(tmpdir(), 'daybreak-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('data survives a restart', () => {
  // Creating a PGlite directory runs initdb: seconds, many more on a busy machine.
  it('keeps users, routines and signing keys (tokens stay valid) across a restart', async () => {
    const first = await startTestServer(process.env.DATABASE_URL ? {} : { dataDir: dir });
    if (process.env.DATABASE_URL) {
      // On a Postgres server each test server has its own schema; persistence is the server's job.
      await first.stop();
      expect(process.env.DATABASE_URL).toBeTruthy();
      return;
    }
    const user = await first.newUser('keeper@example.com');
    await first.api('POST', '/api/call-blocks/user/', user.token, { block: 'horoscope', order: 0 });
    await first.stop();

    const second = await startTestServer({ dataDir: dir });
    const blocks = (await second.api('GET', '/api/call-blocks/user/', user.token)).body as {
      block: string;
    }[];
    expect(blocks.map((b) => b.block)).toEqual(['horoscope']);
    expect((await second.api('GET', '/api/profile/', user.token)).body).toMatchObject({
      email: 'keeper@example.com',
    });
    await second.stop();
  }, 120_000);
});

describe('one server per PGlite data directory', () => {
  // The directory the restart test left behind (on PGlite): creating one runs initdb (seconds),
  // reopening is fast.
  const shared = dir;

  it('a second server on the same directory refuses to start with a clear message', async () => {
    const first = await openDb({ databaseUrl: null, dataDir: shared });
    await expect(openDb({ databaseUrl: null, dataDir: shared })).rejects.toThrow(
      /^Another Daybreak server \(pid \d+\) is using the data directory .*daybreak-persist-\w+\. Stop it first/,
    );
    await first.close();
    const again = await openDb({ databaseUrl: null, dataDir: shared });
    await again.close();
  }, 120_000);

  it('a lock held by another live process refuses; one left by a dead process is taken over', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const locked = shared;
    try {
      writeFileSync(`${locked}.lock`, String(other.pid));
      await expect(openDb({ databaseUrl: null, dataDir: locked })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
    } finally {
      other.kill();
    }
    // pid_max is at most 2^22: this pid cannot be running.
    writeFileSync(`${locked}.lock`, String(2 ** 22 + 1));
    const db = await openDb({ databaseUrl: null, dataDir: locked });
    expect(readFileSync(`${locked}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    await db.close();
    expect(existsSync(`${locked}.lock`)).toBe(false);
  });
});
