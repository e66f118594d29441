/**
 * Due schedules become queued wake-up calls: one statement over schedule rows locked with SKIP LOCKED
 * inserts the records (unique per user, kind and local date, so racing processes queue each call
 * once) and moves every schedule on to its next call. A call more than the grace late is skipped.
 */
import type { Db } from '../db';

/** A wake-up call is still placed up to this late (e.g. the server was down at its time). */
export const GRACE_MS = 15 * 60_000;
const BATCH = 500;

export async function enqueueDue(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const [row] = await db.query<{ due: number | string; queued: number | string }>(
      `WITH due AS (
         SELECT s.user_id, s.next_call_at, s.timezone, s.voice_id,
                s.snooze_minutes AS snooze, s.max_attempts AS attempts,
                p.phone_number, daybreak_call_blocker(s.user_id) IS NULL AS callable,
                to_char(s.next_call_at AT TIME ZONE s.timezone, 'YYYY-MM-DD') AS local_date
           FROM schedules s JOIN profiles p ON p.user_id = s.user_id
          WHERE s.next_call_at <= $1
          ORDER BY s.next_call_at LIMIT $2
            FOR UPDATE OF s SKIP LOCKED
       ), queued AS (
         INSERT INTO call_records (user_id, kind, to_number, due_at, local_date, dedupe_key, status, run_at,
                                   voice_id, snooze_minutes, max_attempts)
         SELECT user_id, 'wakeup', phone_number, next_call_at, local_date,
                user_id || ':wakeup:' || local_date, 'queued', next_call_at, voice_id, snooze, attempts
           FROM due WHERE callable AND next_call_at >= $1::timestamptz - $3 * interval '1 millisecond'
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id
       ), advanced AS (
         UPDATE schedules s SET next_call_at = daybreak_next_call(s.call_time, s.weekdays, s.timezone,
                greatest(due.next_call_at, $1::timestamptz - $3 * interval '1 millisecond'))
           FROM due WHERE s.user_id = due.user_id RETURNING 1
       )
       SELECT (SELECT count(*) FROM advanced) AS due, (SELECT count(*) FROM queued) AS queued`,
      [now, BATCH, GRACE_MS],
    );
    queued += Number(row?.queued ?? 0);
    if (Number(row?.due ?? 0) < BATCH) return queued;
  }
}
