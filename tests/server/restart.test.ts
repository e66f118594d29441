import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localSpeech } from '../../server/calls/speech';
import { openDb } from '../../server/db';
import { startTestServer, type TestServerOptions } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';
import { DOWN_REASON } from '../../server/calls/lifecycle';

// Due Monday 2026-11-23 07:00 in London (07:00 UTC).
const DUE = new Date('2026-11-23T07:00:00Z');
const clock = testClock('2026-11-22T12:00:00Z');
const dataDir = mkdtempSync(path.join(tmpdir(), 'daybreak-restart-'));
const schema = `test_restart_${randomBytes(4).toString('hex')}`;
/** The same database across "restarts": a PGlite directory, or one Postgres schema. */
const storage: TestServerOptions = process.env.DATABASE_URL ? { schema } : { dataDir };

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
});

describe('a restart between the due time and placing', () => {
  it('still places the call within the 15-minute grace, never later, and never loses a claimed call', async () => {
    // A synthesizer that never answers: the process "dies" holding a claimed call.
    const stuck = { ...localSpeech(), synthesize: () => new Promise<never>(() => undefined) };
    const first = await startTestServer({ ...storage, clock, calls: { speech: stuck } });
    const down = await callableUser(
      first,
      { call_time: '07:00', timezone: 'Europe/London' },
      clock.now(),
    );
    const late = await callableUser(
      first,
      { call_time: '06:40', timezone: 'Europe/London' },
      clock.now(),
    );
    const claimed = await callableUser(
      first,
      { call_time: '06:58', timezone: 'Europe/London' },
      clock.now(),
    );
    clock.set(new Date(DUE.getTime() - 2 * MINUTE + 1_000)); // 06:58:01: only `claimed` is due
    void first.deps.calls.pipeline.tick(); // claims it, then hangs in synthesis
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.stop();

    clock.set(new Date(DUE.getTime() + 5 * MINUTE)); // back up at 07:05
    const second = await startTestServer({ ...storage, clock });
    try {
      await second.deps.calls.pipeline.tick();
      await second.deps.calls.line.settle();
      const calls = async (token: string) =>
        (
          (await second.api('GET', '/api/calls/', token)).body as {
            calls: { status: string; attempts: unknown[] }[];
          }
        ).calls;
      // Due at 07:00 while the server was down: placed at 07:05.
      expect(await calls(down.token)).toEqual([
        expect.objectContaining({ status: 'confirmed', attempts: [expect.anything()] }),
      ]);
      // Due at 06:40, found 18 minutes late: not called, but recorded as expired (never silent), and
      // its next call is tomorrow.
      expect(await calls(late.token)).toEqual([
        expect.objectContaining({ status: 'expired', attempts: [] }),
      ]);
      const [why] = await second.deps.db.query<{ last_error: string }>(
        'SELECT last_error FROM call_records WHERE user_id = $1',
        [late.userId],
      );
      expect(why?.last_error).toBe(DOWN_REASON);
      const [next] = await second.deps.db.query<{ next_call_at: Date }>(
        'SELECT next_call_at FROM schedules WHERE user_id = $1',
        [late.userId],
      );
      expect(new Date(next?.next_call_at ?? 0).toISOString()).toBe('2026-11-24T06:40:00.000Z');
      // Claimed at 06:58 by the process that died: its lease ran out, so it is placed now.
      expect(await calls(claimed.token)).toEqual([
        expect.objectContaining({ status: 'confirmed', attempts: [expect.anything()] }),
      ]);
    } finally {
      await second.stop();
    }
  }, 90_000); // three servers on one file-backed database: slow on a loaded 2-core machine

  it('a process stopping hands back what it claimed: another places it now, not after the lease', async () => {
    // Two processes on one database: the server, and a sibling whose synthesizer never answers.
    const at = testClock('2026-11-23T12:00:00Z');
    const server = await startTestServer({ clock: at });
    const stuck = { ...localSpeech(), synthesize: () => new Promise<never>(() => undefined) };
    const dying = await server.sibling({ speech: stuck });
    try {
      const user = await callableUser(
        server,
        { call_time: '06:30', timezone: 'Europe/London' },
        at.now(),
      );
      // 06:30:05 the next morning, due now and never prepared: the sibling claims it, then is stuck in synthesis.
      at.set('2026-11-24T06:30:05Z');
      void dying.calls.pipeline.tick();
      const status = async () =>
        (
          await server.deps.db.query<{ status: string }>(
            'SELECT status FROM call_records WHERE user_id = $1',
            [user.userId],
          )
        )[0]?.status;
      for (let i = 0; i < 50 && (await status()) !== 'placing'; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await status()).toBe('placing');
      // Stopping, it hands the call back…
      expect(await dying.calls.pipeline.release()).toBe(1);
      expect(await status()).toBe('queued');
      // …and the other process, a second later (well within the 2-minute lease), dials it at once.
      at.set('2026-11-24T06:30:06Z');
      expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
      await server.deps.calls.line.settle();
    } finally {
      await dying.close();
      await server.stop();
    }
  });
});
