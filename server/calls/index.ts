/** The calls side of the server, with adapters chosen by configuration. */
import path from 'node:path';
import type { Sealer } from '../crypto';
import { callMetrics, type CallMetrics } from '../metrics';
import type { Db } from '../db';
import type { Env } from '../env';
import {
  bucketAudioStore,
  databaseAudioStore,
  fileAudioStore,
  s3AudioStore,
  type AudioStore,
} from './speech';
import { audioUrls, type AudioUrls } from './speech';
import { providerAccess, providerAdapters } from '../providers';
import { googleCalendar } from './content';
import { lineEvents } from './lifecycle';
import { dbPacer } from './lifecycle';
import { localLine, verifiedOnly, type CallLine, type LineEvents, type PhoneLine } from './lines';
import { createPipeline, queue, type Pipeline } from './lifecycle';
import { scriptFor, type PlaceSource, type Script, type ScriptSources } from './content';
import { offlineCalendar, offlineWeather } from './content';
import { gazetteerPlaces } from '../providers/gazetteer';
import { openMeteo } from '../providers/openMeteo';
import { createSpeech, type Speech } from './speech';
import { twilioLine } from './lines';
import { systemClock, type Clock } from './clock';
import { localVerification, twilioVerification, type Verification } from './verification';

export interface CallServices {
  /** Places a test or verification call now, recorded like every call; only to a verified number (but the verification call). */
  phone: PhoneLine;
  speech: Speech;
  verification: Verification;
  /**
   * When the user's next wake-up call is (one queued ahead of its time, else the schedule's next
   * call, as the next-call line says), or a day from now when none is set: what a test call and Hear
   * my call play is that call's routine.
   */
  nextCallAt(userId: string): Promise<Date>;
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
  /** Places by name or postcode, for the place field's search (GET /api/places/). */
  places: PlaceSource;
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
  places?: PlaceSource;
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
          now: () => clock.now(),
          ringMs: env.ringTimeoutSeconds * 1000,
          ...(overrides.print ? { print: overrides.print } : {}),
          ...(overrides.stepMs !== undefined ? { stepMs: overrides.stepMs } : {}),
          ...(overrides.listenMs !== undefined ? { listenMs: overrides.listenMs } : {}),
        }));
  const metrics = callMetrics(db);
  const speech =
    overrides.speech ??
    createSpeech(env, (kind, characters) => metrics.speechCharacters.inc({ kind }, characters));
  const audio =
    overrides.audio ??
    (env.audioBucket
      ? bucketAudioStore(env.audioBucket)
      : env.audioS3
        ? s3AudioStore(env.audioS3)
        : env.databaseUrl
          ? databaseAudioStore(db)
          : fileAudioStore(path.join(env.dataDir, 'audio')));
  const urls = audioUrls(db);
  const adapters = providerAdapters(env);
  const meteo = env.openMeteo ? openMeteo(env.openMeteo) : null;
  const sources = overrides.sources ?? {
    weather: meteo?.weather ?? offlineWeather,
    calendar:
      adapters.google_calendar && !env.local
        ? googleCalendar(providerAccess(db, sealer, adapters))
        : offlineCalendar,
  };
  const assemble = (userId: string, date: Date) => scriptFor(db, userId, sources, date);
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
    async nextCallAt(userId) {
      const [row] = await queue.nextCallAt(db, userId);
      return row?.at ? new Date(row.at) : new Date(clock.now().getTime() + 86_400_000);
    },
    assemble,
    pipeline,
    line,
    places: overrides.places ?? meteo?.places ?? gazetteerPlaces,
    events,
    audio,
    urls,
    clock,
    metrics,
  };
}
