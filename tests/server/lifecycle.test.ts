/**
 * What the user sees is what will ring: the defaults are a real schedule from registration, call
 * states are one vocabulary, and each retry honours what the user wants now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PLAN } from '../../src/core/schedulePlan';
import { SCHEDULE_DEFAULTS } from '../../src/core/constants';
import { callStatusSchema } from '../../src/core/schemas.gen';
import type { CallRecord } from '../../server/routes/calls/model';
import { migrate } from '../../server/db/migrate';
import { sweepAudio } from '../../server/calls/lifecycle';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, replan, testClock } from './pipelineSetup';

// Monday 2026-11-23 07:00 in Paris is 06:00 UTC.
const DUE = '2026-11-23T06:00:00.000Z';
const clock = testClock('2026-11-22T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { LOCAL_CALL_OUTCOME: 'no-answer' } });
});
afterAll(() => server.stop());

async function run(at: string | Date) {
  clock.set(at);
  const { queued, dialled } = await server.deps.calls.pipeline.tick();
  await server.deps.calls.line.settle();
  return { queued, dialled };
}
const at = (offsetMs: number) => new Date(new Date(DUE).getTime() + offsetMs);
async function lastCall(token: string) {
  const { body } = await server.api('GET', '/api/calls/', token);
  return (body as { calls: CallRecord[] }).calls[0];
}

describe('the defaults are in effect', () => {
  it('a new user has the spec’s schedule in the database, in their zone, and is called without saving', async () => {
    clock.set('2026-11-22T12:00:00Z'); // a Sunday
    const user = await server.signIn('paris@example.com', 'Ada Lovelace');
    const registered = await server.api('POST', '/api/users/register/', user.token, {
      supabase_uid: user.userId,
      email: 'paris@example.com',
      name: 'Ada Lovelace',
      auth_provider: 'google',
      timezone: 'Europe/Paris',
    });
    expect(registered.status).toBe(201);
    const schedule = await server.api('GET', '/api/call-blocks/schedule/', user.token);
    expect(schedule.body).toEqual({
      ...SCHEDULE_DEFAULTS,
      ...EMPTY_PLAN,
      timezone: 'Europe/Paris',
    });

    // Phone verified and a block added: the next call is 08:00 on the next weekday, in Paris.
    await server.deps.db.query(
      'UPDATE profiles SET phone_number = $2, phone_verified = true WHERE user_id = $1',
      [user.userId, '+33612345678'],
    );
    await server.api('POST', '/api/call-blocks/user/', user.token, {
      block: 'horoscope',
      order: 0,
    });
    const [row] = await server.deps.db.query<{ next_call_at: Date }>(
      'SELECT next_call_at FROM schedules WHERE user_id = $1',
      [user.userId],
    );
    expect(row?.next_call_at).toBeTruthy();
    const next = await server.api('GET', '/api/calls/next/', user.token);
    expect(next.body).toMatchObject({ reason: null, timezone: 'Europe/Paris', retry: null });
    expect((next.body as { local_time: string }).local_time).toMatch(/T08:00$/);
  });

  it('migration 006 gives a schedule with the defaults to a profile registered without one', async () => {
    const { db } = server.deps;
    const { userId } = await server.newUser();
    await db.query('DELETE FROM schedules WHERE user_id = $1', [userId]);
    await db.exec(`
      DROP FUNCTION daybreak_call_blocker(text);
      ALTER TABLE call_records DROP CONSTRAINT call_records_status;
      ALTER TABLE schedules ALTER COLUMN snooze_minutes DROP NOT NULL,
        ALTER COLUMN max_attempts DROP NOT NULL, ALTER COLUMN snooze_minutes DROP DEFAULT,
        ALTER COLUMN max_attempts DROP DEFAULT;
      CREATE FUNCTION daybreak_profile_replan() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RETURN NULL; END $$;
      CREATE TRIGGER profiles_replan AFTER UPDATE OF phone_number ON profiles
        FOR EACH ROW EXECUTE FUNCTION daybreak_profile_replan();`);
    await db.query("DELETE FROM schema_migrations WHERE name = '006_call_lifecycle.sql'");
    await migrate(db);
    const [row] = await db.query(
      `SELECT enabled, call_time, weekdays, voice_id, snooze_minutes, max_attempts
         FROM schedules WHERE user_id = $1`,
      [userId],
    );
    const { enabled, call_time, weekdays, voice_id, snooze_minutes, max_attempts } =
      SCHEDULE_DEFAULTS;
    expect(row).toEqual({
      enabled,
      call_time,
      weekdays,
      voice_id,
      snooze_minutes,
      max_attempts,
    });
    // The columns' own defaults (rows written straight into the table) agree too.
    const defaults = await db.query<{ column_name: string; column_default: string }>(
      `SELECT column_name, column_default FROM information_schema.columns
        WHERE table_name = 'schedules' AND column_name IN ('snooze_minutes', 'max_attempts')
          AND table_schema = current_schema()`,
    );
    expect(
      Object.fromEntries(defaults.map((c) => [c.column_name, Number(c.column_default)])),
    ).toEqual({ snooze_minutes, max_attempts });
  });
});

describe('one vocabulary of call states', () => {
  it('the database accepts exactly the states of call-status.schema.json', async () => {
    const [row] = await server.deps.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'call_records_status'`,
    );
    const inSql = [...(row?.def ?? '').matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
    expect(inSql.sort()).toEqual([...callStatusSchema.enum].sort());
    await expect(
      server.deps.db.query(
        "INSERT INTO call_records (kind, to_number, due_at, local_date, status) VALUES ('test', '+12025550100', now(), '2026-11-23', 'answered')",
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('each active state has its own time, set exactly while the record is in it', async () => {
    const insert = (status: string, times: string) =>
      server.deps.db.query(
        `INSERT INTO call_records (kind, to_number, due_at, local_date, status, dial_at, lease_until, give_up_at)
         VALUES ('wakeup', '+12025550100', now(), '2026-11-23', $1, ${times})`,
        [status],
      );
    await expect(insert('queued', 'NULL, NULL, NULL')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('queued', 'now(), now(), NULL')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('placing', 'now(), NULL, NULL')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('ringing', 'NULL, now(), NULL')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('missed', 'NULL, NULL, now()')).rejects.toMatchObject({ code: '23514' });
    const [kept] = await server.deps.db.query<{ id: number }>(
      `INSERT INTO call_records (kind, to_number, due_at, local_date, status, give_up_at)
       VALUES ('test', '+12025550100', now(), '2026-11-23', 'ringing', now()) RETURNING id`,
    );
    expect(kept?.id).toBeGreaterThan(0);
    await server.deps.db.query('DELETE FROM call_records WHERE id = $1', [kept?.id]);
  });
});

describe('retries honour the present', () => {
  it('turning calls off after attempt 1 stops the morning: no attempt 2, the call says why', async () => {
    clock.set('2026-11-22T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
    );
    expect(await run(at(5_000))).toEqual({ queued: 1, dialled: 1 });
    const pending = await server.api('GET', '/api/calls/next/', user.token);
    expect((pending.body as { retry: unknown }).retry).toEqual({
      call_id: expect.any(Number),
      at: at(5 * MINUTE + 5_000)
        .toISOString()
        .replace(/\.\d+Z$/, '.000Z'),
      local_time: '2026-11-23T07:05',
      attempt: 2,
      max_attempts: 3,
      ringing: false,
    });

    const schedule = await server.api('GET', '/api/call-blocks/schedule/', user.token);
    const off = await server.api('PUT', '/api/call-blocks/schedule/', user.token, {
      ...(schedule.body as object),
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(await lastCall(user.token)).toMatchObject({ status: 'stopped' });
    expect((await run(at(6 * MINUTE))).dialled).toBe(0);
    expect((await run(at(12 * MINUTE))).dialled).toBe(0);
    const call = await lastCall(user.token);
    expect(call?.attempts).toHaveLength(1);
    const next = await server.api('GET', '/api/calls/next/', user.token);
    expect(next.body).toMatchObject({ reason: 'calls_off', retry: null });
  });

  it('a number verified after attempt 1 gets the remaining attempts', async () => {
    clock.set('2026-11-29T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
      '+12025550142',
    );
    const due = new Date('2026-11-30T06:00:00.000Z').getTime();
    clock.set(new Date(due + 5_000));
    await server.deps.calls.pipeline.tick();
    await server.deps.calls.line.settle();
    await server.deps.db.query(
      'UPDATE profiles SET phone_number = $2, phone_verified = true WHERE user_id = $1',
      [user.userId, '+33612345678'],
    );
    clock.set(new Date(due + 5 * MINUTE + 10_000));
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
    await server.deps.calls.line.settle();
    const numbers = await server.deps.db.query<{ to_number: string }>(
      'SELECT to_number FROM calls WHERE user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(numbers.map((n) => n.to_number)).toEqual(['+12025550142', '+33612345678']);
    expect(await lastCall(user.token)).toMatchObject({ to: '+33612345678' });
  });

  it('a number that lost its verification stops the remaining attempts', async () => {
    clock.set('2026-12-06T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
      '+12025550143',
    );
    const due = new Date('2026-12-07T06:00:00.000Z').getTime();
    clock.set(new Date(due + 5_000));
    await server.deps.calls.pipeline.tick();
    await server.deps.calls.line.settle();
    await server.deps.db.query('UPDATE profiles SET phone_verified = false WHERE user_id = $1', [
      user.userId,
    ]);
    clock.set(new Date(due + 5 * MINUTE + 10_000));
    await server.deps.calls.pipeline.tick();
    await server.deps.calls.line.settle();
    const call = await lastCall(user.token);
    expect(call).toMatchObject({ status: 'stopped' });
    expect(call?.attempts).toHaveLength(1);
  });

  it('a call queued ahead is the next call; a new time drops it, a new routine makes it speak again', async () => {
    clock.set('2026-12-13T12:00:00Z'); // a Sunday; the call is Monday 07:00 in Paris
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Europe/Paris' },
      clock.now(),
      '+12025550144',
    );
    const due = new Date('2026-12-14T06:00:00.000Z');
    clock.set(new Date(due.getTime() - 10 * MINUTE));
    await server.deps.calls.pipeline.tick();
    const next = async () =>
      (await server.api('GET', '/api/calls/next/', user.token)).body as {
        next_call_at: string;
        local_time: string;
      };
    // Queued and prepared, yet the line still names this morning's call, not tomorrow's.
    expect(await next()).toMatchObject({
      next_call_at: due.toISOString(),
      local_time: '2026-12-14T07:00',
    });
    const words = async () =>
      (
        await server.deps.db.query<{ words: string | null }>(
          "SELECT words FROM call_records WHERE user_id = $1 AND status = 'queued'",
          [user.userId],
        )
      ).map((r) => r.words);
    expect((await words())[0]).toMatch(/Good morning/);

    // A block added now is heard in the call: the prepared words are made again.
    await server.api('POST', '/api/call-blocks/user/', user.token, {
      block: 'word_of_the_day',
      order: 1,
    });
    expect(await words()).toEqual([null]);
    // The first recording is let go of, and the retention sweep deletes its file.
    const [trashed] = await server.deps.db.query<{ key: string }>('SELECT key FROM audio_trash');
    expect(await server.deps.calls.audio.get(trashed?.key ?? '')).toBeTruthy();
    await sweepAudio(server.deps.db, server.deps.calls.audio, clock.now(), 30);
    expect(await server.deps.calls.audio.get(trashed?.key ?? '')).toBeNull();
    await server.deps.calls.pipeline.prepareAhead();
    expect((await words())[0]).toMatch(/word of the day/i);

    // A new time: the call queued for the old time is gone; the next call is the new one.
    const schedule = await server.api('GET', '/api/call-blocks/schedule/', user.token);
    await server.api('PUT', '/api/call-blocks/schedule/', user.token, {
      ...(schedule.body as object),
      call_time: '07:20',
    });
    expect(await words()).toEqual([]);
    await replan(server.deps.db, user.userId, clock.now()); // the trigger planned from the real clock
    expect(await next()).toMatchObject({ local_time: '2026-12-14T07:20' });
  });
});

describe('a user who becomes callable inside the preparation window is called that morning', () => {
  // Monday 14 Dec 2026, 07:00 in Paris. Found by an end-to-end walk at 07:51 in Tokyo: a new user whose
  // first block was added inside the window lost that morning's call, and skipping the next call
  // brought it back.
  const due = new Date('2026-12-14T06:00:00.000Z');
  const records = (userId: string) =>
    server.deps.db.query<{ status: string; due_at: Date }>(
      "SELECT status, due_at FROM call_records WHERE user_id = $1 AND kind = 'wakeup'",
      [userId],
    );
  const nextOf = async (token: string) =>
    (await server.api('GET', '/api/calls/next/', token)).body as {
      next_call_at: string | null;
      reason: string | null;
    };
  /** A user with a verified number (or none) and no block yet: not callable. */
  async function notYetCallable(verified: boolean) {
    clock.set('2026-12-13T12:00:00Z');
    const user = await server.newUser();
    await server.deps.db.query(
      'UPDATE profiles SET phone_number = $2, phone_verified = $3 WHERE user_id = $1',
      [user.userId, `+1202${2_000_000 + Math.floor(Math.random() * 8_000_000)}`, verified],
    );
    const saved = await server.api('PUT', '/api/call-blocks/schedule/', user.token, {
      ...SCHEDULE_DEFAULTS,
      call_time: '07:00',
      weekdays: '1,2,3,4,5,6,7',
      timezone: 'Europe/Paris',
    });
    expect(saved.status).toBe(200);
    await replan(server.deps.db, user.userId, clock.now());
    return user;
  }
  const addBlock = (token: string) =>
    server.api('POST', '/api/call-blocks/user/', token, { block: 'horoscope', order: 0 });

  it('its first block added ten minutes before: the call is queued and the line names it', async () => {
    const user = await notYetCallable(true);
    clock.set(new Date(due.getTime() - 10 * MINUTE));
    await server.deps.calls.pipeline.tick();
    expect(await nextOf(user.token)).toMatchObject({ reason: 'empty_routine' });
    await addBlock(user.token);
    expect(await nextOf(user.token)).toMatchObject({ next_call_at: due.toISOString() });
    clock.set(new Date(due.getTime() - 9 * MINUTE));
    await server.deps.calls.pipeline.tick();
    expect(await records(user.userId)).toEqual([{ status: 'queued', due_at: due }]);
    expect(await nextOf(user.token)).toMatchObject({ next_call_at: due.toISOString() });
  });

  it('its number verified five minutes before: the call is queued', async () => {
    const user = await notYetCallable(false);
    await addBlock(user.token);
    clock.set(new Date(due.getTime() - 10 * MINUTE));
    await server.deps.calls.pipeline.tick();
    await server.deps.db.query('UPDATE profiles SET phone_verified = true WHERE user_id = $1', [
      user.userId,
    ]);
    clock.set(new Date(due.getTime() - 5 * MINUTE));
    await server.deps.calls.pipeline.tick();
    expect(await records(user.userId)).toEqual([{ status: 'queued', due_at: due }]);
  });

  it('still not callable when the time comes: that morning passes, the next is planned', async () => {
    const user = await notYetCallable(true);
    clock.set(new Date(due.getTime() - 10 * MINUTE));
    await server.deps.calls.pipeline.tick();
    clock.set(new Date(due.getTime() + 1000));
    await server.deps.calls.pipeline.tick();
    await addBlock(user.token);
    expect(await records(user.userId)).toEqual([]);
    expect(await nextOf(user.token)).toMatchObject({
      next_call_at: new Date(due.getTime() + 24 * 60 * MINUTE).toISOString(),
    });
  });
});
