/**
 * The one module that reads the environment (and a `.env` file, if present). Validated once at boot;
 * everything else receives the typed `Env`. With nothing set, every service runs locally and offline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { RING_SECONDS } from '../src/core/constants';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '../src/core/phone';

export interface Env {
  port: number;
  /** Interface to listen on: 127.0.0.1 in local mode, all interfaces in production, unless HOST. */
  host: string;
  publicUrl: string;
  /** Postgres server URL; null → embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Local mode: sign-in emulator, local consent page, local phone line and speech. */
  local: boolean;
  supabaseUrl: string | null;
  supabaseJwtSecret: string | null;
  tokenEncryptionKey: string | null;
  twilio: {
    accountSid: string;
    authToken: string;
    fromNumber: string;
    verifyServiceSid: string | null;
  } | null;
  /**
   * The number wake-up calls come from (E.164), shown wherever calls are set up and in the contact
   * card: Twilio's from-number in production, the local line's own (LOCAL_CALLER_ID) locally.
   */
  callerId: string;
  elevenLabsApiKey: string | null;
  /**
   * ElevenLabs' API base (ELEVENLABS_URL, default https://api.elevenlabs.io; `/v1/…` appended) and
   * model (ELEVENLABS_MODEL, default eleven_flash_v2_5: half the multilingual model's price per
   * character, the same voices, 32 languages).
   */
  elevenLabs: { url: string; model: string };
  google: { clientId: string; clientSecret: string } | null;
  /** Start the wake-up call scheduler loop (off in tests). */
  scheduler: boolean;
  /** Phone verification calls allowed per client address in 10 minutes. */
  verifySendsPerAddress: number;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: use the socket's
   * address). With N, the client is the N-th address from the right.
   */
  trustedProxyHops: number;
  /** Origins (besides PUBLIC_URL's) allowed for CORS and for the sign-in emulator's `redirect_to`. */
  allowedOrigins: string[];
  /** Outbound calls per second across every process (Twilio's default is 1). */
  callsPerSecond: number;
  /** Calls each process works on at once. */
  callConcurrency: number;
  /**
   * Bearer token for GET /metrics; without one it is off in production and readable from this machine
   * (loopback) in local mode.
   */
  metricsToken: string | null;
  /** Seconds a call rings before it counts as not answered: below typical voicemail pickup (20). */
  ringTimeoutSeconds: number;
  /**
   * Local phone line only: how each placed call goes, in order (the last one repeats), e.g.
   * `no-answer,confirm`. Outcomes: ask (the default: it rings on the local phone page and waits for
   * the person there), confirm (answers and presses 1), answer (answers, presses nothing),
   * no-answer, busy, voicemail, silenced (the phone sends the call to voicemail without ringing),
   * failed. Tests script them; a person trying the app answers.
   */
  localCallOutcomes: LocalCallOutcome[];
  /**
   * Call audio in a Supabase Storage bucket (`AUDIO_BUCKET`; else in `audioS3`, else in the database
   * on a Postgres server, else files under DATA_DIR/audio).
   */
  audioBucket: { url: string; bucket: string; serviceKey: string } | null;
  /**
   * Call audio in an S3-compatible bucket: `AUDIO_STORE=s3://bucket[/prefix]`, with the AWS SDK's
   * usual settings (AWS_REGION, AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL for another provider,
   * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, else the SDK's own credential chain).
   */
  audioS3: {
    bucket: string;
    prefix: string;
    region: string;
    endpoint: string | null;
    credentials: { accessKeyId: string; secretAccessKey: string } | null;
  } | null;
  /** Speech synthesis worker threads in this process (default: one per core). */
  speechWorkers: number;
  /** Days a call's audio is kept; older audio is deleted by the retention sweep (default 30). */
  audioRetentionDays: number;
  /**
   * Seconds a stopping process keeps listening, answering `/health/ready` 503, before it closes its
   * listener: time for a balancer's readiness probe to see it go (5 in production, 0 locally).
   */
  drainDelaySeconds: number;
  /**
   * Where the Weather block's forecast comes from: Open-Meteo (WEATHER=open-meteo, the default with
   * production services) at its configurable base URLs, or null for the offline forecast (local mode's
   * default, WEATHER=offline).
   */
  openMeteo: { forecastUrl: string; geocodingUrl: string; apiKey: string | null } | null;
}

export const LOCAL_CALL_OUTCOMES = [
  'ask',
  'confirm',
  'answer',
  'no-answer',
  'busy',
  'voicemail',
  'silenced',
  'failed',
] as const;
export type LocalCallOutcome = (typeof LOCAL_CALL_OUTCOMES)[number];

type Source = Record<string, string | undefined>;

function parseDotEnv(file: string): Source {
  if (!existsSync(file)) return {};
  const values: Source = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = match[2]?.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

export class EnvError extends Error {}

/**
 * What LOCAL_ON_NETWORK must say, word for word, for local mode (no passwords: the sign-in emulator
 * lets anyone sign in as anyone) to listen beyond this machine.
 */
export const LOCAL_ON_NETWORK_CONSENT = 'anyone on the network may sign in as anyone';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

function localHost(source: Source): string {
  const host = optional(source, 'HOST') ?? '127.0.0.1';
  if (LOOPBACK_HOSTS.has(host) || optional(source, 'LOCAL_ON_NETWORK') === LOCAL_ON_NETWORK_CONSENT)
    return host;
  throw new EnvError(
    `HOST=${host} would let anyone who can reach this machine sign in as anyone (local mode has no passwords). Set SUPABASE_URL for real sign-in, or LOCAL_ON_NETWORK="${LOCAL_ON_NETWORK_CONSENT}" if that is what you want.`,
  );
}

function optional(source: Source, name: string): string | null {
  const value = source[name]?.trim();
  return value ? value : null;
}

function wholeNumber(source: Source, name: string, fallback: number): number {
  const raw = optional(source, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new EnvError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function origins(source: Source, name: string): string[] {
  const raw = optional(source, name);
  if (raw === null) return [];
  return raw.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL | null = null;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, ''))
      throw new EnvError(`${name} must list origins like https://app.example.com, got "${text}"`);
    return url.origin;
  });
}

function positiveInt(source: Source, name: string, fallback: number): number {
  const raw = optional(source, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new EnvError(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function positiveNumber(source: Source, name: string, fallback: number): number {
  const raw = optional(source, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new EnvError(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function outcomes(source: Source): LocalCallOutcome[] {
  const raw = optional(source, 'LOCAL_CALL_OUTCOME') ?? 'ask';
  const list = raw.split(',').map((s) => s.trim());
  const known = new Set<string>(LOCAL_CALL_OUTCOMES);
  const wrong = list.find((o) => !known.has(o));
  if (wrong !== undefined)
    throw new EnvError(
      `LOCAL_CALL_OUTCOME must list ${LOCAL_CALL_OUTCOMES.join(', ')}; got "${wrong}"`,
    );
  return list as LocalCallOutcome[];
}

/**
 * LOCAL_SPEECH is gone: eSpeak NG is the only offline synthesizer (SAM was removed: it has no
 * licence). An old `espeak` is what runs anyway; any other value is a clear configuration error.
 */
function checkNoOtherLocalSpeech(source: Source): void {
  const raw = optional(source, 'LOCAL_SPEECH');
  if (raw !== null && raw !== 'espeak')
    throw new EnvError(
      `LOCAL_SPEECH="${raw}" is no longer supported: eSpeak NG is the only offline synthesizer (allowed: espeak). Remove LOCAL_SPEECH from the environment or .env.`,
    );
}

/** The local line's own number unless LOCAL_CALLER_ID names another (a valid one). */
export const DEFAULT_LOCAL_CALLER_ID = '+12025550100';

/** A caller number as dialled (E.164), or a clear error naming the setting. */
function callerNumber(name: string, raw: string): string {
  const number = toE164(raw, DEFAULT_PHONE_COUNTRY);
  if (!number) throw new EnvError(`${name} must be a valid phone number, got "${raw}"`);
  return number;
}

function audioBucket(source: Source, supabaseUrl: string | null): Env['audioBucket'] {
  const bucket = optional(source, 'AUDIO_BUCKET');
  if (!bucket) return null;
  const serviceKey = optional(source, 'SUPABASE_SERVICE_ROLE_KEY');
  if (!supabaseUrl || !serviceKey)
    throw new EnvError('AUDIO_BUCKET needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
  return { url: supabaseUrl.replace(/\/$/, ''), bucket, serviceKey };
}

/** AUDIO_STORE=s3://bucket[/prefix] and the AWS SDK's settings for it; see `Env['audioS3']`. */
function audioS3(source: Source): Env['audioS3'] {
  const store = optional(source, 'AUDIO_STORE');
  if (!store) return null;
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(store);
  if (!match) throw new EnvError(`AUDIO_STORE must be s3://<bucket>[/<prefix>], got "${store}"`);
  if (optional(source, 'AUDIO_BUCKET'))
    throw new EnvError('Set one of AUDIO_STORE and AUDIO_BUCKET, not both');
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpointName = optional(source, 'AWS_ENDPOINT_URL_S3')
    ? 'AWS_ENDPOINT_URL_S3'
    : optional(source, 'AWS_ENDPOINT_URL')
      ? 'AWS_ENDPOINT_URL'
      : null;
  const accessKeyId = optional(source, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = optional(source, 'AWS_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new EnvError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together');
  return {
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    region: optional(source, 'AWS_REGION') ?? optional(source, 'AWS_DEFAULT_REGION') ?? 'us-east-1',
    endpoint: endpointName ? baseUrl(source, endpointName, '') : null,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

/** Reads and validates the configuration. Pass a plain object in tests; defaults to process.env + .env. */
export function loadEnv(source: Source = { ...parseDotEnv('.env'), ...process.env }): Env {
  const port = Number(source.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new EnvError(`PORT must be a port number, got "${source.PORT}"`);
  checkNoOtherLocalSpeech(source);
  const databaseUrl = optional(source, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new EnvError('DATABASE_URL must start with postgres://');
  const supabaseUrl = optional(source, 'SUPABASE_URL');
  const twilioSid = optional(source, 'TWILIO_ACCOUNT_SID');
  const twilioToken = optional(source, 'TWILIO_AUTH_TOKEN');
  const twilioFrom = optional(source, 'TWILIO_FROM_NUMBER');
  if (twilioSid && (!twilioToken || !twilioFrom)) {
    throw new EnvError('TWILIO_ACCOUNT_SID needs TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER');
  }
  const googleId = optional(source, 'GOOGLE_CLIENT_ID');
  const googleSecret = optional(source, 'GOOGLE_CLIENT_SECRET');
  const local = supabaseUrl === null;
  if (local && source.NODE_ENV === 'production')
    throw new EnvError(
      'NODE_ENV=production needs an identity provider: set SUPABASE_URL (the local sign-in is for development only)',
    );
  const tokenEncryptionKey = optional(source, 'TOKEN_ENCRYPTION_KEY');
  if (!local && !tokenEncryptionKey)
    throw new EnvError('TOKEN_ENCRYPTION_KEY is required when SUPABASE_URL is set');
  const keyBytes = tokenEncryptionKey ? Buffer.from(tokenEncryptionKey, 'base64').length : 32;
  if (keyBytes !== 32)
    throw new EnvError(
      `TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded (for example: openssl rand -base64 32); it is ${keyBytes} bytes`,
    );
  const publicUrl = (optional(source, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  );
  try {
    new URL(publicUrl);
  } catch {
    throw new EnvError(`PUBLIC_URL must be a URL, got "${publicUrl}"`);
  }
  return {
    port,
    host: local ? localHost(source) : (optional(source, 'HOST') ?? '0.0.0.0'),
    publicUrl,
    databaseUrl,
    dataDir: path.resolve(optional(source, 'DATA_DIR') ?? '.data'),
    local,
    supabaseUrl: supabaseUrl?.replace(/\/$/, '') ?? null,
    supabaseJwtSecret: optional(source, 'SUPABASE_JWT_SECRET'),
    tokenEncryptionKey,
    twilio:
      twilioSid && twilioToken && twilioFrom
        ? {
            accountSid: twilioSid,
            authToken: twilioToken,
            fromNumber: twilioFrom,
            verifyServiceSid: optional(source, 'TWILIO_VERIFY_SERVICE_SID'),
          }
        : null,
    callerId:
      twilioSid && twilioFrom
        ? callerNumber('TWILIO_FROM_NUMBER', twilioFrom)
        : callerNumber(
            'LOCAL_CALLER_ID',
            optional(source, 'LOCAL_CALLER_ID') ?? DEFAULT_LOCAL_CALLER_ID,
          ),
    elevenLabsApiKey: optional(source, 'ELEVENLABS_API_KEY'),
    google: googleId && googleSecret ? { clientId: googleId, clientSecret: googleSecret } : null,
    scheduler: source.SCHEDULER !== 'off',
    verifySendsPerAddress: positiveInt(source, 'VERIFY_SENDS_PER_ADDRESS', 10),
    trustedProxyHops: wholeNumber(source, 'TRUSTED_PROXY_HOPS', 0),
    allowedOrigins: origins(source, 'ALLOWED_ORIGINS'),
    callsPerSecond: positiveNumber(source, 'CALLS_PER_SECOND', 1),
    callConcurrency: positiveInt(source, 'CALL_CONCURRENCY', 4),
    metricsToken: optional(source, 'METRICS_TOKEN') ?? null,
    ringTimeoutSeconds: positiveInt(source, 'RING_TIMEOUT_SECONDS', RING_SECONDS),
    localCallOutcomes: outcomes(source),
    speechWorkers: positiveInt(source, 'SPEECH_WORKERS', availableParallelism()),
    audioRetentionDays: positiveInt(source, 'AUDIO_RETENTION_DAYS', 30),
    drainDelaySeconds: wholeNumber(source, 'DRAIN_DELAY_SECONDS', local ? 0 : 5),
    // (the S3 store first: it says when both stores are named)
    audioS3: audioS3(source),
    audioBucket: audioBucket(source, supabaseUrl),
    openMeteo: openMeteo(source, local),
    elevenLabs: {
      url: baseUrl(source, 'ELEVENLABS_URL', 'https://api.elevenlabs.io'),
      model: elevenLabsModel(source),
    },
  };
}

/** A service's base URL from `name` (no trailing slash), or `fallback`; refused when not a URL. */
function baseUrl(source: Source, name: string, fallback: string): string {
  const value = (optional(source, name) ?? fallback).replace(/\/$/, '');
  try {
    new URL(value);
  } catch {
    throw new EnvError(`${name} must be a URL, got "${value}"`);
  }
  return value;
}

/** ELEVENLABS_MODEL: one of ElevenLabs' model ids (eleven_flash_v2_5, eleven_multilingual_v2, …). */
function elevenLabsModel(source: Source): string {
  const model = optional(source, 'ELEVENLABS_MODEL') ?? 'eleven_flash_v2_5';
  if (!/^eleven_[a-z0-9_]+$/.test(model))
    throw new EnvError(
      `ELEVENLABS_MODEL must be an ElevenLabs model id like eleven_flash_v2_5, got "${model}"`,
    );
  return model;
}

/** WEATHER (offline | open-meteo), OPEN_METEO_URL, OPEN_METEO_GEOCODING_URL, OPEN_METEO_API_KEY. */
function openMeteo(source: Source, local: boolean): Env['openMeteo'] {
  const choice = optional(source, 'WEATHER') ?? (local ? 'offline' : 'open-meteo');
  if (choice === 'offline') return null;
  if (choice !== 'open-meteo')
    throw new EnvError(`WEATHER must be offline or open-meteo, got "${choice}"`);
  const base = (name: string, fallback: string) => baseUrl(source, name, fallback);
  return {
    forecastUrl: base('OPEN_METEO_URL', 'https://api.open-meteo.com'),
    geocodingUrl: base('OPEN_METEO_GEOCODING_URL', 'https://geocoding-api.open-meteo.com'),
    apiKey: optional(source, 'OPEN_METEO_API_KEY'),
  };
}
