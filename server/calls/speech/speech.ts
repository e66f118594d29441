/**
 * Speech: ElevenLabs in production; locally the offline synthesizer, eSpeak NG in WebAssembly (kept
 * warm in each worker). Local audio is made and encoded for a phone line in worker threads (one per
 * core by default), never on the event loop.
 */
import { availableParallelism } from 'node:os';
import { BUILT_IN_VOICES } from '../../../src/core/constants';
import type { Env } from '../../env';
import type { Audio } from './audio';
import { espeakArgs } from './espeak';
import { joinMuLaw, muLawWav } from './phoneAudio.mjs';
import { spokenText } from './spoken';
import type { CallLanguage } from '../../../src/core/types';
import { workerPool, type PoolUsage, type WorkerPool } from './workerPool';

export type { Audio } from './audio';

export interface Speech {
  /** `text` said in `voiceId`, in `language` (default English): the engine's voice for that language. */
  synthesize(text: string, voiceId: string, language?: CallLanguage): Promise<Audio>;
  isKnownVoice(voiceId: string): Promise<boolean>;
  /**
   * The engine and model ("espeak-ng", "elevenlabs-eleven_flash_v2_5"): the same text in the same
   * voice sounds the same only from the same one (a shared sentence's key, ../lifecycle/preparation.ts).
   */
  readonly engine?: string;
}

const builtIn = new Set(BUILT_IN_VOICES.map((v) => v.id));
/** Locally, a custom voice id is valid when it has the voice provider's id shape. */
const customId = /^[A-Za-z0-9]{20}$/;

/** What speechWorker.mjs is asked to say: eSpeak NG's arguments (the text is the last one). */
interface SpeechTask {
  args: string[];
}

/** One pool per size in a process: every server instance (and test) shares its warm engines. */
const pools = new Map<number, WorkerPool<SpeechTask>>();
function speechPool(size: number): WorkerPool<SpeechTask> {
  let pool = pools.get(size);
  if (!pool) {
    pool = workerPool<SpeechTask>(new URL('./speechWorker.mjs', import.meta.url), size);
    pools.set(size, pool);
  }
  return pool;
}

export interface LocalSpeech extends Speech {
  /** The workers' counters: tasks, CPU, engine starts (the morning bench prints them). */
  usage(): PoolUsage;
}

/** eSpeak NG in `workers` threads (default: one per core), each keeping its engine warm. */
export function localSpeech(options: { workers?: number } = {}): LocalSpeech {
  const pool = speechPool(options.workers ?? availableParallelism());
  return {
    engine: 'espeak-ng',
    isKnownVoice: async (voiceId) => builtIn.has(voiceId) || customId.test(voiceId),
    async synthesize(text, voiceId, language = 'en') {
      return {
        contentType: 'audio/wav',
        bytes: await pool.run({ args: espeakArgs(text, voiceId, language) }),
      };
    },
    usage: () => pool.usage(),
  };
}

export interface ElevenLabsOptions {
  apiKey: string;
  /** The API's base, e.g. https://api.elevenlabs.io (`/v1/…` appended). */
  url: string;
  /** The model every call is synthesized with (eleven_flash_v2_5, eleven_multilingual_v2…). */
  model: string;
}

export function elevenLabsSpeech(
  options: ElevenLabsOptions,
  fetchFn: typeof fetch = fetch,
): Speech {
  const { apiKey, model } = options;
  const base = `${options.url}/v1`;
  return {
    engine: `elevenlabs-${model}`,
    async isKnownVoice(voiceId) {
      if (!/^[A-Za-z0-9]{1,64}$/.test(voiceId)) return false;
      const response = await fetchFn(`${base}/voices/${voiceId}`, {
        headers: { 'xi-api-key': apiKey },
      });
      return response.ok;
    },
    async synthesize(text, voiceId, language = 'en') {
      // Raw 8 kHz μ-law, what a phone line carries (MP3 at 128 kbps would be ~1 MB a minute).
      const url = `${base}/text-to-speech/${voiceId}?output_format=ulaw_8000`;
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'xi-api-key': apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          text,
          model_id: model,
          // The multilingual model reads the language from the text; Flash and Turbo v2.5 take it
          // as `language_code` (ISO 639-1), which the others refuse.
          ...(/_v2_5$/.test(model) ? { language_code: language } : {}),
          voice_settings: { stability: 0.5, similarity_boost: 0.75 },
        }),
      });
      if (!response.ok) throw new Error(`ElevenLabs answered ${response.status}`);
      const samples = new Uint8Array(await response.arrayBuffer());
      return { contentType: 'audio/wav', bytes: muLawWav(samples) };
    },
  };
}

/** A wrapper's engine is the one it wraps. */
const engineOf = (inner: Speech) => (inner.engine ? { engine: inner.engine } : {});

/** Every engine is given spoken text ("4 PM", "12 degrees Celsius"): normalised here, once. */
export function spokenSpeech(inner: Speech): Speech {
  return {
    ...engineOf(inner),
    isKnownVoice: (voiceId) => inner.isKnownVoice(voiceId),
    synthesize: (text, voiceId, language = 'en') =>
      inner.synthesize(spokenText(text, language), voiceId, language),
  };
}

/**
 * Remembers the last `capacity` distinct (voice, text) results, and shares one synthesis between
 * identical requests in flight: a preview is the same sentence every time.
 */
export function cachedSpeech(inner: Speech, capacity = 64): Speech {
  const cache = new Map<string, Promise<Audio>>();
  return {
    ...engineOf(inner),
    isKnownVoice: (voiceId) => inner.isKnownVoice(voiceId),
    synthesize(text, voiceId, language = 'en') {
      const key = `${voiceId}\u0000${language}\u0000${text}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const audio = inner.synthesize(text, voiceId, language);
      cache.set(key, audio);
      audio.catch(() => cache.delete(key));
      while (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return audio;
    },
  };
}

/**
 * Hears the characters of every synthesis: `spoken` for each text asked for, `synthesized` for each
 * one the engine is sent (what ElevenLabs bills). The difference is what the cache saved.
 */
export type SpeechCount = (kind: 'spoken' | 'synthesized', characters: number) => void;

function counted(inner: Speech, kind: 'spoken' | 'synthesized', count: SpeechCount): Speech {
  return {
    ...engineOf(inner),
    isKnownVoice: (voiceId) => inner.isKnownVoice(voiceId),
    synthesize(text, voiceId, language) {
      count(kind, text.length);
      return inner.synthesize(text, voiceId, language);
    },
  };
}

/**
 * The speech a server uses: ElevenLabs if configured, else eSpeak NG; given spoken text, identical
 * requests shared; the characters asked for and sent counted (`count`).
 */
export function createSpeech(
  env: Pick<Env, 'elevenLabsApiKey' | 'elevenLabs' | 'speechWorkers'>,
  count: SpeechCount = () => undefined,
): Speech {
  const engine = env.elevenLabsApiKey
    ? elevenLabsSpeech({ apiKey: env.elevenLabsApiKey, ...env.elevenLabs })
    : localSpeech({ workers: env.speechWorkers });
  return speechOver(engine, count);
}

/** An engine as a server uses it: given spoken text, identical requests shared, characters counted. */
export function speechOver(engine: Speech, count: SpeechCount = () => undefined): Speech {
  return counted(
    cachedSpeech(spokenSpeech(counted(engine, 'synthesized', count))),
    'spoken',
    count,
  );
}

/** The pause between two sentences said one after the other. */
export const SENTENCE_GAP_MS = 150;

/**
 * Sentences' audio as one: their phone-line samples joined with a short pause; when an engine's audio
 * cannot be joined (not μ-law), `whole()` (the words said as one text) instead.
 */
export function joinedSentences(parts: Audio[], whole: () => Promise<Audio>): Promise<Audio> {
  try {
    return Promise.resolve({
      contentType: 'audio/wav',
      bytes: joinMuLaw(
        parts.map((p) => p.bytes),
        SENTENCE_GAP_MS,
      ),
    });
  } catch {
    return whole();
  }
}

/** Sentences each said in its own language, as one audio (`joinedSentences`). */
export async function speakParts(
  speech: Speech,
  parts: { text: string; language: CallLanguage }[],
  voiceId: string,
): Promise<Audio> {
  const audio = await Promise.all(parts.map((p) => speech.synthesize(p.text, voiceId, p.language)));
  return joinedSentences(audio, () =>
    speech.synthesize(parts.map((p) => p.text).join(' '), voiceId, parts[0]?.language),
  );
}
