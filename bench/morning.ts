/**
 * "A morning": N users spread over the 12 zones, all due at 07:00 local, worked by the real pipeline
 * (enqueue, claim, pacing, local line with its lifecycle and callbacks) with real eSpeak NG speech
 * encoded for a phone line (or, with --stub-speech=MS, synthesis stubbed to a fixed delay), by 1 or
 * more worker "processes" (each its own pool on Postgres; they share this process's speech workers).
 * Time runs on a clock that jumps over the idle hours between zones, so lateness is the pipeline's own
 * delay. Every call synthesizes (no cache): each one's preparation CPU is measured.
 */
import { randomBytes } from 'node:crypto';
import { createCallServices } from '../server/calls';
import type { AudioStore } from '../server/calls/audioStore';
import { localSpeech, spokenSpeech, type LocalSpeech, type Speech } from '../server/calls/speech';
import { createSealer, newKey } from '../server/crypto';
import { openDb, type Db } from '../server/db';
import { migrate } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { TIMEZONES } from '../src/core/constants';

export interface MorningOptions {
  users: number;
  workers: number;
  callsPerSecond: number;
  /** Postgres server; null → in-memory PGlite. */
  databaseUrl: string | null;
  /** Real speech (eSpeak NG, SPEECH_WORKERS threads), or synthesis stubbed to this delay (ms). */
  speech: 'espeak' | { stubMs: number };
  concurrency: number;
}

/** Saturday 2026-11-21 12:00 UTC: every zone's next 07:00 is still ahead. */
const START = new Date('2026-11-21T12:00:00Z');
const FINAL = ['confirmed', 'completed', 'missed', 'expired', 'dead'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TINY_WAV = new Uint8Array(44);

async function seed(db: Db, users: number) {
  await db.query(
    `INSERT INTO profiles (user_id, email, first_name, phone_number, phone_verified, timezone)
     SELECT 'm' || n, 'm' || n || '@example.com', 'Sam', '+1202' || (2000000 + n)::text, true,
            ($2::text[])[1 + n % 12]
       FROM generate_series(1, $1) n`,
    [users, TIMEZONES],
  );
  await db.query(
    `INSERT INTO user_blocks (user_id, block_id, position) SELECT 'm' || n, 'horoscope', 0 FROM generate_series(1, $1) n`,
    [users],
  );
  await db.query(
    `INSERT INTO schedules (user_id, enabled, call_time, weekdays, timezone, voice_id)
     SELECT user_id, true, '07:00', '1,2,3,4,5,6,7', timezone, '21m00Tcm4TlvDq8ikWAM' FROM profiles`,
  );
  await db.query('UPDATE schedules s SET next_call_at = daybreak_plan(s, $1)', [START]);
}

export interface MorningResult {
  placed: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  wallSeconds: number;
  /** CPU of the whole process (every thread: database, pipeline, speech) per call placed (ms). */
  cpuPerCall: number;
  /** CPU of the speech workers per synthesis, encoding included (ms); null when stubbed. */
  speechCpuPerCall: number | null;
  speechWorkers: number | null;
  engineStarts: number | null;
  /** Stored audio per call (kB). */
  audioKbPerCall: number;
}

export async function runMorning(options: MorningOptions): Promise<MorningResult> {
  const schema = options.databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const target = options.databaseUrl
    ? { databaseUrl: options.databaseUrl, dataDir: null, ...(schema ? { schema } : {}) }
    : { databaseUrl: null, dataDir: null };
  const db = await openDb(target);
  await migrate(db);
  await seed(db, options.users);

  let skew = START.getTime() - Date.now();
  const clock = { now: () => new Date(Date.now() + skew) };
  const env = loadEnv({
    // Scripted outcomes: nobody is at the local phone page during a bench.
    LOCAL_CALL_OUTCOME: 'confirm',
    PORT: '0',
    SCHEDULER: 'off',
    CALLS_PER_SECOND: String(options.callsPerSecond),
    CALL_CONCURRENCY: String(options.concurrency),
  });
  const stub = options.speech === 'espeak' ? null : options.speech.stubMs;
  const local: LocalSpeech | null =
    stub === null ? localSpeech({ workers: env.speechWorkers }) : null;
  const speech: Speech = local
    ? spokenSpeech(local)
    : {
        isKnownVoice: async () => true,
        synthesize: async () => {
          await sleep(stub ?? 0);
          return { contentType: 'audio/wav', bytes: TINY_WAV };
        },
      };
  const stored = { files: 0, bytes: 0 };
  const discard: AudioStore = {
    put: async (_key, audio) => {
      stored.files++;
      stored.bytes += audio.bytes.length;
    },
    get: async () => null,
    delete: async () => undefined,
  };
  const sealer = createSealer(newKey());
  const processes = await Promise.all(
    Array.from({ length: options.workers }, async (_, i) => {
      const own = options.databaseUrl && i > 0 ? await openDb(target) : db;
      const calls = createCallServices(env, own, sealer, {
        clock,
        speech,
        audio: discard,
        stepMs: 0,
        print: () => undefined,
      });
      return { db: own, calls };
    }),
  );

  const started = Date.now();
  const cpuStart = process.cpuUsage();
  const speechStart = local?.usage();
  for (;;) {
    await Promise.all(processes.map((p) => p.calls.pipeline.tick()));
    await Promise.all(processes.map((p) => p.calls.line.settle()));
    const [state] = await db.query<{ done: string; next: Date | null }>(
      `SELECT (SELECT count(*) FROM call_records WHERE status = ANY($1)) AS done,
              least((SELECT min(next_call_at) FROM schedules),
                    (SELECT min(run_at) FROM call_records WHERE status IN ('queued', 'placing', 'ringing'))) AS next`,
      [FINAL],
    );
    if (Number(state?.done) >= options.users) break;
    const next = state?.next ? new Date(state.next).getTime() : null;
    const now = clock.now().getTime();
    if (next !== null && next > now) skew += next - now; // nothing to do until then: jump
  }
  const wallSeconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const speechEnd = local?.usage();

  const [stats] = await db.query<{ placed: string; p50: number; p99: number; max: number }>(
    `SELECT count(*) AS placed,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.started_at - r.due_at)) AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM a.started_at - r.due_at)) AS p99,
            max(extract(epoch FROM a.started_at - r.due_at)) AS max
       FROM call_attempts a JOIN call_records r ON r.id = a.call_id WHERE a.number = 1`,
  );
  // Placing rate while there was work: calls over the sum of each wave's span (due → last placed).
  const [busy] = await db.query<{ seconds: number }>(
    `SELECT sum(span) AS seconds FROM (
       SELECT extract(epoch FROM max(a.started_at) - r.due_at) AS span
         FROM call_attempts a JOIN call_records r ON r.id = a.call_id GROUP BY r.due_at) waves`,
  );
  for (const p of processes) if (p.db !== db) await p.db.close();
  if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
  const placed = Number(stats?.placed ?? 0);
  return {
    placed,
    perSecond: placed / Math.max(Number(busy?.seconds ?? 0), 0.001),
    p50: Number(stats?.p50 ?? 0),
    p99: Number(stats?.p99 ?? 0),
    max: Number(stats?.max ?? 0),
    wallSeconds,
    cpuPerCall: (cpu.user + cpu.system) / 1000 / Math.max(placed, 1),
    speechCpuPerCall:
      speechEnd && speechStart
        ? (speechEnd.cpuMs - speechStart.cpuMs) / Math.max(speechEnd.tasks - speechStart.tasks, 1)
        : null,
    speechWorkers: speechEnd?.workers ?? null,
    engineStarts: speechEnd?.engineStarts ?? null,
    audioKbPerCall: stored.bytes / 1000 / Math.max(stored.files, 1),
  };
}

export async function benchMorning(runs: Omit<MorningOptions, 'concurrency'>[]): Promise<void> {
  for (const run of runs) {
    const result = await runMorning({ ...run, concurrency: 8 });
    const where = run.databaseUrl ? 'Postgres' : 'PGlite';
    const speech =
      run.speech === 'espeak'
        ? `real speech (eSpeak NG, ${result.speechWorkers} speech worker(s), ${result.engineStarts} engine start(s))`
        : `SPEECH STUBBED at ${run.speech.stubMs} ms (no synthesis: --stub-speech)`;
    console.log(
      `A morning — ${run.users} users over 12 zones at 07:00, ${where}, ${run.workers} worker process(es), ` +
        `CALLS_PER_SECOND ${run.callsPerSecond}, ${speech}`,
    );
    console.log(
      `  placed ${result.placed}   ${result.perSecond.toFixed(1)} calls/s while busy   ` +
        `lateness p50 ${result.p50.toFixed(2)} s  p99 ${result.p99.toFixed(2)} s  max ${result.max.toFixed(2)} s   ` +
        `(wall ${result.wallSeconds.toFixed(0)} s)`,
    );
    console.log(
      `  preparation CPU per call: ${result.cpuPerCall.toFixed(1)} ms for the whole process` +
        (result.speechCpuPerCall === null
          ? ''
          : `, ${result.speechCpuPerCall.toFixed(1)} ms of it speech (synthesis + phone-line encoding)`) +
        `   audio ${result.audioKbPerCall.toFixed(1)} kB per call`,
    );
  }
}
