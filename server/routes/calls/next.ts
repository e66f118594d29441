/**
 * GET /api/calls/next/: the next wake-up call's instant and local time, or why none is due (the one
 * callability rule, `daybreak_call_blocker`), and this morning's call while it is still trying.
 */
import { CALL, ACTIVE_STATES, sqlStates } from '../../../src/core/callStates';
import type { FromSchema } from 'json-schema-to-ts';
import type { callsNextResponseSchema } from '../../../src/core/schemas.gen';
import type { Db } from '../../db';
import { formatPhone } from '../../../src/core/phone';
import { NEXT_CALL_AT, NEXT_QUEUED } from '../../calls/lifecycle';

export type NextCall = FromSchema<typeof callsNextResponseSchema>;
type Reason = NonNullable<NextCall['reason']>;

const LOCAL = `'YYYY-MM-DD"T"HH24:MI'`;

/** `callerId`: the number the call comes from (the line's own), said with every answer. */
export async function nextCall(
  db: Db,
  userId: string,
  callerId: string,
  now: Date,
): Promise<NextCall> {
  const [row] = await db.query<{
    reason: Reason | null;
    timezone: string | null;
    next_call_at: Date | string | null;
    local_time: string | null;
    retry_id: number | null;
    retry_status: string | null;
    retry_at: Date | string | null;
    retry_local: string | null;
    attempts_made: number | null;
    max_attempts: number | null;
    call_key: string | null;
    passed_over: string | null;
    skip_dates: string[] | null;
    pause_from: string | null;
    pause_until: string | null;
  }>(
    // A call queued ahead of its time (and already prepared) comes before the schedule's next one.
    `SELECT daybreak_call_blocker($1) AS reason, s.timezone,
            ${NEXT_CALL_AT} AS next_call_at,
            to_char(${NEXT_CALL_AT} AT TIME ZONE s.timezone, ${LOCAL}) AS local_time,
            r.id AS retry_id, r.status AS retry_status, r.dial_at AS retry_at,
            to_char(r.dial_at AT TIME ZONE s.timezone, ${LOCAL}) AS retry_local,
            r.attempts_made, r.max_attempts,
            coalesce(q.dedupe_key, daybreak_call_key(s, s.next_call_at)) AS call_key,
            -- The first regular morning before the next call that a skip or the pause passed over.
            CASE WHEN u.at < ${NEXT_CALL_AT} OR s.next_call_at IS NULL
              THEN to_char(u.at AT TIME ZONE s.timezone, 'YYYY-MM-DD') END AS passed_over,
            ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(s.skip_dates) d) AS skip_dates,
            to_char(s.pause_from, 'YYYY-MM-DD') AS pause_from,
            to_char(s.pause_until, 'YYYY-MM-DD') AS pause_until
       FROM profiles p LEFT JOIN schedules s ON s.user_id = p.user_id
       LEFT JOIN LATERAL (
         SELECT daybreak_next_regular(s, $2, false) AS at WHERE s.user_id IS NOT NULL) u ON true
       LEFT JOIN LATERAL (
         SELECT id, status, dial_at, attempts_made, max_attempts FROM call_records
          WHERE user_id = $1 AND kind = 'wakeup' AND status IN (${sqlStates(ACTIVE_STATES)})
            AND attempts_made > 0
          ORDER BY id DESC LIMIT 1) r ON true
       ${NEXT_QUEUED}
      WHERE p.user_id = $1`,
    [userId, now],
  );
  const retry =
    row?.retry_id != null
      ? {
          call_id: row.retry_id,
          ringing: row.retry_status !== CALL.queued,
          at:
            row.retry_status === CALL.queued && row.retry_at
              ? new Date(row.retry_at).toISOString()
              : null,
          local_time: row.retry_status === CALL.queued ? row.retry_local : null,
          attempt: (row.attempts_made ?? 0) + (row.retry_status === CALL.queued ? 1 : 0),
          max_attempts: row.max_attempts ?? 1,
        }
      : null;
  const timezone = row?.timezone ?? null;
  if (!row || row.reason || !row.next_call_at)
    return {
      next_call_at: null,
      local_time: null,
      timezone,
      reason: row?.reason ?? (row ? 'no_weekday' : 'no_schedule'),
      retry,
      caller_id: callerId,
      caller_id_display: formatPhone(callerId),
    };
  const passed = row.passed_over;
  const paused =
    passed !== null && row.pause_from !== null && row.pause_until !== null
      ? passed >= row.pause_from && passed <= row.pause_until
      : false;
  return {
    next_call_at: new Date(row.next_call_at).toISOString(),
    skipping: passed !== null && !paused && (row.skip_dates ?? []).includes(passed) ? passed : null,
    paused_until: paused ? row.pause_until : null,
    one_off: row.call_key?.includes('T') ?? false,
    local_time: row.local_time,
    timezone,
    reason: null,
    retry,
    caller_id: callerId,
    caller_id_display: formatPhone(callerId),
  };
}
