/** Places each user's wake-up call once per scheduled day, at their time in their zone. */
import type { Db } from '../db';
import { wallClock } from './nextWakeUp';
import type { PhoneLine } from './phone';

interface DueRow {
  user_id: string;
  call_time: string;
  weekdays: string;
  timezone: string;
  last_called_on: string | null;
  phone_number: string;
}

/** Calls are placed up to this long after their time (a restart in between still calls). */
const GRACE_MINUTES = 15;

export async function placeDueCalls(
  db: Db,
  phone: PhoneLine,
  script: (userId: string) => Promise<string>,
  now: Date,
): Promise<number> {
  const rows = await db.query<DueRow>(
    `SELECT s.user_id, s.call_time, s.weekdays, s.timezone, s.last_called_on, p.phone_number
       FROM schedules s JOIN profiles p ON p.user_id = s.user_id
      WHERE s.enabled AND p.phone_verified AND p.phone_number <> ''`,
  );
  let placed = 0;
  for (const row of rows) {
    const clock = wallClock(now, row.timezone);
    const today = `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
    if (
      row.last_called_on === today ||
      !row.weekdays.split(',').map(Number).includes(clock.weekday)
    )
      continue;
    const [hour = 0, minute = 0] = row.call_time.split(':').map(Number);
    const late = clock.hour * 60 + clock.minute - (hour * 60 + minute);
    if (late < 0 || late > GRACE_MINUTES) continue;
    const claimed = await db.query(
      'UPDATE schedules SET last_called_on = $2 WHERE user_id = $1 AND last_called_on IS DISTINCT FROM $2 RETURNING user_id',
      [row.user_id, today],
    );
    if (!claimed.length) continue;
    await phone.placeCall({
      to: row.phone_number,
      kind: 'wakeup',
      userId: row.user_id,
      text: await script(row.user_id),
    });
    placed++;
  }
  return placed;
}

/** Checks every 30 s; returns a stop function. */
export function startScheduler(
  db: Db,
  phone: PhoneLine,
  script: (userId: string) => Promise<string>,
): () => void {
  const tick = () =>
    void placeDueCalls(db, phone, script, new Date()).catch((error: unknown) =>
      console.error('[scheduler]', error),
    );
  const timer = setInterval(tick, 30_000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
