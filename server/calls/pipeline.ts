/**
 * The wake-up call pipeline on Postgres. Any number of processes run it on one database:
 * 1. enqueue — due schedules become `call_records` (unique per user, kind and local date) and their
 *    `next_call_at` moves on, in one statement over rows locked with SKIP LOCKED;
 * 2. work — runnable records are claimed with a lease (SKIP LOCKED), assembled, synthesized, stored
 *    and dialled at the shared pace; a failure puts the record back with backoff (dead after 5), so
 *    the morning's call is never lost to a crash or an error;
 * 3. the line's events (lineEvents.ts) end each attempt and snooze the call until the user is awake.
 */
import type { Db } from '../db';
import type { NextCallReason } from '../../src/core/types';
import { confirmPrompt } from '../../src/core/wakeUp';
import { audioKey, type AudioStore } from './audioStore';
import { enqueueDue } from './enqueue';
import type { AudioUrls } from './audioUrl';
import { GRACE_MS } from './enqueue';
import { settleCall } from './lineEvents';
import type { Pacer } from './pacer';
import type { CallLine, PhoneCall, PhoneLine } from './phone';
import type { Script } from './script';
import type { Speech } from './speech';
import type { Clock } from './verification';

/** A reason the callability rule (`daybreak_call_blocker`) gives for not calling. */
export type CallBlocker = NextCallReason;

const LEASE_SECONDS = 120;
const RING_TIMEOUT_MS = 10 * 60_000;
export const MAX_FAILURES = 5;
const BATCH = 500;
const backoffMs = (failures: number) => Math.min(10_000 * 2 ** (failures - 1), 5 * 60_000);

export interface PipelineDeps {
  db: Db;
  clock: Clock;
  line: CallLine;
  speech: Speech;
  audio: AudioStore;
  urls: AudioUrls;
  pacer: Pacer;
  assemble(userId: string, date: Date): Promise<Script>;
  /** Records each process works on at once. */
  concurrency: number;
}

export interface Pipeline extends PhoneLine {
  /** Turns due schedules into queued calls; returns how many were queued. */
  enqueueDue(): Promise<number>;
  /** Ends attempts the line never finished reporting. */
  sweep(): Promise<number>;
  /** Places every call runnable now; returns the attempts dialled. */
  work(): Promise<number>;
  tick(): Promise<{ queued: number; dialled: number }>;
}

interface CallRow {
  id: number;
  user_id: string | null;
  kind: PhoneCall['kind'];
  to_number: string;
  due_at: Date | string;
  voice_id: string | null;
  attempts_made: number;
  failures: number;
  snooze_minutes: number;
  max_attempts: number;
  words: string | null;
  audio_key: string | null;
  /** The lease this worker holds (run_at when claimed): a fencing token against a re-claim. */
  lease: Date | string;
}

/** Why a wake-up call's remaining attempts were stopped, by the callability rule's reason. */
export const stopReason: Record<CallBlocker, string> = {
  calls_off: 'Wake-up calls were turned off',
  no_weekday: 'No day of the week is picked any more',
  no_verified_phone: 'The phone number is no longer verified',
  empty_routine: 'The routine is empty',
  no_schedule: 'The schedule was removed',
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** A verification call's record never keeps the code. */
const masked = (text: string) => text.replace(/\d/g, '•');

export function createPipeline(d: PipelineDeps): Pipeline {
  const { db, clock } = d;

  async function sweep(): Promise<number> {
    const now = clock.now();
    const stale = await db.query<{ id: number }>(
      `SELECT id FROM call_records WHERE status = 'ringing' AND run_at <= $1 ORDER BY run_at LIMIT $2`,
      [now, BATCH],
    );
    for (const { id } of stale) {
      await db.query(
        `UPDATE call_attempts SET outcome = 'failed', ended_at = $2, error = 'No final status from the line'
          WHERE call_id = $1 AND outcome IS NULL`,
        [id, now],
      );
      await settleCall(db, id, now);
    }
    return stale.length;
  }

  /** Back to the queue with backoff, or the dead letter; `from` guards against a lost lease. */
  async function failed(call: CallRow, from: string, error: unknown, undoAttempt: boolean) {
    const failures = call.failures + 1;
    const dead = failures >= MAX_FAILURES || call.kind !== 'wakeup';
    const now = clock.now();
    console.error(`[calls] call ${call.id} failed (${failures}):`, message(error));
    await db.query(
      `UPDATE call_records SET failures = failures + 1, attempts_made = attempts_made - $3, last_error = $4,
         status = $5, run_at = $6, updated_at = $7
       WHERE id = $1 AND status = $2 AND ($2 <> 'placing' OR run_at = $8)`,
      [
        call.id,
        from,
        undoAttempt ? 1 : 0,
        message(error),
        dead ? 'dead' : 'queued',
        dead ? null : new Date(now.getTime() + backoffMs(failures)),
        now,
        new Date(call.lease),
      ],
    );
  }

  /** Words, then audio in the chosen voice; both kept on the record so retries say the same. */
  async function prepare(call: CallRow): Promise<{ words: string; audioKey: string | null }> {
    let words = call.words;
    if (words === null) {
      if (!call.user_id) throw new Error('A call without a user has no routine');
      const script = await d.assemble(call.user_id, new Date(call.due_at));
      // A wake-up call ends with its contract, spoken and shown with the words.
      words = call.kind === 'wakeup' ? `${script.words} ${confirmPrompt(call)}` : script.words;
      await db.query('UPDATE call_records SET words = $2, fallbacks = $3 WHERE id = $1', [
        call.id,
        words,
        JSON.stringify(script.fallbacks),
      ]);
    }
    let key = call.audio_key;
    if (key === null && call.kind !== 'verification' && call.voice_id) {
      try {
        const audio = await d.speech.synthesize(words, call.voice_id);
        key = audioKey(`call-${call.id}`, audio.contentType);
        await d.audio.put(key, audio);
        await db.query('UPDATE call_records SET audio_key = $2, audio_type = $3 WHERE id = $1', [
          call.id,
          key,
          audio.contentType,
        ]);
      } catch (error) {
        // Speech down: the line speaks the words itself rather than lose the call.
        console.error(`[calls] speech for call ${call.id} failed:`, message(error));
        key = null;
      }
    }
    return { words, audioKey: key };
  }

  /**
   * Each wake-up attempt honours what the user wants now: stopped when they can no longer be called
   * (calls turned off, number unverified…), and dialled to the number verified now. False: stopped.
   */
  async function present(call: CallRow): Promise<boolean> {
    const [now] = await db.query<{ blocker: CallBlocker | null; phone: string | null }>(
      'SELECT daybreak_call_blocker($1) AS blocker, phone_number AS phone FROM profiles WHERE user_id = $1',
      [call.user_id],
    );
    const blocker = now ? now.blocker : 'no_schedule';
    if (blocker || !now?.phone) {
      await db.query(
        `UPDATE call_records SET status = 'stopped', run_at = NULL, last_error = $4, updated_at = $2
          WHERE id = $1 AND status = 'placing' AND run_at = $3`,
        [call.id, clock.now(), new Date(call.lease), stopReason[blocker ?? 'no_verified_phone']],
      );
      return false;
    }
    if (now.phone !== call.to_number) {
      await db.query('UPDATE call_records SET to_number = $2 WHERE id = $1', [call.id, now.phone]);
      call.to_number = now.phone;
    }
    return true;
  }

  /** One attempt of a claimed (`placing`) record; false when it was not dialled. */
  async function attempt(call: CallRow, spoken?: string, paced = true): Promise<boolean> {
    const now = clock.now();
    if (
      call.kind === 'wakeup' &&
      call.attempts_made === 0 &&
      call.failures === 0 &&
      now.getTime() - new Date(call.due_at).getTime() > GRACE_MS
    ) {
      await db.query(
        `UPDATE call_records SET status = 'expired', run_at = NULL, last_error = 'More than 15 minutes late', updated_at = $2
          WHERE id = $1 AND status = 'placing' AND run_at = $3`,
        [call.id, now, new Date(call.lease)],
      );
      return false;
    }
    if (call.kind === 'wakeup' && !(await present(call))) return false;
    let prepared: { words: string; audioKey: string | null };
    try {
      prepared = await prepare(call);
      if (paced) await d.pacer.take();
    } catch (error) {
      await failed(call, 'placing', error, false);
      return false;
    }
    const at = clock.now();
    const attemptId = await db.transaction(async (tx) => {
      const [owned] = await tx.query(
        `UPDATE call_records SET status = 'ringing', attempts_made = attempts_made + 1, run_at = $2, updated_at = $3
          WHERE id = $1 AND status = 'placing' AND run_at = $4 RETURNING id`,
        [call.id, new Date(at.getTime() + RING_TIMEOUT_MS), at, new Date(call.lease)],
      );
      if (!owned) return null;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO call_attempts (call_id, number, started_at)
         VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM call_attempts WHERE call_id = $1), $2) RETURNING id`,
        [call.id, at],
      );
      return row?.id ?? null;
    });
    if (attemptId === null) return false;
    try {
      const { sid } = await d.line.dial({
        callId: call.id,
        attemptId,
        userId: call.user_id,
        to: call.to_number,
        kind: call.kind,
        text: spoken ?? prepared.words,
        audioKey: prepared.audioKey,
        audioUrl: prepared.audioKey ? await d.urls.sign(call.id, at) : null,
      });
      await db.query('UPDATE call_attempts SET provider_sid = $2 WHERE id = $1', [attemptId, sid]);
      return true;
    } catch (error) {
      await db.query(
        `UPDATE call_attempts SET outcome = 'failed', ended_at = $2, error = $3 WHERE id = $1 AND outcome IS NULL`,
        [attemptId, clock.now(), message(error)],
      );
      await failed(call, 'ringing', error, true);
      return false;
    }
  }

  async function claim(limit: number): Promise<CallRow[]> {
    const now = clock.now();
    return db.query<CallRow>(
      `UPDATE call_records c SET status = 'placing', run_at = $3, updated_at = $1
         FROM (SELECT id FROM call_records WHERE status IN ('queued', 'placing') AND run_at <= $1
                ORDER BY run_at, id LIMIT $2 FOR UPDATE SKIP LOCKED) picked
        WHERE c.id = picked.id
        RETURNING c.id, c.user_id, c.kind, c.to_number, c.due_at, c.voice_id, c.attempts_made, c.failures,
                  c.snooze_minutes, c.max_attempts, c.words, c.audio_key, c.run_at AS lease`,
      [now, limit, new Date(now.getTime() + LEASE_SECONDS * 1000)],
    );
  }

  async function work(): Promise<number> {
    let dialled = 0;
    for (;;) {
      const calls = await claim(d.concurrency);
      if (!calls.length) return dialled;
      const done = await Promise.all(calls.map((call) => attempt(call)));
      dialled += done.filter(Boolean).length;
    }
  }

  return {
    enqueueDue: () => enqueueDue(db, clock.now()),
    sweep,
    work,
    async tick() {
      const queued = await enqueueDue(db, clock.now());
      await sweep();
      return { queued, dialled: await work() };
    },
    /** A test or verification call, placed now (not paced behind the morning's queue) and recorded. */
    async placeCall(call) {
      const now = clock.now();
      const [schedule] = call.userId
        ? await db.query<{ voice_id: string }>(
            'SELECT voice_id FROM schedules WHERE user_id = $1',
            [call.userId],
          )
        : [];
      const [row] = await db.query<CallRow>(
        `INSERT INTO call_records (user_id, kind, to_number, due_at, local_date, status, run_at, voice_id,
                                   max_attempts, words)
         VALUES ($1, $2, $3, $4, $5, 'placing', $6, $7, 1, $8)
         RETURNING id, user_id, kind, to_number, due_at, voice_id, attempts_made, failures, snooze_minutes,
                   max_attempts, words, audio_key, run_at AS lease`,
        [
          call.userId,
          call.kind,
          call.to,
          now,
          now.toISOString().slice(0, 10),
          new Date(now.getTime() + LEASE_SECONDS * 1000),
          call.kind === 'test' ? (schedule?.voice_id ?? '21m00Tcm4TlvDq8ikWAM') : null,
          call.kind === 'verification' ? masked(call.text) : call.text,
        ],
      );
      if (!row) throw new Error('Could not record the call');
      if (!(await attempt(row, call.text, false))) {
        const [after] = await db.query<{ last_error: string | null }>(
          'SELECT last_error FROM call_records WHERE id = $1',
          [row.id],
        );
        throw new Error(after?.last_error ?? 'The call could not be placed');
      }
      return { id: String(row.id) };
    },
  };
}
