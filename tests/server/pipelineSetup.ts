/** Shared set-up for the call pipeline suites: a settable clock and users ready to be called. */
import type { Db } from '../../server/db';
import { SCHEDULE_DEFAULTS } from '../../src/core/constants';
import type { TestServer } from './harness';

export interface TestClock {
  now(): Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

export function testClock(iso: string): TestClock {
  let at = new Date(iso);
  return {
    now: () => at,
    set: (to) => void (at = new Date(to)),
    advance: (ms) => void (at = new Date(at.getTime() + ms)),
  };
}

export interface Wakeable {
  call_time: string;
  weekdays?: string;
  timezone: string;
  snooze_minutes?: number;
  max_attempts?: number;
  voice_id?: string;
}

/** A registered user with a verified phone, one block and a schedule; planned from `from`. */
export async function callableUser(
  server: TestServer,
  schedule: Wakeable,
  from: Date,
  phone = `+1202${2_000_000 + Math.floor(Math.random() * 8_000_000)}`,
) {
  const user = await server.newUser();
  await server.deps.db.query(
    'UPDATE profiles SET phone_number = $2, phone_verified = true WHERE user_id = $1',
    [user.userId, phone],
  );
  await server.api('POST', '/api/call-blocks/user/', user.token, { block: 'horoscope', order: 0 });
  const saved = await server.api('PUT', '/api/call-blocks/schedule/', user.token, {
    ...SCHEDULE_DEFAULTS,
    weekdays: '1,2,3,4,5,6,7',
    ...schedule,
  });
  if (saved.status !== 200) throw new Error(`schedule answered ${saved.status}`);
  await replan(server.deps.db, user.userId, from);
  return { ...user, phone };
}

/** Plans the user's next call as if the schedule had been saved at `from` (tests run on a fake clock). */
export async function replan(db: Db, userId: string, from: Date): Promise<void> {
  await db.query('UPDATE schedules s SET next_call_at = daybreak_plan(s, $2) WHERE user_id = $1', [
    userId,
    from,
  ]);
}

export const MINUTE = 60_000;
