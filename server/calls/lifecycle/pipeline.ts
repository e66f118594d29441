/**
 * The wake-up call pipeline on Postgres. Any number of processes run it on one database:
 * 1. enqueue — schedules due within the next 15 minutes become `call_records` (unique per user,
 *    kind and local date) and their `next_call_at` moves on (enqueue.ts); a morning found too late
 *    is recorded as expired, with why;
 * 2. prepare — every process with capacity makes the queued calls' words and audio ahead of their
 *    due time, under a preparation lease, so at the due time only dialling remains (preparation.ts);
 * 3. work — records whose time has come are claimed with a dialling lease, re-checked against what
 *    the user wants now, and dialled at the shared pace; a failure puts the record back with backoff
 *    (dead after 5), so the morning's call is never lost to a crash or an error (attempt.ts);
 * 4. the line's events (lineEvents.ts) end each attempt and snooze the call until the user is awake.
 * This file composes them, with what the process holds (holdings.ts); the statements are named in
 * queue.ts.
 */
import type { Db } from '../../db';
import type { CallMetrics } from '../../metrics';
import type { AudioStore, AudioUrls, Speech } from '../speech';
import type { CallLine, PhoneLine } from '../lines';
import type { Script } from '../content';
import type { Clock } from '../clock';
import { sendAlerts } from '../backup';
import { attempt } from './attempt';
import { enqueueDue, GRACE_MS } from './enqueue';
import { createHoldings } from './holdings';
import { settleCall } from './lineEvents';
import type { Pacer } from './pacer';
import { errorText } from '../../errorText';
import { audioFor, LEASE_MS, prepareAhead } from './preparation';
import { queue } from './queue';

const BATCH = 500;

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

/** A verification call's record never keeps the code. */
const masked = (text: string) => text.replace(/\d/g, '•');

export function createPipeline(d: PipelineDeps): Pipeline {
  const { db, clock, metrics } = d;
  const holdings = createHoldings(db, clock);

  async function sweep(): Promise<number> {
    const now = clock.now();
    const stale = await queue.staleRinging(db, now, BATCH);
    for (const { id } of stale) {
      await queue.failUnreported(db, id, now);
      await settleCall(db, id, now);
    }
    return stale.length;
  }

  async function work(): Promise<number> {
    let dialled = 0;
    while (!holdings.released) {
      const calls = await queue.claimRunnable(db, clock.now(), LEASE_MS, d.concurrency);
      if (await holdings.nothingToDo(calls, 'claimed')) return dialled;
      const done = await Promise.all(
        calls.map((call) => holdings.holding(call, 'claimed', () => attempt(d, call))),
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
    prepareAhead: (rounds) => prepareAhead(d, holdings, rounds),
    sweep,
    work,
    async release() {
      const back = await holdings.release();
      if (back) console.log(`[calls] handed back ${back} claimed call(s) on shutdown`);
      return back;
    },
    async tick() {
      await checkCapacity();
      const queued = await enqueue();
      await sweep();
      const dialled = await work();
      // A morning that just failed: its agreed backup contact is told (once per call).
      await sendAlerts(db, d.line, clock.now());
      const prepared = await prepareAhead(d, holdings, 1);
      return { queued, dialled, prepared };
    },
    /**
     * A test or verification call, placed now (not paced behind the morning's queue) and recorded —
     * in the user's history unless `inHistory` is false.
     */
    async placeCall(call) {
      const now = clock.now();
      const [schedule] = call.userId ? await queue.scheduledVoice(db, call.userId) : [];
      const [row] = await queue.insertImmediate(
        db,
        {
          userId: call.inHistory === false ? null : call.userId,
          kind: call.kind,
          to: call.to,
          voiceId: call.kind === 'test' ? (schedule?.voice_id ?? null) : null,
          words: call.kind === 'verification' ? masked(call.text) : call.text,
          language: call.language ?? 'en',
        },
        now,
        LEASE_MS,
      );
      if (!row) throw new Error('Could not record the call');
      // Its words are given: only the audio is made (a test call's, in the user's voice).
      if (call.kind === 'test' && row.voice_id)
        row.audio_key = await audioFor(
          d,
          row,
          call.parts ?? [{ text: call.text, language: row.language }],
        ).catch((error: unknown) => {
          console.error(`[calls] speech for call ${row.id} failed:`, errorText(error));
          return null;
        });
      if (!(await attempt(d, row, { words: call.text, lineUser: call.userId }))) {
        const [after] = await queue.lastError(db, row.id);
        throw new Error(after?.last_error ?? 'The call could not be placed');
      }
      return { id: String(row.id) };
    },
  };
}
