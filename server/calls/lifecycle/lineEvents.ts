/**
 * What the line reports about an attempt (Twilio's status and gather callbacks, or the local line)
 * updates the attempt and, when it ends, decides what happens to the call. Every update is
 * conditional, so a repeated callback changes nothing.
 */
import type { Db } from '../../db';
import type { Clock } from '../clock';
import type { LineEvents, LineStatus } from '../lines';
import { nextAfterUnconfirmed } from './retry';

const FINAL = new Set<LineStatus>(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

/** After an attempt ends: confirmed stays confirmed; a wake-up call is tried again after the snooze
 *  until its attempts are used up (then missed); other calls end with the attempt. */
export async function settleCall(db: Db, callId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [call] = await tx.query<{
      kind: string;
      status: string;
      attempts_made: number;
      max_attempts: number;
      snooze_minutes: number;
    }>(
      'SELECT kind, status, attempts_made, max_attempts, snooze_minutes FROM call_records WHERE id = $1 FOR UPDATE',
      [callId],
    );
    if (!call || call.status !== 'ringing') return;
    const [last] = await tx.query<{ outcome: string | null }>(
      'SELECT outcome FROM call_attempts WHERE call_id = $1 ORDER BY number DESC LIMIT 1',
      [callId],
    );
    if (!last?.outcome) return;
    const again = nextAfterUnconfirmed(call, now);
    const status = again
      ? 'queued'
      : call.kind !== 'wakeup' && last.outcome === 'completed'
        ? 'completed'
        : 'missed';
    await tx.query(
      `UPDATE call_records SET status = $2, dial_at = $3, give_up_at = NULL, updated_at = $4
        WHERE id = $1`,
      [callId, status, again, now],
    );
  });
}

export function lineEvents(db: Db, clock: Clock): LineEvents {
  return {
    async status(attemptId, status, answeredBy = null, sid = null) {
      const now = clock.now();
      // The line's id, when given, must be the attempt's (or none recorded yet: the dial is in flight).
      const same = '($4::text IS NULL OR provider_sid IS NULL OR provider_sid = $4)';
      if (status === 'in-progress') {
        await db.query(
          `UPDATE call_attempts SET answered_at = coalesce(answered_at, $2),
             answered_by = coalesce($3, answered_by) WHERE id = $1 AND outcome IS NULL AND ${same}`,
          [attemptId, now, answeredBy, sid],
        );
        return;
      }
      if (!FINAL.has(status)) return;
      const [ended] = await db.query<{ call_id: number }>(
        `UPDATE call_attempts SET ended_at = $2, answered_by = coalesce($3, answered_by),
           -- a machine (Twilio's machine_*, or fax: isMachine in twilioLine.ts) is voicemail
           outcome = CASE WHEN coalesce($3, answered_by) LIKE 'machine%' OR coalesce($3, answered_by) = 'fax'
             THEN 'voicemail' WHEN $5 = 'canceled' THEN 'failed' ELSE $5 END
         WHERE id = $1 AND outcome IS NULL AND ${same} RETURNING call_id`,
        [attemptId, now, answeredBy, sid, status],
      );
      if (ended) await settleCall(db, ended.call_id, now);
    },
    async gather(attemptId, digits) {
      if (digits.trim() !== '1') return false;
      const now = clock.now();
      return db.transaction(async (tx) => {
        // The call's current attempt, still on the line, of a call still ringing.
        const [call] = await tx.query<{ id: number }>(
          `UPDATE call_records c SET confirmed = true, status = 'confirmed', give_up_at = NULL, updated_at = $2
             FROM call_attempts a
            WHERE a.id = $1 AND c.id = a.call_id AND a.outcome IS NULL
              AND a.number = (SELECT max(number) FROM call_attempts WHERE call_id = c.id)
              AND c.kind = 'wakeup' AND c.status = 'ringing'
           RETURNING c.id`,
          [attemptId, now],
        );
        if (!call) return false;
        await tx.query('UPDATE call_attempts SET confirmed = true WHERE id = $1', [attemptId]);
        return true;
      });
    },
  };
}
