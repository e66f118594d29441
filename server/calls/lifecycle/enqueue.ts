/**
 * Due schedules become wake-up call records: one statement (`queue.enqueueDue`) over schedule rows
 * locked with SKIP LOCKED inserts the records (unique per user, kind and local date, so racing
 * processes queue each call once) and moves every schedule on to its next call. Calls are queued up
 * to `PREPARE_AHEAD_MS` before they are due, so their words and audio are ready when they ring. A
 * call found more than the grace late (the service was not running at its time) is recorded as
 * expired, with why — never skipped in silence.
 */
import type { Db } from '../../db';
import { queue } from './queue';

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
    const [row] = await queue.enqueueDue(db, now, BATCH, GRACE_MS, PREPARE_AHEAD_MS, DOWN_REASON);
    total.queued += Number(row?.queued ?? 0);
    total.expired += Number(row?.expired ?? 0);
    if (Number(row?.due ?? 0) < BATCH) break;
  }
  if (total.expired)
    console.warn(`[calls] ${total.expired} wake-up call(s) expired: ${DOWN_REASON.toLowerCase()}`);
  return total;
}
