/**
 * Someone who knows: the backup contact's consent (a call they answer with 1 or 9) and the one text
 * they get when a morning ends without the user confirming. Nothing reaches their number before they
 * agreed; 9 on any Daybreak call to them (or STOP by text) holds for every user, for good.
 */
import { CALL } from '../../../src/core/callStates';
import type { Db } from '../../db';
import { errorText } from '../../errorText';
import type { CallLine } from '../lines';

/** A wake-up call's morning ended without the user up: what a backup contact is told of. */
const FAILED = [CALL.missed, CALL.expired, CALL.dead];

/** An alert is sent for a morning that failed at most this long ago (a server down longer sends none). */
const ALERT_WITHIN_MS = 60 * 60_000;

/** What the consent call says: who asks, what for, and the two keys. */
export const consentText = (userName: string) =>
  `Hello. ${userName} asked Daybreak to tell you by text if they miss a wake-up call. ` +
  'Press 1 to agree, or 9 to never be asked again.';

/** What the line says after the key of a consent call. */
export const consentReply: Record<'1' | '9' | 'none', string> = {
  '1': 'Thank you. You will get a text only if they miss a wake-up call. Press 9 on any of our calls to stop.',
  '9': 'Understood. Daybreak will never call or text you about this again.',
  none: 'We did not hear a choice. Nothing will be sent to you.',
};

/** "Alex didn't confirm their 7:00 wake-up call this morning (3 attempts)." */
export function alertText(p: {
  userName: string;
  time: string;
  attempts: number;
  morning: boolean;
}): string {
  const when = p.morning ? 'this morning' : 'today';
  const tries = p.attempts === 1 ? '1 attempt' : `${p.attempts} attempts`;
  return `${p.userName || 'Your Daybreak contact'} didn't confirm their ${p.time} wake-up call ${when} (${tries}). Reply STOP to stop these texts.`;
}

/** The name the user goes by on a consent call or a text: their first name, or "A Daybreak user". */
export const spokenName = (firstName: string | null | undefined) =>
  firstName?.trim() || 'A Daybreak user';

/**
 * The key pressed on a consent call (its attempt): 1 agrees, 9 declines and puts the number on the
 * never list. Only the contact the call was placed for, still naming that number, is changed.
 */
export async function answerConsent(db: Db, attemptId: number, key: string): Promise<boolean> {
  if (key !== '1' && key !== '9') return false;
  return db.transaction(async (tx) => {
    const [call] = await tx.query<{ user_id: string; to_number: string }>(
      `SELECT c.user_id, c.to_number FROM call_attempts a JOIN call_records c ON c.id = a.call_id
        WHERE a.id = $1 AND c.kind = 'consent' AND c.user_id IS NOT NULL`,
      [attemptId],
    );
    if (!call) return false;
    await tx.query(
      'UPDATE call_attempts SET keys = keys || $2 WHERE id = $1 AND length(keys) < 20',
      [attemptId, key],
    );
    if (key === '9') await neverAgain(tx, call.to_number);
    else
      await tx.query(
        `UPDATE backup_contacts SET status = 'agreed', updated_at = now()
          WHERE user_id = $1 AND phone_number = $2 AND status = 'pending'`,
        [call.user_id, call.to_number],
      );
    return true;
  });
}

/** The number's owner said never (9 on a call, STOP by text): every user's contact with it is declined. */
export async function neverAgain(db: Db, phone: string): Promise<void> {
  await db.query('INSERT INTO backup_never (phone_number) VALUES ($1) ON CONFLICT DO NOTHING', [
    phone,
  ]);
  await db.query(
    "UPDATE backup_contacts SET status = 'declined', updated_at = now() WHERE phone_number = $1",
    [phone],
  );
}

interface AlertRow {
  call_id: number;
  name: string;
  to_number: string;
  user_id: string;
}

/**
 * Texts the agreed backup contact of every wake-up call whose morning failed since the last look:
 * one text per call (its alert row is written first, under the call's key, so no two processes send
 * it), within a tick of the last attempt. Returns how many were sent.
 */
export async function sendAlerts(db: Db, line: CallLine, now: Date): Promise<number> {
  const due = await db.query<
    AlertRow & { first_name: string; zone: string; due_at: Date | string; attempts: number }
  >(
    `INSERT INTO backup_alerts (call_id, user_id, name, to_number, body)
     SELECT c.id, c.user_id, b.name, b.phone_number, ''
       FROM call_records c
       JOIN backup_contacts b ON b.user_id = c.user_id AND b.status = 'agreed'
      WHERE c.kind = 'wakeup' AND NOT c.confirmed AND c.status = ANY($1::text[])
        AND c.updated_at >= $2
        AND NOT EXISTS (SELECT 1 FROM backup_never n WHERE n.phone_number = b.phone_number)
     ON CONFLICT (call_id) DO NOTHING
     RETURNING call_id, user_id, name, to_number,
       (SELECT first_name FROM profiles p WHERE p.user_id = backup_alerts.user_id) AS first_name,
       (SELECT coalesce(s.timezone, 'America/New_York') FROM schedules s WHERE s.user_id = backup_alerts.user_id) AS zone,
       (SELECT due_at FROM call_records r WHERE r.id = backup_alerts.call_id) AS due_at,
       (SELECT attempts_made FROM call_records r WHERE r.id = backup_alerts.call_id) AS attempts`,
    [FAILED, new Date(now.getTime() - ALERT_WITHIN_MS)],
  );
  let sent = 0;
  for (const alert of due) {
    // "7:00", "16:04": the call's time on the user's clock.
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: alert.zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(alert.due_at));
    const time = clock.replace(/^0/, '');
    const hour = Number(clock.slice(0, 2));
    const body = alertText({
      userName: spokenName(alert.first_name),
      time,
      attempts: Number(alert.attempts),
      morning: hour < 12,
    });
    try {
      await line.text({
        to: alert.to_number,
        body,
        userId: alert.user_id,
        alertId: alert.call_id,
      });
      await db.query('UPDATE backup_alerts SET body = $2, sent_at = $3 WHERE call_id = $1', [
        alert.call_id,
        body,
        now,
      ]);
      sent++;
    } catch (error) {
      // Not sent twice: the row stays, with why; the operator sees it in the log.
      console.error(`[backup] the text for call ${alert.call_id} failed:`, errorText(error));
      await db.query('UPDATE backup_alerts SET body = $2, error = $3 WHERE call_id = $1', [
        alert.call_id,
        body,
        errorText(error),
      ]);
    }
  }
  return sent;
}

/** A carrier's word on a text (Twilio's MessageStatus); a later word replaces an earlier one. */
export async function textDelivery(
  db: Db,
  alertId: number,
  status: string,
  error: string | null,
): Promise<void> {
  await db.query(
    'UPDATE backup_alerts SET delivery = $2, error = coalesce($3, error) WHERE call_id = $1',
    [alertId, status, error],
  );
}

/** Carrier statuses that mean the text did not reach the contact. */
export const NOT_DELIVERED = new Set(['failed', 'undelivered']);
