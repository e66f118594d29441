/** GET /api/calls/next/: the next wake-up call's instant and local time, or why none is due. */
import type { FromSchema } from 'json-schema-to-ts';
import type { callsNextResponseSchema } from '../../../src/core/schemas.gen';
import { wallClock } from '../../calls/nextWakeUp';
import type { Db } from '../../db';

export type NextCall = FromSchema<typeof callsNextResponseSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

export async function nextCall(db: Db, userId: string): Promise<NextCall> {
  const [row] = await db.query<{
    enabled: boolean;
    weekdays: string;
    timezone: string;
    next_call_at: Date | string | null;
    phone_ok: boolean;
    blocks: number | string;
  }>(
    `SELECT s.enabled, s.weekdays, s.timezone, s.next_call_at,
            p.phone_verified AND p.phone_number <> '' AS phone_ok,
            (SELECT count(*) FROM user_blocks b WHERE b.user_id = s.user_id AND b.is_enabled) AS blocks
       FROM schedules s JOIN profiles p ON p.user_id = s.user_id WHERE s.user_id = $1`,
    [userId],
  );
  const none = (reason: NonNullable<NextCall['reason']>, timezone: string | null = null) => ({
    next_call_at: null,
    local_time: null,
    timezone,
    reason,
  });
  if (!row) return none('no_schedule');
  if (!row.enabled) return none('calls_off', row.timezone);
  if (!row.weekdays.trim()) return none('no_weekday', row.timezone);
  if (!row.phone_ok) return none('no_verified_phone', row.timezone);
  if (Number(row.blocks) === 0) return none('empty_routine', row.timezone);
  if (!row.next_call_at) return none('no_weekday', row.timezone);
  const at = new Date(row.next_call_at);
  const w = wallClock(at, row.timezone);
  return {
    next_call_at: at.toISOString(),
    local_time: `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`,
    timezone: row.timezone,
    reason: null,
  };
}
