/**
 * "A morning": N users, each with the routine of the three plain blocks (weather, horoscope, word of
 * the day, at their default settings), all due at 07:00 in New York (or spread over the 12 zones with
 * --zones=12), worked by P real server processes (bench/morningProcess.ts, each the product's own
 * call services and scheduler loop) on one Postgres, with real eSpeak NG speech encoded for a phone
 * line and kept in the database, as `npm start` keeps it on a Postgres server (or, with --stub-speech=MS, synthesis stubbed to a fixed delay, said in
 * the output), and the local line scripted to confirm.
 *
 * Time runs on a shared clock that walks: it jumps only while nothing is to be done (to the next
 * preparation window, or the next call's time), so the 15 minutes before the due time are lived in
 * real time as long as preparation takes, and lateness is what a user would wait.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { PREPARE_AHEAD_MS } from '../server/calls/lifecycle';
import { attemptScript } from '../server/calls/words';
import { openDb, type Db, type DbOptions } from '../server/db';
import { migrate } from '../server/db/migrate';
import { blockById } from '../server/blocks';
import { BUILT_IN_VOICES, SCHEDULE_DEFAULTS, TIMEZONES } from '../src/core/constants';
import type { Place } from '../src/core/places';
import { ZONE_PLACES } from '../src/core/zonePlaces';
import type { ProcessReport, ToProcess } from './morningProcess';

export interface MorningOptions {
  users: number;
  /** Server processes, each with its own pool and speech workers, on one Postgres. */
  processes: number;
  callsPerSecond: number;
  databaseUrl: string;
  /** Real speech (eSpeak NG), or synthesis stubbed to this delay (ms). */
  speech: 'espeak' | { stubMs: number };
  /** 1: everyone due the same minute (New York); 12: 07:00 in each of the 12 zones. */
  zones: 1 | 12;
}

/** Saturday 2026-11-21 12:00 UTC: every zone's next 07:00 is still ahead. */
const START = new Date('2026-11-21T12:00:00Z');
const FINAL = ['confirmed', 'completed', 'missed', 'expired', 'stopped', 'dead'];
/**
 * Each user's call greets them by their own name (a number after it: no two users' greetings are the
 * same words, as in life, where a greeting shared by two Sams would be synthesized once).
 */
const NAMES = [
  'Sam',
  'Ana',
  'Kenji',
  'Maya',
  'Omar',
  'Lena',
  'Tariq',
  'Zoe',
  'Ines',
  'Raj',
  'Aiko',
];
/**
 * The realistic mix: every user has the four blocks (the calendar connected), one of the 12 signs,
 * one of 20 places and one of the 4 built-in voices, spread evenly.
 */
const BLOCKS = ['weather', 'calendar', 'horoscope', 'word_of_the_day'];
/** The horoscope block's own signs (its `sign` field's options). */
const SIGNS = (blockById('horoscope')?.fields.find((f) => f.key === 'sign')?.options ?? []).map(
  (o) => String(o.value),
);
/** The 12 zones' main cities and 8 more. */
const PLACES: Place[] = [
  ...Object.values(ZONE_PLACES),
  city('Chicago', 'Illinois', 'US', 41.85, -87.65, 'America/Chicago'),
  city('Boston', 'Massachusetts', 'US', 42.36, -71.06, 'America/New_York'),
  city('Seattle', 'Washington', 'US', 47.61, -122.33, 'America/Los_Angeles'),
  city('Toronto', 'Ontario', 'CA', 43.7, -79.42, 'America/Toronto'),
  city('Berlin', 'Berlin', 'DE', 52.52, 13.41, 'Europe/Berlin'),
  city('Madrid', 'Madrid', 'ES', 40.42, -3.7, 'Europe/Madrid'),
  city('Osaka', 'Osaka', 'JP', 34.69, 135.5, 'Asia/Tokyo'),
  city('Melbourne', 'Victoria', 'AU', -37.81, 144.96, 'Australia/Melbourne'),
].slice(0, 20);
const VOICES = BUILT_IN_VOICES.map((v) => v.id);

function city(
  name: string,
  admin: string,
  country_code: string,
  latitude: number,
  longitude: number,
  timezone: string,
): Place {
  return { name, admin, country_code, latitude, longitude, timezone };
}

/**
 * Rates the cost figures use, with their source and date. Speech: ElevenLabs API, per 1,000
 * characters (ElevenLabs API pricing page, 2025–2026; Flash and Turbo cost half the multilingual
 * model). Line: Twilio Programmable Voice, US outbound, per minute before volume discounts (Twilio
 * support, "How Volume Pricing works at Twilio", 2025).
 */
export const RATES = {
  multilingualPer1k: 0.1,
  flashPer1k: 0.05,
  twilioPerMinute: 0.013,
  source:
    'ElevenLabs API pricing (2025–2026): multilingual v2 $0.10, Flash v2.5 $0.05 per 1,000 characters; ' +
    'Twilio US outbound $0.013 a minute (Twilio support, "How Volume Pricing works", 2025)',
};
/** A weekday call a year: the user-year the issue priced (~$23 at the multilingual rate before). */
const CALLS_A_YEAR = 261;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function seed(db: Db, users: number, zones: readonly string[]) {
  await db.query(
    `INSERT INTO profiles (user_id, email, first_name, phone_number, phone_verified, timezone)
     SELECT 'm' || n, 'm' || n || '@example.com', ($3::text[])[1 + n % cardinality($3::text[])] || n,
            '+1202' || (2000000 + n)::text, true,
            ($2::text[])[1 + n % cardinality($2::text[])]
       FROM generate_series(1, $1) n`,
    [users, zones, NAMES],
  );
  for (const [position, id] of BLOCKS.entries()) {
    const block = blockById(id);
    if (!block) throw new Error(`No block ${id} in the catalogue`);
    // Each user's own sign and place, in turn; the rest at the block's defaults.
    await db.query(
      `INSERT INTO user_blocks (user_id, block_id, position, settings)
       SELECT 'm' || n, $2, $3, $4::jsonb
              || CASE $2 WHEN 'horoscope' THEN jsonb_build_object('sign', ($5::text[])[1 + n % cardinality($5::text[])])
                         WHEN 'weather' THEN jsonb_build_object('place', ($6::jsonb) -> (n % $7))
                         ELSE '{}'::jsonb END
         FROM generate_series(1, $1) n`,
      [
        users,
        id,
        position,
        JSON.stringify(block.default_settings),
        SIGNS,
        JSON.stringify(PLACES),
        PLACES.length,
      ],
    );
  }
  await db.query(
    `INSERT INTO integrations (user_id, provider, is_active) SELECT user_id, 'google_calendar', true FROM profiles`,
  );
  await db.query(
    `INSERT INTO schedules (user_id, enabled, call_time, weekdays, timezone, voice_id)
     SELECT user_id, true, '07:00', '1,2,3,4,5,6,7', timezone,
            ($1::text[])[1 + substr(user_id, 2)::int % cardinality($1::text[])] FROM profiles
     ON CONFLICT (user_id) DO NOTHING`,
    [VOICES],
  );
  await db.query('UPDATE schedules s SET next_call_at = daybreak_plan(s, $1)', [START]);
}

export interface MorningResult {
  placed: number;
  records: number;
  usersWithOneRecord: number;
  expired: number;
  p50: number;
  p99: number;
  max: number;
  /** Calls whose words and audio were made before their due time. */
  preparedAhead: number;
  wallSeconds: number;
  /** CPU of every server process (pipeline, database client, speech threads) per call (ms). */
  cpuPerCall: number;
  /** CPU of the speech workers per call, phone-line encoding included (ms); null when stubbed. */
  speechCpuPerCall: number | null;
  /** Syntheses (engine runs) per call; null when stubbed. */
  synthesesPerCall: number | null;
  speechWorkers: number | null;
  engineStarts: number | null;
  audioKbPerCall: number;
  /** Database rows (records and attempts, with indexes) per call (kB). */
  rowKbPerCall: number;
  loadBefore: string;
  loadAfter: string;
  /** Characters of speech per call: asked for (the call's words) and sent to the engine (billed). */
  spokenPerCall: number;
  synthesizedPerCall: number;
  /** Shared sentences kept in the audio store, and their audio (kB). */
  segments: number;
  segmentKb: number;
  /** Attempts per call, and minutes on the line per call (every attempt: message, keys, ending). */
  attemptsPerCall: number;
  minutesPerCall: number;
  /** Per process: the morning's recordings and how many it could play. */
  recordings: ProcessReport['recordings'][];
}

function child(): ChildProcess {
  return fork(path.join(import.meta.dirname, 'morningProcess.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
const next = <T>(proc: ChildProcess, type: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      proc.off('message', onMessage);
      resolve(message as T);
    };
    proc.on('message', onMessage);
    proc.once('exit', (code) => reject(new Error(`bench process exited (${code}) before ${type}`)));
  });

export async function runMorning(options: MorningOptions): Promise<MorningResult> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const target: DbOptions = { databaseUrl: options.databaseUrl, dataDir: null, schema };
  const db = await openDb(target);
  await migrate(db);
  await seed(db, options.users, options.zones === 1 ? ['America/New_York'] : TIMEZONES);

  let skew = START.getTime() - Date.now();
  const now = () => new Date(Date.now() + skew);
  const processes = Array.from({ length: options.processes }, child);
  const tell = (message: ToProcess) => processes.forEach((p) => p.send(message));
  await Promise.all(
    processes.map((p) => {
      const ready = next(p, 'ready');
      p.send({
        type: 'start',
        target,
        skew,
        callsPerSecond: options.callsPerSecond,
        stubMs: options.speech === 'espeak' ? null : options.speech.stubMs,
      } satisfies ToProcess);
      return ready;
    }),
  );

  const loadBefore = load();
  const started = Date.now();
  let preparedAhead = 0;
  for (;;) {
    await sleep(200);
    const [state] = await db.query<{
      done: string;
      unprepared: string;
      busy: string;
      next_schedule: Date | null;
      next_run: Date | null;
      next_due: Date | null;
    }>(
      `SELECT (SELECT count(*) FROM call_records WHERE status = ANY($1)) AS done,
              (SELECT count(*) FROM call_records WHERE status = 'queued' AND words IS NULL
                  AND due_at <= $2::timestamptz + $3 * interval '1 millisecond') AS unprepared,
              (SELECT count(*) FROM call_records WHERE status IN ('placing', 'ringing')) AS busy,
              (SELECT min(next_call_at) FROM schedules) AS next_schedule,
              (SELECT min(dial_at) FROM call_records WHERE status = 'queued') AS next_run,
              (SELECT min(due_at) FROM call_records WHERE status = 'queued') AS next_due`,
      [FINAL, now(), PREPARE_AHEAD_MS],
    );
    if (Number(state?.done) >= options.users) break;
    if (!state || Number(state.unprepared) > 0 || Number(state.busy) > 0) continue;
    // Nothing to do until the next preparation window opens, or the next call is due: go there.
    const targets = [
      state.next_schedule && new Date(state.next_schedule).getTime() - PREPARE_AHEAD_MS,
      state.next_run && new Date(state.next_run).getTime(),
    ].filter((t): t is number => typeof t === 'number');
    const to = Math.min(...targets);
    const gap = to - now().getTime();
    if (!Number.isFinite(to) || gap < 1000) continue;
    if (state.next_due && new Date(state.next_due).getTime() === to) {
      const [ready] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM call_records WHERE due_at = $1 AND words IS NOT NULL`,
        [state.next_due],
      );
      preparedAhead += Number(ready?.n ?? 0);
    }
    skew += gap;
    tell({ type: 'skew', skew });
  }
  const wallSeconds = (Date.now() - started) / 1000;
  const loadAfter = load();
  const reports = await Promise.all(
    processes.map((p) => {
      const report = next<ProcessReport>(p, 'report');
      p.send({ type: 'stop' } satisfies ToProcess);
      return report;
    }),
  );

  const [stats] = await db.query<{
    placed: string;
    p50: number;
    p99: number;
    max: number;
  }>(
    `SELECT count(*) AS placed,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.started_at - r.due_at)) AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM a.started_at - r.due_at)) AS p99,
            max(extract(epoch FROM a.started_at - r.due_at)) AS max
       FROM call_attempts a JOIN call_records r ON r.id = a.call_id WHERE a.number = 1`,
  );
  const [records] = await db.query<{ records: string; one: string; expired: string }>(
    `SELECT (SELECT count(*) FROM call_records) AS records,
            (SELECT count(*) FROM (SELECT user_id FROM call_records GROUP BY user_id HAVING count(*) = 1) u) AS one,
            (SELECT count(*) FROM call_records WHERE status = 'expired') AS expired`,
  );
  const [words] = await db.query<{ chars: number | string; attempts: number | string }>(
    `SELECT avg(length(words)) AS chars,
            (SELECT count(*) FROM call_attempts)::float / greatest(count(*), 1) AS attempts
       FROM call_records WHERE kind = 'wakeup' AND words IS NOT NULL`,
  );
  const [rows] = await db.query<{ bytes: string }>(
    `SELECT pg_total_relation_size('call_records') + pg_total_relation_size('call_attempts') AS bytes`,
  );
  const objects = await db.query<{ key: string; size: number }>(
    'SELECT key, octet_length(bytes) AS size FROM audio_objects',
  );
  await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
  const sizes = (prefix: string) =>
    objects.filter((o) => o.key.startsWith(prefix)).map((o) => Number(o.size));
  const files = sizes('call-');
  const segmentFiles = sizes('segment-');
  const audioBytes = files.reduce((sum, n) => sum + n, 0);
  // A call's message plays for its audio's length (8 kHz μ-law: 8,000 bytes a second, a 58-byte
  // header); the keys and the ending the line says around it, at the voice's same pace.
  const messageSeconds = (audioBytes - 58 * files.length) / 8000 / Math.max(files.length, 1);
  const messageChars = Number(words?.chars ?? 0);
  const frameChars = attemptScript('', { ...SCHEDULE_DEFAULTS, number: 1 }, 'en').length;
  const attemptSeconds =
    messageSeconds + (messageChars ? (frameChars * messageSeconds) / messageChars : 0);
  const attemptsPerCall = Number(words?.attempts ?? 0);
  const characters = reports.reduce(
    (sum, r) => ({
      spoken: sum.spoken + r.characters.spoken,
      synthesized: sum.synthesized + r.characters.synthesized,
    }),
    { spoken: 0, synthesized: 0 },
  );

  const placed = Number(stats?.placed ?? 0);
  const speech = reports.map((r) => r.speech).filter((s) => s !== null);
  const speechCpu = speech.reduce((sum, s) => sum + s.cpuMs, 0);
  const speechTasks = speech.reduce((sum, s) => sum + s.tasks, 0);
  return {
    placed,
    records: Number(records?.records ?? 0),
    usersWithOneRecord: Number(records?.one ?? 0),
    expired: Number(records?.expired ?? 0),
    p50: Number(stats?.p50 ?? 0),
    p99: Number(stats?.p99 ?? 0),
    max: Number(stats?.max ?? 0),
    preparedAhead,
    wallSeconds,
    cpuPerCall: reports.reduce((sum, r) => sum + r.cpuMs, 0) / Math.max(placed, 1),
    speechCpuPerCall: speech.length ? speechCpu / Math.max(placed, 1) : null,
    synthesesPerCall: speech.length ? speechTasks / Math.max(placed, 1) : null,
    speechWorkers: speech.length ? speech.reduce((sum, s) => sum + s.workers, 0) : null,
    engineStarts: speech.length ? speech.reduce((sum, s) => sum + s.engineStarts, 0) : null,
    audioKbPerCall: audioBytes / 1000 / Math.max(files.length, 1),
    rowKbPerCall: Number(rows?.bytes ?? 0) / 1000 / Math.max(Number(records?.records ?? 0), 1),
    loadBefore,
    loadAfter,
    spokenPerCall: characters.spoken / Math.max(placed, 1),
    synthesizedPerCall: characters.synthesized / Math.max(placed, 1),
    segments: segmentFiles.length,
    segmentKb: segmentFiles.reduce((sum, n) => sum + n, 0) / 1000,
    attemptsPerCall,
    minutesPerCall: (attemptsPerCall * attemptSeconds) / 60,
    recordings: reports.map((r) => r.recordings),
  };
}

export async function benchMorning(runs: MorningOptions[]): Promise<void> {
  for (const run of runs) {
    const r = await runMorning(run);
    const speech =
      run.speech === 'espeak'
        ? `real speech (eSpeak NG, ${r.speechWorkers} speech worker(s) in all, ${r.engineStarts} engine start(s))`
        : `SPEECH STUBBED at ${run.speech.stubMs} ms (no synthesis: --stub-speech)`;
    const target = run.users / run.callsPerSecond + 10;
    console.log(
      `A morning — ${run.users} users due at 07:00 in ${run.zones === 1 ? 'one zone (the same minute)' : '12 zones'}, ` +
        `${run.processes} server process(es) on Postgres, CALLS_PER_SECOND ${run.callsPerSecond}, ` +
        `routine: weather (20 places) + calendar + horoscope (12 signs) + word of the day, 4 voices, ${speech}; ${availableParallelism()} cores`,
    );
    console.log(
      `  first-attempt lateness p50 ${r.p50.toFixed(2)} s  p99 ${r.p99.toFixed(2)} s  max ${r.max.toFixed(2)} s ` +
        `(target p99 ≤ N/CPS + 10 s = ${target.toFixed(0)} s: ${r.p99 <= target ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  placed ${r.placed}, expired ${r.expired}, records ${r.records} (users with exactly one: ${r.usersWithOneRecord}/${run.users}), ` +
        `prepared before their due time ${r.preparedAhead}/${run.users}   (wall ${r.wallSeconds.toFixed(0)} s)`,
    );
    console.log(
      `  CPU per call ${r.cpuPerCall.toFixed(1)} ms in the server processes` +
        (r.speechCpuPerCall === null
          ? ''
          : `; preparation speech ${r.speechCpuPerCall.toFixed(1)} ms in the speech workers ` +
            `(synthesis + phone-line encoding, ${r.synthesesPerCall?.toFixed(2)} syntheses a call; target ≤ 35 ms: ` +
            `${r.speechCpuPerCall <= 35 ? 'met' : 'NOT met'})`) +
        `   audio ${r.audioKbPerCall.toFixed(1)} kB per call   disk per 10,000 calls ` +
        `${(((r.audioKbPerCall + r.rowKbPerCall) * 10_000) / 1e6).toFixed(2)} GB ` +
        `(audio ${((r.audioKbPerCall * 10_000) / 1e6).toFixed(2)} GB + rows ${((r.rowKbPerCall * 10_000) / 1e3).toFixed(1)} MB)`,
    );
    const share = r.synthesizedPerCall / Math.max(r.spokenPerCall, 1);
    const cost = (per1k: number) => (r.synthesizedPerCall / 1000) * per1k;
    const line = r.minutesPerCall * RATES.twilioPerMinute;
    const year = (n: number) => `$${(n * CALLS_A_YEAR).toFixed(2)}`;
    console.log(
      `  speech per call: ${r.spokenPerCall.toFixed(0)} characters spoken, ${r.synthesizedPerCall.toFixed(0)} synthesized ` +
        `(${(share * 100).toFixed(1)} % synthesized; target ≤ 35 %: ${share <= 0.35 ? 'met' : 'NOT met'}); ` +
        `${r.segments} shared sentences kept (${(r.segmentKb / 1000).toFixed(1)} MB)`,
    );
    console.log(
      `  on the line per call: ${r.attemptsPerCall.toFixed(2)} attempt(s), ${r.minutesPerCall.toFixed(2)} minutes`,
    );
    console.log(
      `  cost per call: speech $${cost(RATES.multilingualPer1k).toFixed(4)} multilingual / $${cost(RATES.flashPer1k).toFixed(4)} Flash, ` +
        `line $${line.toFixed(4)}; per user-year (${CALLS_A_YEAR} weekday calls): speech ${year(cost(RATES.multilingualPer1k))} multilingual ` +
        `(target ≤ $8: ${cost(RATES.multilingualPer1k) * CALLS_A_YEAR <= 8 ? 'met' : 'NOT met'}) / ${year(cost(RATES.flashPer1k))} Flash, line ${year(line)}`,
    );
    console.log(
      `  recordings playable from each process (audio in the database): ${r.recordings
        .map((x, i) => `process ${i + 1} ${x.playable}/${x.all}`)
        .join(', ')}`,
    );
    console.log(`  rates: ${RATES.source}`);
    console.log(`  load average before ${r.loadBefore}, after ${r.loadAfter}`);
  }
}
