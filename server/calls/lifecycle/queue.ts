/**
 * The call queue's statements, each named once (the shape of pg-boss's plans.ts). A record's state is
 * one of schemas/api/call-status.schema.json, and each active state has its own time (migration 009):
 * `dial_at` (queued: when to dial), `lease_until` (placing: the dialling lease), `give_up_at`
 * (ringing: when to stop waiting for the line).
 * Every transition is conditional on the state (and lease) it expects, so a lost race changes nothing.
 * The functions that run them (enqueue.ts, preparation.ts, attempt.ts, lineEvents.ts, pacer.ts,
 * retention.ts, holdings.ts, pipeline.ts) hold no SQL of their own.
 */
import { CALL } from '../../../src/core/callStates';
import type { CallLanguage } from '../../../src/core/types';
import type { Db } from '../../db';
import type { CallKind, LineStatus } from '../lines';

/** A claimed record, as the pipeline works on it. */
export interface CallRow {
  id: number;
  user_id: string | null;
  kind: CallKind;
  to_number: string;
  due_at: Date | string;
  voice_id: string | null;
  attempts_made: number;
  failures: number;
  snooze_minutes: number;
  max_attempts: number;
  words: string | null;
  audio_key: string | null;
  /** The language its words are in (and its prompts are said in). */
  language: CallLanguage;
  /** The lease this worker holds (`lease_until` when claimed): a fencing token against a re-claim. */
  lease: Date | string;
  /** When claimed by `claimRunnable`: the time this attempt was meant to ring (null on a re-claim). */
  meant_at?: Date | string | null;
}

const ROW = `id, user_id, kind, to_number, due_at, voice_id, attempts_made, failures, snooze_minutes,
  max_attempts, words, audio_key, language`;
const returning = (alias = '') =>
  `RETURNING ${ROW.split(',')
    .map((c) => `${alias}${c.trim()}`)
    .join(', ')}`;

/** How long an answered attempt may stay on the line unreported before the sweep ends it. */
export const ON_LINE_MS = 10 * 60_000;

/**
 * A machine that took an attempt this soon after the line said it rang (or with no ringing at all)
 * is a phone sending unknown callers straight to voicemail, not a voicemail that answered after the
 * ring time: iOS "Silence Unknown Callers", Focus and Android's call screening do this. A carrier's
 * voicemail picks up after the full ring (about 25 s, past RING_TIMEOUT_SECONDS), a silenced phone's
 * within a ring or two.
 */
export const SILENCED_WITHIN_SECONDS = 6;

/**
 * The wake-up call that comes next, in SQL beside the user's schedule `s` (the user is `$1`): a call
 * queued ahead of its time (being prepared, not dialled yet) comes before the schedule's
 * `next_call_at`, which queueing has already moved on to the call after it (`enqueueDue`).
 * `NEXT_QUEUED` joins that call as `q`, `NEXT_CALL_AT` is the instant. The next-call line, the preview
 * and the test call all speak of this one.
 */
export const NEXT_QUEUED = `LEFT JOIN LATERAL (
         SELECT due_at, dedupe_key FROM call_records
          WHERE user_id = $1 AND kind = 'wakeup' AND status IN ('${CALL.queued}', '${CALL.placing}')
            AND attempts_made = 0
          ORDER BY due_at LIMIT 1) q ON true`;
export const NEXT_CALL_AT = 'coalesce(q.due_at, s.next_call_at)';

/**
 * Every wake-up call to come, as rows of `at`: the schedules' next calls and the calls already queued
 * ahead of their time (whose schedules have moved on to the call after them). What counts the calls
 * of an hour (the capacity check, the metric) reads this, not the schedules alone.
 */
export const CALLS_TO_COME = `(SELECT next_call_at AS at FROM schedules WHERE next_call_at IS NOT NULL
   UNION ALL
   SELECT due_at FROM call_records
    WHERE kind = 'wakeup' AND status IN ('${CALL.queued}', '${CALL.placing}') AND attempts_made = 0)`;

/** The report names the attempt's own call (its sid, parameter `$n`), or names none. */
const sameSid = (n: number) =>
  `($${n}::text IS NULL OR provider_sid IS NULL OR provider_sid = $${n})`;

export const queue = {
  /** The instant of the user's next wake-up call (`NEXT_CALL_AT`), or none. */
  nextCallAt: (db: Db, userId: string) =>
    db.query<{ at: Date | string | null }>(
      `SELECT ${NEXT_CALL_AT} AS at FROM schedules s ${NEXT_QUEUED} WHERE s.user_id = $1`,
      [userId],
    ),
  /**
   * Due schedules become wake-up call records: `limit` schedules due within `aheadMs` (a user who
   * is not callable, only once the call's time has come), locked with SKIP LOCKED, insert their
   * records (unique per user, kind and local date, so racing processes queue each call once; only
   * while the user is callable) and move on to their next call. One found more
   * than `graceMs` late is recorded as expired, with `lateReason`. Returns how many schedules were
   * taken (`due`), and how many records were queued and expired.
   */
  enqueueDue: (
    db: Db,
    now: Date,
    limit: number,
    graceMs: number,
    aheadMs: number,
    lateReason: string,
  ) =>
    db.query<{ due: number | string; queued: number | string; expired: number | string }>(
      `WITH due AS (
         SELECT s.user_id, s.next_call_at, s.timezone, s.voice_id,
                daybreak_call_key(s, s.next_call_at) AS key,
                s.snooze_minutes AS snooze, s.max_attempts AS attempts,
                p.phone_number, daybreak_call_blocker(s.user_id) IS NULL AS callable,
                s.next_call_at < $1::timestamptz - $3 * interval '1 millisecond' AS late,
                to_char(s.next_call_at AT TIME ZONE s.timezone, 'YYYY-MM-DD') AS local_date
           FROM schedules s JOIN profiles p ON p.user_id = s.user_id
          WHERE s.next_call_at <= $1::timestamptz + $4 * interval '1 millisecond'
            -- A user not callable yet is waited for until the call's time: one who verifies their
            -- number or adds a first block inside the window is still called that morning.
            AND (s.next_call_at <= $1::timestamptz OR daybreak_call_blocker(s.user_id) IS NULL)
          ORDER BY s.next_call_at LIMIT $2
            FOR UPDATE OF s SKIP LOCKED
       ), queued AS (
         INSERT INTO call_records (user_id, kind, to_number, due_at, local_date, dedupe_key, status, dial_at,
                                   voice_id, snooze_minutes, max_attempts, last_error)
         SELECT user_id, 'wakeup', phone_number, next_call_at, local_date,
                key, CASE WHEN late THEN '${CALL.expired}' ELSE '${CALL.queued}' END,
                CASE WHEN late THEN NULL ELSE next_call_at END, voice_id, snooze, attempts,
                CASE WHEN late THEN $5 END
           FROM due WHERE callable
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING status
       ), advanced AS (
         UPDATE schedules s SET next_call_at = daybreak_plan(s,
                greatest(due.next_call_at, $1::timestamptz - $3 * interval '1 millisecond'))
           FROM due WHERE s.user_id = due.user_id RETURNING 1
       )
       SELECT (SELECT count(*) FROM advanced) AS due,
              (SELECT count(*) FROM queued WHERE status = '${CALL.queued}') AS queued,
              (SELECT count(*) FROM queued WHERE status = '${CALL.expired}') AS expired`,
      [now, limit, graceMs, aheadMs, lateReason],
    ),

  /** Claims wake-up calls due within `aheadMs` whose words are not made yet, under a preparation lease. */
  claimUnprepared: (db: Db, now: Date, aheadMs: number, leaseMs: number, limit: number) =>
    db.query<CallRow>(
      `UPDATE call_records c SET prepare_lease = $4
         FROM (SELECT id FROM call_records
                WHERE status = '${CALL.queued}' AND kind = 'wakeup' AND words IS NULL
                  AND due_at <= $1::timestamptz + $2 * interval '1 millisecond'
                  AND (prepare_lease IS NULL OR prepare_lease <= $1)
                ORDER BY due_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) picked
        WHERE c.id = picked.id ${returning('c.')}, c.prepare_lease AS lease`,
      [now, aheadMs, limit, new Date(now.getTime() + leaseMs)],
    ),

  /** Keeps a call's words and audio (once: a record already prepared keeps what it has). */
  storePrepared: (
    db: Db,
    id: number,
    words: string,
    fallbacks: string[],
    audio: { key: string; type: string } | null,
    language: CallLanguage,
  ) =>
    db.query<{ id: number }>(
      `UPDATE call_records SET words = $2, fallbacks = $3, audio_key = $4, audio_type = $5,
         language = $6, prepare_lease = NULL WHERE id = $1 AND words IS NULL RETURNING id`,
      [id, words, JSON.stringify(fallbacks), audio?.key ?? null, audio?.type ?? null, language],
    ),

  /**
   * Claims records whose time has come (or whose dialling lease lapsed) with a dialling lease, each
   * with the time it was meant to ring (`meant_at`).
   */
  claimRunnable: (db: Db, now: Date, leaseMs: number, limit: number) =>
    db.query<CallRow>(
      `UPDATE call_records c SET status = '${CALL.placing}', dial_at = NULL, lease_until = $3, updated_at = $1
         FROM (SELECT id, dial_at FROM call_records
                WHERE (status = '${CALL.queued}' AND dial_at <= $1) OR (status = '${CALL.placing}' AND lease_until <= $1)
                ORDER BY coalesce(dial_at, lease_until), id LIMIT $2 FOR UPDATE SKIP LOCKED) picked
        WHERE c.id = picked.id ${returning('c.')}, c.lease_until AS lease, picked.dial_at AS meant_at`,
      [now, limit, new Date(now.getTime() + leaseMs)],
    ),

  /** A claimed record ends without an attempt: expired (not placed within its grace) or stopped. */
  endUnplaced: (
    db: Db,
    call: CallRow,
    status: typeof CALL.expired | typeof CALL.stopped,
    reason: string,
    now: Date,
  ) =>
    db.query<{ id: number }>(
      `UPDATE call_records SET status = $4, lease_until = NULL, last_error = $5, updated_at = $2
        WHERE id = $1 AND status = '${CALL.placing}' AND lease_until = $3 RETURNING id`,
      [call.id, now, new Date(call.lease), status, reason],
    ),

  /** The remaining attempts go to the number verified now. */
  redirect: (db: Db, id: number, number: string) =>
    db.query('UPDATE call_records SET to_number = $2 WHERE id = $1', [id, number]),

  /**
   * What callability (`daybreak_call_blocker`) says of the user now, their number, and whether call
   * `id` is still in their plan (not skipped, paused or a one-off removed since it was queued).
   */
  present: (db: Db, userId: string | null, id: number) =>
    db.query<{ blocker: string | null; phone: string | null; planned: boolean | null }>(
      `SELECT daybreak_call_blocker($1) AS blocker, phone_number AS phone,
              (SELECT daybreak_still_planned(c.user_id, c.dedupe_key, c.due_at)
                 FROM call_records c WHERE c.id = $2) AS planned
         FROM profiles WHERE user_id = $1`,
      [userId, id],
    ),

  /**
   * A claimed call never attempted whose morning the user skipped or paused: gone, as if never queued
   * (a skipped morning is not a failure, so nothing shows it as missed). Its audio goes to the trash.
   */
  dropUnplaced: (db: Db, call: CallRow) =>
    db.query<{ id: number }>(
      `WITH dropped AS (
         DELETE FROM call_records WHERE id = $1 AND status = '${CALL.placing}' AND lease_until = $2
            AND attempts_made = 0 RETURNING id, audio_key
       ), trashed AS (
         INSERT INTO audio_trash (key) SELECT audio_key FROM dropped WHERE audio_key IS NOT NULL
           ON CONFLICT DO NOTHING
       )
       SELECT id FROM dropped`,
      [call.id, new Date(call.lease)],
    ),

  /** Back to the queue at `retryAt`, or to the dead letter when it is null; `from` guards the lease. */
  failed: (
    db: Db,
    call: CallRow,
    from: typeof CALL.placing | typeof CALL.ringing,
    undoAttempt: boolean,
    error: string,
    retryAt: Date | null,
    now: Date,
  ) =>
    db.query(
      `UPDATE call_records SET failures = failures + 1, attempts_made = attempts_made - $3, last_error = $4,
         status = $5, dial_at = $6, lease_until = NULL, give_up_at = NULL, updated_at = $7
       WHERE id = $1 AND status = $2 AND ($2 <> '${CALL.placing}' OR lease_until = $8)`,
      [
        call.id,
        from,
        undoAttempt ? 1 : 0,
        error,
        retryAt ? 'queued' : 'dead',
        retryAt,
        now,
        new Date(call.lease),
      ],
    ),

  /** The lease holder starts an attempt: ringing until `giveUpAt`; null when the lease was lost. */
  async startAttempt(db: Db, call: CallRow, at: Date, giveUpAt: Date): Promise<number | null> {
    return db.transaction(async (tx) => {
      const [owned] = await tx.query(
        `UPDATE call_records SET status = '${CALL.ringing}', attempts_made = attempts_made + 1, lease_until = NULL,
           give_up_at = $2, updated_at = $3
          WHERE id = $1 AND status = '${CALL.placing}' AND lease_until = $4 RETURNING id`,
        [call.id, giveUpAt, at, new Date(call.lease)],
      );
      if (!owned) return null;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO call_attempts (call_id, number, started_at)
         VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM call_attempts WHERE call_id = $1), $2) RETURNING id`,
        [call.id, at],
      );
      return row?.id ?? null;
    });
  },

  /** Takes the next free slot of the shared pacer (one row: `call_pacer`), `gapSeconds` after the last. */
  takeSlot: (db: Db, now: Date, gapSeconds: number) =>
    db.query<{ slot: Date | string }>(
      `UPDATE call_pacer SET next_slot = greatest(next_slot, $1::timestamptz) + make_interval(secs => $2)
        WHERE id = 1 RETURNING next_slot - make_interval(secs => $2) AS slot`,
      [now, gapSeconds],
    ),

  recordSid: (db: Db, attemptId: number, sid: string) =>
    db.query('UPDATE call_attempts SET provider_sid = $2 WHERE id = $1', [attemptId, sid]),

  /** An attempt that ended without a final status from the line (dial error, or none reported). */
  failAttempt: (db: Db, attemptId: number, now: Date, error: string) =>
    db.query(
      `UPDATE call_attempts SET outcome = 'failed', ended_at = $2, error = $3 WHERE id = $1 AND outcome IS NULL`,
      [attemptId, now, error],
    ),

  /** The line says an open attempt is ringing the phone: when (the first report's time). */
  rang: (db: Db, attemptId: number, at: Date, sid: string | null) =>
    db.query(
      `UPDATE call_attempts SET rang_at = coalesce(rang_at, $2)
        WHERE id = $1 AND outcome IS NULL AND ${sameSid(3)}`,
      [attemptId, at, sid],
    ),

  /** The line answered an open attempt: when (the first report's time), and by whom when it says. */
  answered: (db: Db, attemptId: number, now: Date, answeredBy: string | null, sid: string | null) =>
    db.query(
      `WITH answered AS (
         UPDATE call_attempts SET answered_at = coalesce(answered_at, $2),
           answered_by = coalesce($3, answered_by) WHERE id = $1 AND outcome IS NULL AND ${sameSid(4)}
         RETURNING call_id)
       UPDATE call_records c SET give_up_at = greatest(c.give_up_at, $2::timestamptz + $5::interval)
         FROM answered WHERE c.id = answered.call_id AND c.status = '${CALL.ringing}'`,
      [attemptId, now, answeredBy, sid, `${ON_LINE_MS / 1000} seconds`],
    ),

  /** The line's final status ends the attempt (once), with its outcome; returns the attempt's call. */
  endAttempt: (
    db: Db,
    attemptId: number,
    now: Date,
    answeredBy: string | null,
    sid: string | null,
    status: LineStatus,
  ) =>
    db.query<{ call_id: number }>(
      `UPDATE call_attempts SET ended_at = $2, answered_by = coalesce($3, answered_by),
         -- a machine (Twilio's machine_*, or fax: isMachine in twilioLine.ts) is voicemail; one that
         -- took the call with no ringing, or within SILENCED_WITHIN_SECONDS of it, is a phone that
         -- sends unknown callers to voicemail (silenced: the person never heard it ring)
         outcome = CASE WHEN coalesce($3, answered_by) LIKE 'machine%' OR coalesce($3, answered_by) = 'fax'
           THEN CASE WHEN rang_at IS NULL
                       OR coalesce(answered_at, $2) - rang_at <= make_interval(secs => ${SILENCED_WITHIN_SECONDS})
                     THEN 'silenced' ELSE 'voicemail' END
           WHEN $5 = 'canceled' THEN 'failed' ELSE $5 END
       WHERE id = $1 AND outcome IS NULL AND ${sameSid(4)} RETURNING call_id`,
      [attemptId, now, answeredBy, sid, status],
    ),

  /** A call to settle, locked until the caller's transaction ends. */
  lockToSettle: (db: Db, callId: number) =>
    db.query<{
      kind: string;
      status: string;
      attempts_made: number;
      max_attempts: number;
      snooze_minutes: number;
    }>(
      'SELECT kind, status, attempts_made, max_attempts, snooze_minutes FROM call_records WHERE id = $1 FOR UPDATE',
      [callId],
    ),

  /** The outcome of a call's latest attempt (null while it is on the line). */
  lastOutcome: (db: Db, callId: number) =>
    db.query<{ outcome: string | null }>(
      'SELECT outcome FROM call_attempts WHERE call_id = $1 ORDER BY number DESC LIMIT 1',
      [callId],
    ),

  /** After an attempt ended: queued again at `dialAt` (the snooze), or its final state. */
  settle: (
    db: Db,
    callId: number,
    status: typeof CALL.queued | typeof CALL.completed | typeof CALL.missed,
    dialAt: Date | null,
    now: Date,
  ) =>
    db.query(
      `UPDATE call_records SET status = $2, dial_at = $3, give_up_at = NULL, updated_at = $4
        WHERE id = $1`,
      [callId, status, dialAt, now],
    ),

  /**
   * The user pressed 1: the call is confirmed, and the attempt — only the call's current attempt,
   * still on the line, of a wake-up call still ringing. False when it was not that attempt.
   */
  async confirm(db: Db, attemptId: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [call] = await tx.query<{ id: number }>(
        `UPDATE call_records c SET confirmed = true, status = '${CALL.confirmed}', give_up_at = NULL, updated_at = $2
           FROM call_attempts a
          WHERE a.id = $1 AND c.id = a.call_id AND a.outcome IS NULL
            AND a.number = (SELECT max(number) FROM call_attempts WHERE call_id = c.id)
            AND c.kind = 'wakeup' AND c.status = '${CALL.ringing}'
         RETURNING c.id`,
        [attemptId, now],
      );
      if (!call) return false;
      await tx.query(
        "UPDATE call_attempts SET confirmed = true, keys = keys || '1' WHERE id = $1",
        [attemptId],
      );
      return true;
    });
  },

  /**
   * A key other than 1 pressed on an attempt still on the line, kept in order (bounded, so a replayed
   * or endless callback cannot grow it); false when the attempt has ended.
   */
  pressed: async (db: Db, attemptId: number, key: string): Promise<boolean> =>
    (
      await db.query(
        `UPDATE call_attempts SET keys = keys || $2
          WHERE id = $1 AND outcome IS NULL AND length(keys) < 20 RETURNING id`,
        [attemptId, key],
      )
    ).length > 0,

  /** Ringing records the line never finished reporting. */
  staleRinging: (db: Db, now: Date, limit: number) =>
    db.query<{ id: number }>(
      `SELECT id FROM call_records WHERE status = '${CALL.ringing}' AND give_up_at <= $1 ORDER BY give_up_at LIMIT $2`,
      [now, limit],
    ),
  failUnreported: (db: Db, callId: number, now: Date) =>
    db.query(
      `UPDATE call_attempts SET outcome = 'failed', ended_at = $2, error = 'No final status from the line'
        WHERE call_id = $1 AND outcome IS NULL`,
      [callId, now],
    ),

  /** The voice of the user's schedule (a test call speaks in it). */
  scheduledVoice: (db: Db, userId: string) =>
    db.query<{ voice_id: string }>('SELECT voice_id FROM schedules WHERE user_id = $1', [userId]),

  /** A test or verification call, recorded already claimed so it is placed at once (one attempt). */
  insertImmediate: (
    db: Db,
    call: {
      userId: string | null;
      kind: CallKind;
      to: string;
      voiceId: string | null;
      words: string;
      language: CallLanguage;
    },
    now: Date,
    leaseMs: number,
  ) =>
    db.query<CallRow>(
      `INSERT INTO call_records (user_id, kind, to_number, due_at, local_date, status, lease_until, voice_id,
                                 max_attempts, words, language)
       VALUES ($1, $2, $3, $4, $5, '${CALL.placing}', $6, $7, 1, $8, $9)
       ${returning()}, lease_until AS lease`,
      [
        call.userId,
        call.kind,
        call.to,
        now,
        now.toISOString().slice(0, 10),
        new Date(now.getTime() + leaseMs),
        call.voiceId,
        call.words,
        call.language,
      ],
    ),

  /** The audio made for a call placed now (its words were given). */
  storeAudio: (db: Db, id: number, key: string, type: string) =>
    db.query('UPDATE call_records SET audio_key = $2, audio_type = $3 WHERE id = $1', [
      id,
      key,
      type,
    ]),

  /** The minute of the next hour with the most wake-up calls due, and how many. */
  busiestMinute: (db: Db, now: Date) =>
    db.query<{ minute: Date | string; n: number | string }>(
      `SELECT date_trunc('minute', at) AS minute, count(*) AS n FROM ${CALLS_TO_COME} calls
        WHERE at BETWEEN $1 AND $1::timestamptz + interval '1 hour'
        GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [now],
    ),

  /**
   * A stopping process hands back what it holds: its claimed records go back to the queue, due now
   * (each only while it still holds that lease), and its preparation leases are dropped, so another
   * process takes them at once instead of after the lease.
   */
  async release(
    db: Db,
    claimed: readonly { id: number; lease: Date | string }[],
    preparing: readonly number[],
    now: Date,
  ): Promise<number> {
    const back = claimed.length
      ? await db.query<{ id: number }>(
          `UPDATE call_records c SET status = '${CALL.queued}', dial_at = $3, lease_until = NULL, updated_at = $3
             FROM unnest($1::int[], $2::timestamptz[]) AS held(id, lease)
            WHERE c.id = held.id AND c.status = '${CALL.placing}' AND c.lease_until = held.lease
           RETURNING c.id`,
          [claimed.map((c) => c.id), claimed.map((c) => new Date(c.lease)), now],
        )
      : [];
    if (preparing.length)
      await db.query(
        'UPDATE call_records SET prepare_lease = NULL WHERE id = ANY($1::int[]) AND words IS NULL',
        [preparing],
      );
    return back.length;
  },

  lastError: (db: Db, id: number) =>
    db.query<{ last_error: string | null }>('SELECT last_error FROM call_records WHERE id = $1', [
      id,
    ]),

  /**
   * Retention: lets go of the audio of `limit` records created before `before` (rows another sweep
   * holds are skipped); returns the keys of the files to delete.
   */
  dropOldAudio: (db: Db, before: Date, limit: number, now: Date) =>
    db.query<{ audio_key: string }>(
      `UPDATE call_records c SET audio_key = NULL, audio_type = NULL, updated_at = $3
         FROM (SELECT id, audio_key FROM call_records
                WHERE audio_key IS NOT NULL AND created_at < $1
                ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) old
        WHERE c.id = old.id
        RETURNING old.audio_key`,
      [before, limit, now],
    ),

  /** Retention: takes `limit` keys of audio let go of by a re-prepared or dropped call (`audio_trash`). */
  emptyTrash: (db: Db, limit: number) =>
    db.query<{ key: string }>(
      `DELETE FROM audio_trash WHERE key IN (
         SELECT key FROM audio_trash ORDER BY trashed_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING key`,
      [limit],
    ),

  /** A shared sentence's audio was used (made or found) at `now`: retention keeps it from then. */
  useSegment: (db: Db, key: string, now: Date) =>
    db.query(
      `INSERT INTO audio_segments (key, used_at) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET used_at = greatest(audio_segments.used_at, EXCLUDED.used_at)`,
      [key, now],
    ),

  /** Retention: takes `limit` shared sentences no call has used since `before`; returns their keys. */
  dropOldSegments: (db: Db, before: Date, limit: number) =>
    db.query<{ key: string }>(
      `DELETE FROM audio_segments WHERE key IN (
         SELECT key FROM audio_segments WHERE used_at < $1
          ORDER BY used_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING key`,
      [before, limit],
    ),

  /** Retention: deletes `limit` records created before `before` (and their attempts); returns their audio. */
  deleteOldRecords: (db: Db, before: Date, limit: number) =>
    db.query<{ audio_key: string | null }>(
      `DELETE FROM call_records WHERE id IN (
         SELECT id FROM call_records WHERE created_at < $1
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING audio_key`,
      [before, limit],
    ),
};
