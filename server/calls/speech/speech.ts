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
import { muLawWav } from './phoneAudio.mjs';
import { spokenText } from './spoken';
import { workerPool, type PoolUsage, type WorkerPool } from './workerPool';

export type { Audio } from './audio';

export interface Speech {
  synthesize(text: string, voiceId: string): Promise<Audio>;
  isKnownVoice(voiceId: string): Promise<boolean>;
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
    isKnownVoice: async (voiceId) => builtIn.has(voiceId) || customId.test(voiceId),
    async synthesize(text, voiceId) {
      return {
        contentType: 'audio/wav',
        bytes: await pool.run({ args: espeakArgs(text, voiceId) }),
      };
    },
    usage: () => pool.usage(),
  };
}

export function elevenLabsSpeech(apiKey: string, fetchFn: typeof fetch = fetch): Speech {
  const base = 'https://api.elevenlabs.io/v1';
  return {
    async isKnownVoice(voiceId) {
      if (!/^[A-Za-z0-9]{1,64}$/.test(voiceId)) return false;
      const response = await fetchFn(`${base}/voices/${voiceId}`, {
        headers: { 'xi-api-key': apiKey },
      });
      return response.ok;
    },
    async synthesize(text, voiceId) {
      // Raw 8 kHz μ-law, what a phone line carries (MP3 at 128 kbps would be ~1 MB a minute).
      const url = `${base}/text-to-speech/${voiceId}?output_format=ulaw_8000`;
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'xi-api-key': apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          text,
          model_id: 'eleven_multilingual_v2',
          voice_settings: { stability: 0.5, similarity_boost: 0.75 },
        }),
      });
      if (!response.ok) throw new Error(`ElevenLabs answered ${response.status}`);
      const samples = new Uint8Array(await response.arrayBuffer());
      return { contentType: 'audio/wav', bytes: muLawWav(samples) };
    },
  };
}

/** Every engine is given spoken text ("4 PM", "12 degrees Celsius"): normalised here, once. */
export function spokenSpeech(inner: Speech): Speech {
  return {
    isKnownVoice: (voiceId) => inner.isKnownVoice(voiceId),
    synthesize: (text, voiceId) => inner.synthesize(spokenText(text), voiceId),
  };
}

/**
 * Remembers the last `capacity` distinct (voice, text) results, and shares one synthesis between
 * identical requests in flight: a preview is the same sentence every time.
 */
export function cachedSpeech(inner: Speech, capacity = 64): Speech {
  const cache = new Map<string, Promise<Audio>>();
  return {
    isKnownVoice: (voiceId) => inner.isKnownVoice(voiceId),
    synthesize(text, voiceId) {
      const key = `${voiceId}\u0000${text}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const audio = inner.synthesize(text, voiceId);
      cache.set(key, audio);
      audio.catch(() => cache.delete(key));
      while (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return audio;
    },
  };
}

/**
 * The speech a server uses: ElevenLabs if configured, else eSpeak NG; given spoken text, identical
 * requests shared.
 */
export function createSpeech(env: Pick<Env, 'elevenLabsApiKey' | 'speechWorkers'>): Speech {
  const engine = env.elevenLabsApiKey
    ? elevenLabsSpeech(env.elevenLabsApiKey)
    : localSpeech({ workers: env.speechWorkers });
  return cachedSpeech(spokenSpeech(engine));
}
