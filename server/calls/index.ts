/** The calls side of the server, with adapters chosen by configuration. */
import path from 'node:path';
import type { Sealer } from '../crypto';
import { callMetrics, type CallMetrics } from '../metrics';
import type { Db } from '../db';
import type { Env } from '../env';
import { bucketAudioStore, fileAudioStore, type AudioStore } from './speech';
import { audioUrls, type AudioUrls } from './speech';
import { providerAccess, providerAdapters } from '../providers';
import { googleCalendar } from './content';
import { lineEvents } from './lifecycle';
import { dbPacer } from './lifecycle';
import { localLine, verifiedOnly, type CallLine, type LineEvents, type PhoneLine } from './lines';
import { createPipeline, type Pipeline } from './lifecycle';
import { scriptFor, type Script, type ScriptSources } from './content';
import { offlineCalendar, offlineWeather, openMeteoWeather } from './content';
import { createSpeech, type Speech } from './speech';
import { twilioLine } from './lines';
import { systemClock, type Clock } from './clock';
import { localVerification, twilioVerification, type Verification } from './verification';

export interface CallServices {
  /** Places a test or verification call now, recorded like every call; only to a verified number (but the verification call). */
  phone: PhoneLine;
  speech: Speech;
  verification: Verification;
  script(userId: string): Promise<string>;
  /** The words of the user's call on `date`, and the blocks that fell back. */
  assemble(userId: string, date: Date): Promise<Script>;
  pipeline: Pipeline;
  line: CallLine;
  events: LineEvents;
  audio: AudioStore;
  urls: AudioUrls;
  clock: Clock;
  /** What an operator reads at GET /metrics. */
  metrics: CallMetrics;
}

export interface CallOverrides {
  clock?: Clock;
  newCode?: () => string;
  print?: (line: string) => void;
  /** The local line's pause between lifecycle steps (ms). */
  stepMs?: number;
  /** The local line's time on an answered call (ms; default: the words' spoken length). */
  listenMs?: number;
  audio?: AudioStore;
  speech?: Speech;
  line?: CallLine;
  /** The blocks' data sources (weather, calendar). */
  sources?: ScriptSources;
}

export function createCallServices(
  env: Env,
  db: Db,
  sealer: Sealer,
  overrides: CallOverrides = {},
): CallServices {
  const clock = overrides.clock ?? systemClock;
  const events = lineEvents(db, clock);
  const line =
    overrides.line ??
    (env.twilio
      ? twilioLine(env.twilio, env.publicUrl, fetch, env.ringTimeoutSeconds)
      : localLine(db, {
          outcomes: env.localCallOutcomes,
          events: () => events,
          ringMs: env.ringTimeoutSeconds * 1000,
          ...(overrides.print ? { print: overrides.print } : {}),
          ...(overrides.stepMs !== undefined ? { stepMs: overrides.stepMs } : {}),
          ...(overrides.listenMs !== undefined ? { listenMs: overrides.listenMs } : {}),
        }));
  const speech = overrides.speech ?? createSpeech(env);
  const audio =
    overrides.audio ??
    (env.audioBucket
      ? bucketAudioStore(env.audioBucket)
      : fileAudioStore(path.join(env.dataDir, 'audio')));
  const urls = audioUrls(db);
  const adapters = providerAdapters(env);
  const sources = overrides.sources ?? {
    weather: env.local ? offlineWeather : openMeteoWeather(),
    calendar:
      adapters.google_calendar && !env.local
        ? googleCalendar(providerAccess(db, sealer, adapters))
        : offlineCalendar,
  };
  const assemble = (userId: string, date: Date) => scriptFor(db, userId, sources, date);
  const metrics = callMetrics(db);
  const pipeline = createPipeline({
    db,
    clock,
    line,
    speech,
    audio,
    urls,
    pacer: dbPacer(db, env.callsPerSecond),
    assemble,
    concurrency: env.callConcurrency,
    callsPerSecond: env.callsPerSecond,
    metrics,
  });
  // The verification call goes through the pipeline, which records it with the code masked.
  const verification =
    env.twilio?.verifyServiceSid != null
      ? twilioVerification(
          db,
          { ...env.twilio, serviceSid: env.twilio.verifyServiceSid },
          fetch,
          clock,
        )
      : localVerification(db, pipeline, clock, overrides.newCode);
  return {
    // Test calls (and any call placed now) reach only the user's verified number.
    phone: verifiedOnly(db, pipeline),
    speech,
    verification,
    script: async (userId) => (await assemble(userId, clock.now())).words,
    assemble,
    pipeline,
    line,
    events,
    audio,
    urls,
    clock,
    metrics,
  };
}
