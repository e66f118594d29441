import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { localSpeech } from '../../server/calls/speech';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

const USERS = 50;
// Due Tuesday 2026-11-24 07:00 in New York (12:00 UTC).
const DUE = new Date('2026-11-24T12:00:00Z');
const clock = testClock('2026-11-24T11:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { CALLS_PER_SECOND: '1000' } });
});
afterAll(() => server.stop());

/** 50 users straight into the tables (the HTTP path is covered elsewhere), all due at DUE. */
async function seedUsers() {
  const { db } = server.deps;
  const ids = Array.from({ length: USERS }, (_, i) => `once-${i}`);
  await db.query(
    `INSERT INTO profiles (user_id, email, first_name, phone_number, phone_verified)
     SELECT id, id || '@example.com', 'Sam', '+1202' || (2000000 + n)::text, true
       FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
    [ids],
  );
  await db.query(
    `INSERT INTO user_blocks (user_id, block_id, position) SELECT id, 'horoscope', 0 FROM unnest($1::text[]) id`,
    [ids],
  );
  await db.query(
    `INSERT INTO schedules (user_id, enabled, call_time, weekdays, timezone, voice_id)
     SELECT id, true, '07:00', '1,2,3,4,5', 'America/New_York', '21m00Tcm4TlvDq8ikWAM' FROM unnest($1::text[]) id`,
    [ids],
  );
  await db.query('UPDATE schedules s SET next_call_at = daybreak_plan(s, $1)', [clock.now()]);
}

describe('exactly once across processes', () => {
  it(
    '3 processes, 50 users due in the same minute: 50 calls, one attempt each',
    { timeout: 90_000 },
    async () => {
      await seedUsers();
      const processes = [
        { calls: server.deps.calls, close: async () => undefined },
        await server.sibling(),
        await server.sibling(),
      ];
      try {
        for (const offset of [-1_000, 1_000, 20_000, 45_000, 90_000]) {
          clock.set(new Date(DUE.getTime() + offset));
          // Each process enqueues and works twice, all at once.
          await Promise.all(
            processes.flatMap((p) => [p.calls.pipeline.tick(), p.calls.pipeline.tick()]),
          );
        }
        await Promise.all(processes.map((p) => p.calls.line.settle()));
      } finally {
        await Promise.all(processes.slice(1).map((p) => p.close()));
      }
      const { db } = server.deps;
      const [records] = await db.query<{ n: string; users: string; dates: string }>(
        `SELECT count(*) AS n, count(DISTINCT user_id) AS users, count(DISTINCT local_date) AS dates
         FROM call_records WHERE kind = 'wakeup' AND user_id LIKE 'once-%'`,
      );
      expect(Number(records?.n)).toBe(USERS);
      expect(Number(records?.users)).toBe(USERS);
      expect(Number(records?.dates)).toBe(1);
      const [dialled] = await db.query<{ n: string }>(
        "SELECT count(*) AS n FROM calls WHERE kind = 'wakeup' AND user_id LIKE 'once-%'",
      );
      expect(Number(dialled?.n)).toBe(USERS);
      const [attempts] = await db.query<{ n: string; confirmed: string }>(
        `SELECT count(*) AS n, count(*) FILTER (WHERE a.confirmed) AS confirmed
         FROM call_attempts a JOIN call_records r ON r.id = a.call_id WHERE r.user_id LIKE 'once-%'`,
      );
      expect(Number(attempts?.n)).toBe(USERS);
      expect(Number(attempts?.confirmed)).toBe(USERS);
      // Every schedule moved on to Wednesday.
      const [planned] = await db.query<{ n: string }>(
        "SELECT count(*) AS n FROM schedules WHERE user_id LIKE 'once-%' AND next_call_at = '2026-11-25T12:00:00Z'",
      );
      expect(Number(planned?.n)).toBe(USERS);
    },
  );
});

describe('a lease that ran out', () => {
  it('a slow process whose claim was taken over is fenced off: only the new holder dials', async () => {
    clock.set('2026-11-24T11:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '08:00', timezone: 'America/New_York' },
      clock.now(),
    );
    const speech = localSpeech({ workers: 1 });
    const gated = async () => {
      let open = () => undefined as void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const process = await server.sibling({
        speech: {
          ...speech,
          synthesize: async (text, voice) => (await gate, speech.synthesize(text, voice)),
        },
      });
      return { process, open };
    };
    const [a, b] = [await gated(), await gated()];
    try {
      clock.set('2026-11-24T13:00:05Z');
      const lease = async () =>
        (
          await server.deps.db.query<{ lease_until: Date | null }>(
            "SELECT lease_until FROM call_records WHERE user_id = $1 AND kind = 'wakeup'",
            [user.userId],
          )
        )[0]?.lease_until ?? null;
      const first = a.process.calls.pipeline.tick(); // claims, then waits in synthesis
      // Each step waits for the claim it expects (a fixed pause was too short on a loaded machine).
      const claimed = await vi.waitFor(
        async () => {
          const at = await lease();
          expect(at).not.toBeNull();
          return new Date(at ?? 0).getTime();
        },
        { timeout: 30_000, interval: 50 },
      );
      clock.advance(3 * MINUTE); // its 2-minute lease runs out
      const second = b.process.calls.pipeline.tick(); // claims it again, waits too
      await vi.waitFor(
        async () => expect(new Date((await lease()) ?? 0).getTime()).toBeGreaterThan(claimed),
        { timeout: 30_000, interval: 50 },
      );
      a.open(); // the old holder wakes up first: its lease is no longer the record's
      expect((await first).dialled).toBe(0);
      b.open();
      expect((await second).dialled).toBe(1);
    } finally {
      await Promise.all([a.process.close(), b.process.close()]);
    }
    const [dials] = await server.deps.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM calls WHERE user_id = $1 AND kind = 'wakeup'",
      [user.userId],
    );
    expect(Number(dials?.n)).toBe(1);
  });
});
