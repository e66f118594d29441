/**
 * The wake-up call pipeline on Postgres. Any number of processes run it on one database:
 * 1. enqueue — schedules due within the next 15 minutes become `call_records` (unique per user,
 *    kind and local date) and their `next_call_at` moves on (enqueue.ts); a morning found too late
 *    is recorded as expired, with why;
 * 2. prepare — every process with capacity makes the queued calls' words and audio ahead of their
 *    due time, under a preparation lease, so at the due time only dialling remains;
 * 3. work — records whose time has come are claimed with a dialling lease, re-checked against what
 *    the user wants now, and dialled at the shared pace; a failure puts the record back with backoff
 *    (dead after 5), so the morning's call is never lost to a crash or an error;
 * 4. the line's events (lineEvents.ts) end each attempt and snooze the call until the user is awake.
 * The statements this file runs are named in queue.ts.
 */
import type { NextCallReason } from '../../../src/core/types';
import { confirmPrompt } from '../../../src/core/wakeUp';
import type { Db } from '../../db';
import type { CallMetrics } from '../../metrics';
import { audioKey, type AudioStore } from '../speech';
import type { AudioUrls } from '../speech';
import { enqueueDue, GRACE_MS, PREPARE_AHEAD_MS } from './enqueue';
import { settleCall } from './lineEvents';
import type { Pacer } from './pacer';
import type { CallLine, PhoneLine } from '../lines';
import { queue, type CallRow } from './queue';
import { nextAfterFailure } from './retry';
import type { Script } from '../content';
import type { Speech } from '../speech';
import type { Clock } from '../clock';

/** A reason the callability rule (`daybreak_call_blocker`) gives for not calling. */
export type CallBlocker = NextCallReason;

const LEASE_MS = 120_000;
const RING_TIMEOUT_MS = 10 * 60_000;
const BATCH = 500;
/** Why a first attempt claimed too late was not placed: the line could not keep up. */
export const LATE_REASON = 'Not placed within 15 minutes: too many calls were due at once';
/** Why a next attempt reached more than the grace after its time was not rung (hours late, maybe). */
export const RETRY_LATE_REASON = 'The next attempt was more than 15 minutes late';

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
  /** Outbound calls a second across all processes (the pacer's rate), for the capacity warning. */
  callsPerSecond?: number;
  metrics?: CallMetrics;
}

export interface Pipeline extends PhoneLine {
  /** Queues the calls due within the preparation window; returns how many were queued. */
  enqueueDue(): Promise<number>;
  /**
   * Makes the words and audio of queued calls due soon, `rounds` claims of `concurrency` calls at
   * most (default: until none is left); returns how many were prepared.
   */
  prepareAhead(rounds?: number): Promise<number>;
  /** Ends attempts the line never finished reporting. */
  sweep(): Promise<number>;
  /** Places every call runnable now; returns the attempts dialled. */
  work(): Promise<number>;
  /**
   * One pass: enqueue, sweep, dial what is due, then prepare one round ahead (so a long preparation
   * never holds back a call whose time has come). The scheduler ticks again at once while a tick
   * did work.
   */
  tick(): Promise<{ queued: number; dialled: number; prepared: number }>;
  /**
   * On shutdown: hands back the records this process has claimed and not dialled, and its
   * preparation leases, so another process takes them now; returns how many records went back.
   * From then on it claims nothing (a claim that raced with it goes back too); calls placed now for
   * requests still in flight (test and verification calls) are still placed.
   */
  release(): Promise<number>;
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
  const { db, clock, metrics } = d;
  /** What this process holds now: claimed records (with their lease) and calls it is preparing. */
  const claimed = new Map<number, Date | string>();
  const preparing = new Set<number>();
  /** Set by `release`: the process is stopping and claims nothing more. */
  let released = false;
  /** Claims that came back after `release` go straight back to the queue. */
  const handBack = (calls: CallRow[], kind: 'claimed' | 'preparing') =>
    queue.release(
      db,
      kind === 'claimed' ? calls.map((c) => ({ id: c.id, lease: c.lease })) : [],
      kind === 'preparing' ? calls.map((c) => c.id) : [],
      clock.now(),
    );
  async function holding<T>(call: CallRow, kind: 'claimed' | 'preparing', work: () => Promise<T>) {
    if (kind === 'claimed') claimed.set(call.id, call.lease);
    else preparing.add(call.id);
    try {
      return await work();
    } finally {
      if (kind === 'claimed') claimed.delete(call.id);
      else preparing.delete(call.id);
    }
  }

  async function sweep(): Promise<number> {
    const now = clock.now();
    const stale = await queue.staleRinging(db, now, BATCH);
    for (const { id } of stale) {
      await queue.failUnreported(db, id, now);
      await settleCall(db, id, now);
    }
    return stale.length;
  }

  /** Back to the queue with backoff, or the dead letter; `from` guards against a lost lease. */
  async function failed(call: CallRow, from: 'placing' | 'ringing', error: unknown, undo: boolean) {
    const failures = call.failures + 1;
    const now = clock.now();
    console.error(`[calls] call ${call.id} failed (${failures}):`, message(error));
    const retryAt = nextAfterFailure(call, failures, now);
    await queue.failed(db, call, from, undo, message(error), retryAt, now);
  }

  /** The words of the call (a wake-up call's end with its contract) and its audio, made and kept. */
  async function make(call: CallRow): Promise<{ words: string; audioKey: string | null }> {
    if (!call.user_id) throw new Error('A call without a user has no routine');
    const started = process.hrtime.bigint();
    const script = await d.assemble(call.user_id, new Date(call.due_at));
    const words = call.kind === 'wakeup' ? `${script.words} ${confirmPrompt(call)}` : script.words;
    let audio: { key: string; type: string } | null = null;
    if (call.voice_id) {
      try {
        const sound = await d.speech.synthesize(words, call.voice_id);
        audio = { key: audioKey(`call-${call.id}`, sound.contentType), type: sound.contentType };
        await d.audio.put(audio.key, sound);
      } catch (error) {
        // Speech down: the line speaks the words itself rather than lose the call.
        console.error(`[calls] speech for call ${call.id} failed:`, message(error));
        audio = null;
      }
    }
    await queue.storePrepared(db, call.id, words, script.fallbacks, audio);
    metrics?.preparation.observe(Number(process.hrtime.bigint() - started) / 1e9);
    return { words, audioKey: audio?.key ?? null };
  }

  /** What a claimed call says: prepared ahead, or made now (a call set closer than the window). */
  async function prepared(call: CallRow): Promise<{ words: string; audioKey: string | null }> {
    if (call.words !== null) return { words: call.words, audioKey: call.audio_key };
    return make(call);
  }

  async function prepareAhead(rounds = Infinity): Promise<number> {
    let made = 0;
    for (let round = 0; round < rounds && !released; round++) {
      const calls = await queue.claimUnprepared(
        db,
        clock.now(),
        PREPARE_AHEAD_MS,
        LEASE_MS,
        d.concurrency,
      );
      if (released) await handBack(calls, 'preparing');
      if (!calls.length || released) return made;
      const done = await Promise.all(
        calls.map((call) =>
          holding(call, 'preparing', () => make(call)).then(
            () => true,
            (error: unknown) => {
              // Left unprepared: the lease lapses and it is tried again, or made when it is dialled.
              console.error(`[calls] preparing call ${call.id} failed:`, message(error));
              return false;
            },
          ),
        ),
      );
      const n = done.filter(Boolean).length;
      made += n;
      metrics?.prepared.inc(n);
      if (n === 0) return made;
    }
    return made;
  }

  /**
   * Each wake-up attempt honours what the user wants now: stopped when they can no longer be called
   * (calls turned off, number unverified…), and dialled to the number verified now. False: stopped.
   */
  async function present(call: CallRow): Promise<boolean> {
    const [now] = await queue.present(db, call.user_id);
    const blocker = (now ? now.blocker : 'no_schedule') as CallBlocker | null;
    if (blocker || !now?.phone) {
      await queue.endUnplaced(
        db,
        call,
        'stopped',
        stopReason[blocker ?? 'no_verified_phone'],
        clock.now(),
      );
      return false;
    }
    if (now.phone !== call.to_number) {
      await queue.redirect(db, call.id, now.phone);
      call.to_number = now.phone;
    }
    return true;
  }

  /**
   * One attempt of a claimed (`placing`) record; false when it was not dialled. `given`: a call placed
   * at once (not paced) with these words, to the phone of `lineUser` (its record may name no one).
   */
  async function attempt(
    call: CallRow,
    given?: { words: string; lineUser: string | null },
  ): Promise<boolean> {
    const now = clock.now();
    const first = call.attempts_made === 0 && call.failures === 0;
    // A wake-up attempt rings within the grace of its time or not at all: a first one against the
    // due time, a next one (snooze or retry) against its own time, as long as it is known.
    const meant = first ? call.due_at : call.meant_at;
    if (call.kind === 'wakeup' && meant && now.getTime() - new Date(meant).getTime() > GRACE_MS) {
      const reason = first ? LATE_REASON : RETRY_LATE_REASON;
      if ((await queue.endUnplaced(db, call, 'expired', reason, now)).length) {
        console.warn(`[calls] wake-up call ${call.id} expired: ${reason.toLowerCase()}`);
        metrics?.expired.inc({ reason: first ? 'capacity' : 'late_retry' });
      }
      return false;
    }
    if (call.kind === 'wakeup' && !(await present(call))) return false;
    let content: { words: string; audioKey: string | null };
    try {
      content = await prepared(call);
      if (!given) await d.pacer.take();
    } catch (error) {
      await failed(call, 'placing', error, false);
      return false;
    }
    const at = clock.now();
    const attemptId = await queue.startAttempt(
      db,
      call,
      at,
      new Date(at.getTime() + RING_TIMEOUT_MS),
    );
    if (attemptId === null) return false;
    if (call.kind === 'wakeup' && first)
      metrics?.lateness.observe(Math.max(0, at.getTime() - new Date(call.due_at).getTime()) / 1000);
    try {
      const { sid } = await d.line.dial({
        callId: call.id,
        attemptId,
        userId: given ? given.lineUser : call.user_id,
        to: call.to_number,
        kind: call.kind,
        text: given?.words ?? content.words,
        audioKey: content.audioKey,
        audioUrl: content.audioKey ? await d.urls.sign(call.id, at) : null,
      });
      await queue.recordSid(db, attemptId, sid);
      metrics?.dialled.inc({ kind: call.kind });
      return true;
    } catch (error) {
      await queue.failAttempt(db, attemptId, clock.now(), message(error));
      await failed(call, 'ringing', error, true);
      return false;
    }
  }

  async function work(): Promise<number> {
    let dialled = 0;
    while (!released) {
      const calls = await queue.claimRunnable(db, clock.now(), LEASE_MS, d.concurrency);
      if (released) await handBack(calls, 'claimed');
      if (!calls.length || released) return dialled;
      const done = await Promise.all(
        calls.map((call) => holding(call, 'claimed', () => attempt(call))),
      );
      dialled += done.filter(Boolean).length;
    }
    return dialled;
  }

  async function enqueue(): Promise<number> {
    const { queued, expired } = await enqueueDue(db, clock.now());
    metrics?.queued.inc(queued);
    if (expired) metrics?.expired.inc({ reason: 'down' }, expired);
    return queued;
  }

  let capacityCheckedAt = -Infinity;
  /**
   * At start, then every 10 minutes: warns while the calls due in one minute of the next hour could
   * not all be placed within the grace at `callsPerSecond`.
   */
  async function checkCapacity(): Promise<void> {
    const now = clock.now();
    if (!d.callsPerSecond || now.getTime() - capacityCheckedAt < 10 * 60_000) return;
    capacityCheckedAt = now.getTime();
    const [peak] = await queue.busiestMinute(db, now);
    const due = Number(peak?.n ?? 0);
    const seconds = due / d.callsPerSecond;
    if (seconds > GRACE_MS / 1000)
      console.warn(
        `[calls] capacity: ${due} wake-up calls are due at ${new Date(peak?.minute ?? now).toISOString()}; ` +
          `at CALLS_PER_SECOND=${d.callsPerSecond} placing them takes ${Math.ceil(seconds / 60)} minutes, ` +
          `past the ${GRACE_MS / 60_000}-minute grace: the last would expire. Raise CALLS_PER_SECOND.`,
      );
  }

  return {
    enqueueDue: enqueue,
    prepareAhead,
    sweep,
    work,
    async release() {
      released = true;
      const back = await queue.release(
        db,
        [...claimed].map(([id, lease]) => ({ id, lease })),
        [...preparing],
        clock.now(),
      );
      if (back) console.log(`[calls] handed back ${back} claimed call(s) on shutdown`);
      return back;
    },
    async tick() {
      await checkCapacity();
      const queued = await enqueue();
      await sweep();
      const dialled = await work();
      const prepared = await prepareAhead(1);
      return { queued, dialled, prepared };
    },
    /**
     * A test or verification call, placed now (not paced behind the morning's queue) and recorded —
     * in the user's history unless `inHistory` is false.
     */
    async placeCall(call) {
      const now = clock.now();
      const [schedule] = call.userId
        ? await db.query<{ voice_id: string }>(
            'SELECT voice_id FROM schedules WHERE user_id = $1',
            [call.userId],
          )
        : [];
      const [row] = await queue.insertImmediate(
        db,
        {
          userId: call.inHistory === false ? null : call.userId,
          kind: call.kind,
          to: call.to,
          voiceId: call.kind === 'test' ? (schedule?.voice_id ?? null) : null,
          words: call.kind === 'verification' ? masked(call.text) : call.text,
        },
        now,
        LEASE_MS,
      );
      if (!row) throw new Error('Could not record the call');
      // Its words are given: only the audio is made (a test call's, in the user's voice).
      if (call.kind === 'test' && row.voice_id)
        row.audio_key = await audioFor(row, call.text).catch((error: unknown) => {
          console.error(`[calls] speech for call ${row.id} failed:`, message(error));
          return null;
        });
      if (!(await attempt(row, { words: call.text, lineUser: call.userId }))) {
        const [after] = await queue.lastError(db, row.id);
        throw new Error(after?.last_error ?? 'The call could not be placed');
      }
      return { id: String(row.id) };
    },
  };

  /** The audio of given words, stored on the record. */
  async function audioFor(call: CallRow, words: string): Promise<string> {
    const sound = await d.speech.synthesize(words, call.voice_id ?? '');
    const key = audioKey(`call-${call.id}`, sound.contentType);
    await d.audio.put(key, sound);
    await queue.storeAudio(db, call.id, key, sound.contentType);
    return key;
  }
}
