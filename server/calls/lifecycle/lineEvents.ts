/**
 * What the line reports about an attempt (Twilio's status and gather callbacks, or the local line)
 * updates the attempt and, when it ends, decides what happens to the call. Every update is
 * conditional, so a repeated callback changes nothing.
 */
import { CALL } from '../../../src/core/callStates';
import type { Db } from '../../db';
import type { Clock } from '../clock';
import type { LineEvents, LineStatus } from '../lines';
import { answerConsent } from '../backup';
import { queue } from './queue';
import { nextAfterUnconfirmed } from './retry';

const FINAL = new Set<LineStatus>(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

/** After an attempt ends: confirmed stays confirmed; a wake-up call is tried again after the snooze
 *  until its attempts are used up (then missed); other calls end with the attempt. */
export async function settleCall(db: Db, callId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [call] = await queue.lockToSettle(tx, callId);
    if (!call || call.status !== CALL.ringing) return;
    const [last] = await queue.lastOutcome(tx, callId);
    if (!last?.outcome) return;
    const again = nextAfterUnconfirmed(call, now);
    const status = again
      ? CALL.queued
      : call.kind !== 'wakeup' && last.outcome === 'completed'
        ? CALL.completed
        : CALL.missed;
    await queue.settle(tx, callId, status, again, now);
  });
}

export function lineEvents(db: Db, clock: Clock): LineEvents {
  return {
    async status(attemptId, status, answeredBy = null, sid = null, at = clock.now()) {
      const now = clock.now();
      // A report naming another call than the attempt's (`sid`) changes nothing (queue.ts).
      if (status === 'ringing') {
        await queue.rang(db, attemptId, at, sid);
        return;
      }
      if (status === 'in-progress') {
        await queue.answered(db, attemptId, at, answeredBy, sid);
        return;
      }
      if (!FINAL.has(status)) return;
      const [ended] = await queue.endAttempt(db, attemptId, at, answeredBy, sid, status);
      if (ended) await settleCall(db, ended.call_id, now);
    },
    async gather(attemptId, digits) {
      const key = digits.trim();
      // A backup contact's consent call: 1 agrees, 9 never again (nothing to confirm).
      if (await answerConsent(db, attemptId, key)) return false;
      // Only the call's current attempt, still on the line, of a call still ringing, confirms it.
      if (key === '1') return queue.confirm(db, attemptId, clock.now());
      // Any other single key is kept as pressed (2 snoozes, 3 hears it again: the line acts on it).
      if (/^[0-9*#]$/.test(key)) await queue.pressed(db, attemptId, key);
      return false;
    },
  };
}
