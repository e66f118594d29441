/**
 * Due schedules become wake-up call records: one statement over schedule rows locked with SKIP LOCKED
 * inserts the records (unique per user, kind and local date, so racing processes queue each call
 * once) and moves every schedule on to its next call. Calls are queued up to `PREPARE_AHEAD_MS`
 * before they are due, so their words and audio are ready when they ring. A call found more than the
 * grace late (the service was not running at its time) is recorded as expired, with why — never
 * skipped in silence.
 */
import type { Db } from '../../db';

/** A wake-up call is still placed up to this late (e.g. the server was busy at its time). */
export const GRACE_MS = 15 * 60_000;
/** Calls are queued, and so prepared, this long before they are due. */
export const PREPARE_AHEAD_MS = 15 * 60_000;
/** Why a morning found too late was not placed. */
export const DOWN_REASON = 'Daybreak was not running at the time of the call';
const BATCH = 500;

export interface Enqueued {
  queued: number;
  /** Found more than the grace late: recorded as expired. */
  expired: number;
}

export async function enqueueDue(db: Db, now: Date): Promise<Enqueued> {
  const total = { queued: 0, expired: 0 };
  for (;;) {
    const [row] = await db.query<{
      due: number | string;
      queued: number | string;
      expired: number | string;
    }>(
      `WITH due AS (
         SELECT s.user_id, s.next_call_at, s.timezone, s.voice_id,
                s.snooze_minutes AS snooze, s.max_attempts AS attempts,
                p.phone_number, daybreak_call_blocker(s.user_id) IS NULL AS callable,
                s.next_call_at < $1::timestamptz - $3 * interval '1 millisecond' AS late,
                to_char(s.next_call_at AT TIME ZONE s.timezone, 'YYYY-MM-DD') AS local_date
           FROM schedules s JOIN profiles p ON p.user_id = s.user_id
          WHERE s.next_call_at <= $1::timestamptz + $4 * interval '1 millisecond'
          ORDER BY s.next_call_at LIMIT $2
            FOR UPDATE OF s SKIP LOCKED
       ), queued AS (
         INSERT INTO call_records (user_id, kind, to_number, due_at, local_date, dedupe_key, status, dial_at,
                                   voice_id, snooze_minutes, max_attempts, last_error)
         SELECT user_id, 'wakeup', phone_number, next_call_at, local_date,
                user_id || ':wakeup:' || local_date, CASE WHEN late THEN 'expired' ELSE 'queued' END,
                CASE WHEN late THEN NULL ELSE next_call_at END, voice_id, snooze, attempts,
                CASE WHEN late THEN $5 END
           FROM due WHERE callable
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING status
       ), advanced AS (
         UPDATE schedules s SET next_call_at = daybreak_next_call(s.call_time, s.weekdays, s.timezone,
                greatest(due.next_call_at, $1::timestamptz - $3 * interval '1 millisecond'))
           FROM due WHERE s.user_id = due.user_id RETURNING 1
       )
       SELECT (SELECT count(*) FROM advanced) AS due,
              (SELECT count(*) FROM queued WHERE status = 'queued') AS queued,
              (SELECT count(*) FROM queued WHERE status = 'expired') AS expired`,
      [now, BATCH, GRACE_MS, PREPARE_AHEAD_MS, DOWN_REASON],
    );
    total.queued += Number(row?.queued ?? 0);
    total.expired += Number(row?.expired ?? 0);
    if (Number(row?.due ?? 0) < BATCH) break;
  }
  if (total.expired)
    console.warn(`[calls] ${total.expired} wake-up call(s) expired: ${DOWN_REASON.toLowerCase()}`);
  return total;
}
