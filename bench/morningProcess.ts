/**
 * One server process of the morning bench: the product's own call services and scheduler loop on
 * the bench's Postgres schema, with real speech (its own eSpeak NG workers, one per core unless
 * SPEECH_WORKERS says) or stubbed synthesis, audio kept in the database as `npm start` keeps it on a
 * Postgres server, and the local line scripted to confirm. Its clock is the bench's: the parent moves it (IPC `skew`) only while nothing is to be done.
 * Started by bench/morning.ts with `fork`; reports its CPU and speech counters when told to stop.
 */
import { createCallServices } from '../server/calls';
import { databaseAudioStore } from '../server/calls/speech';
import { offlineCalendar, offlineWeather, type CalendarSource } from '../server/calls/content';
import { startScheduler } from '../server/calls/lifecycle';
import { localSpeech, muLawWav, speechOver, type Speech } from '../server/calls/speech';
import type { CallMetrics } from '../server/metrics';
import { createSealer, newKey } from '../server/crypto';
import { openDb, type DbOptions } from '../server/db';
import { loadEnv } from '../server/env';

export interface ProcessStart {
  type: 'start';
  target: DbOptions;
  skew: number;
  callsPerSecond: number;
  /** null: real speech; a number: synthesis stubbed to this delay (ms). */
  stubMs: number | null;
}
export type ToProcess = ProcessStart | { type: 'skew'; skew: number } | { type: 'stop' };
export interface ProcessReport {
  type: 'report';
  cpuMs: number;
  speech: { cpuMs: number; tasks: number; workers: number; engineStarts: number } | null;
  /** Characters of speech asked for (`spoken`) and sent to the engine (`synthesized`, what is billed). */
  characters: { spoken: number; synthesized: number };
  /** The morning's recordings (every process's), and how many of them this process could play. */
  recordings: { all: number; playable: number };
}

/**
 * Everyone's own calendar: the offline day with one meeting of their own, so no two users' calendar
 * words are the same (a shared offline calendar would be synthesized once for all).
 */
const ownCalendar: CalendarSource = {
  async events(userId, day) {
    const title = `Call with client ${userId.replace(/\D/g, '')}`;
    return [
      { title, start: '08:30', allDay: false },
      ...(await offlineCalendar.events(userId, day)),
    ];
  },
};

/** A stubbed synthesis: a tenth of a second of phone-line silence. */
const STUB_WAV = muLawWav(new Uint8Array(800).fill(0xff));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (message: object) => process.send?.(message);

let skew = 0;
let stop: (() => Promise<void>) | null = null;

async function start(options: ProcessStart) {
  skew = options.skew;
  const clock = { now: () => new Date(Date.now() + skew) };
  const env = loadEnv({
    LOCAL_CALL_OUTCOME: 'confirm',
    PORT: '0',
    SCHEDULER: 'off',
    CALLS_PER_SECOND: String(options.callsPerSecond),
  });
  const local = options.stubMs === null ? localSpeech({ workers: env.speechWorkers }) : null;
  const stubMs = options.stubMs ?? 0;
  const engine: Speech = local ?? {
    isKnownVoice: async () => true,
    synthesize: async () => {
      await sleep(stubMs);
      return { contentType: 'audio/wav', bytes: STUB_WAV };
    },
  };
  // The server's own speech over the engine (spoken text, identical requests shared), counted in
  // the call services' metrics as in production.
  let characters: CallMetrics['speechCharacters'] | null = null;
  const speech = speechOver(engine, (kind, n) => characters?.inc({ kind }, n));
  const db = await openDb(options.target);
  const calls = createCallServices(env, db, createSealer(newKey()), {
    clock,
    speech,
    // As `npm start` on a Postgres server without a bucket: audio in the database, for every process.
    audio: databaseAudioStore(db),
    sources: { weather: offlineWeather, calendar: ownCalendar },
    stepMs: 0,
    listenMs: 0,
    print: () => undefined,
  });
  characters = calls.metrics.speechCharacters;
  const cpuStart = process.cpuUsage();
  const speechStart = local?.usage();
  // The product's own loop, at its own one-second idle interval.
  const stopScheduler = startScheduler(calls.pipeline);
  stop = async () => {
    stopScheduler();
    await calls.line.settle();
    const cpu = process.cpuUsage(cpuStart);
    const end = local?.usage();
    const counted = (await calls.metrics.speechCharacters.get()).values;
    // Every recording of the morning, whichever process made it, read back through this one's store.
    const keys = await db.query<{ audio_key: string }>(
      'SELECT audio_key FROM call_records WHERE audio_key IS NOT NULL',
    );
    let playable = 0;
    for (const { audio_key } of keys) if (await calls.audio.get(audio_key)) playable += 1;
    const count = (kind: string) => counted.find((v) => v.labels.kind === kind)?.value ?? 0;
    const report: ProcessReport = {
      characters: { spoken: count('spoken'), synthesized: count('synthesized') },
      recordings: { all: keys.length, playable },
      type: 'report',
      cpuMs: (cpu.user + cpu.system) / 1000,
      speech:
        end && speechStart
          ? {
              cpuMs: end.cpuMs - speechStart.cpuMs,
              tasks: end.tasks - speechStart.tasks,
              workers: end.workers,
              engineStarts: end.engineStarts,
            }
          : null,
    };
    send(report);
    await db.close();
  };
  send({ type: 'ready' });
}

process.on('message', (message: ToProcess) => {
  if (message.type === 'start') void start(message);
  else if (message.type === 'skew') skew = message.skew;
  else
    void (stop?.() ?? Promise.resolve()).finally(() => {
      process.disconnect();
      process.exit(0);
    });
});
