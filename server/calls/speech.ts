/**
 * Speech: ElevenLabs in production; locally an offline synthesizer — eSpeak NG in WebAssembly (the
 * default: far more intelligible) or SAM (LOCAL_SPEECH=sam: tiny and instant) — real WAV audio, made
 * in worker threads, never on the event loop.
 */
import { BUILT_IN_VOICES } from '../../src/core/constants';
import { espeakSynthesizer } from './espeak';
import { workerPool, type WorkerPool } from './workerPool';

export interface Audio {
  contentType: string;
  bytes: Uint8Array;
}

export interface Speech {
  synthesize(text: string, voiceId: string): Promise<Audio>;
  isKnownVoice(voiceId: string): Promise<boolean>;
}

/** Each built-in voice gets its own SAM pitch and speed so they sound different offline. */
interface SamVoice {
  pitch: number;
  speed: number;
  mouth: number;
  throat: number;
}
const samVoices: Record<string, SamVoice> = {
  '21m00Tcm4TlvDq8ikWAM': { pitch: 64, speed: 72, mouth: 128, throat: 128 },
  pNInz6obpgDQGcFmaJgB: { pitch: 90, speed: 80, mouth: 110, throat: 150 },
  AZnzlk1XvdvUeBnXmlld: { pitch: 50, speed: 62, mouth: 150, throat: 110 },
  MF3mGyEYCl7XYWbV9V6O: { pitch: 60, speed: 88, mouth: 135, throat: 120 },
};
const builtIn = new Set(BUILT_IN_VOICES.map((v) => v.id));
/** Locally, a custom voice id is valid when it has the voice provider's id shape. */
const customId = /^[A-Za-z0-9]{20}$/;

/** sam-js writes RIFF/data sizes that disagree with the bytes it returns; players are stricter than it. */
function fixWavSizes(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.setUint32(4, bytes.byteLength - 8, true);
  view.setUint32(40, bytes.byteLength - 44, true);
  return bytes;
}

/** SAM synthesizes for ~150 ms of CPU per sentence: in worker threads, never on the event loop. */
let sharedPool: WorkerPool<{ text: string; voice: SamVoice }> | null = null;
const pool = () => (sharedPool ??= workerPool(new URL('./speechWorker.mjs', import.meta.url)));

export function localSpeech(engine: 'espeak' | 'sam' = 'sam'): Speech {
  const isKnownVoice = async (voiceId: string) => builtIn.has(voiceId) || customId.test(voiceId);
  if (engine === 'espeak') {
    const espeak = espeakSynthesizer();
    return { isKnownVoice, synthesize: (text, voiceId) => espeak.synthesize(text, voiceId) };
  }
  return {
    isKnownVoice,
    async synthesize(text, voiceId) {
      const voice = samVoices[voiceId] ?? { pitch: 70, speed: 75, mouth: 128, throat: 128 };
      // SAM speaks letters, not digits or symbols: spell digits out first.
      const words = text.replace(
        /\d/g,
        (d) =>
          ` ${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][Number(d)]} `,
      );
      const spoken =
        words
          .replace(/[^A-Za-z .,!?'-]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() || 'Hello';
      const bytes = await pool().run({ text: spoken, voice });
      return { contentType: 'audio/wav', bytes: fixWavSizes(bytes) };
    },
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
      const response = await fetchFn(`${base}/text-to-speech/${voiceId}`, {
        method: 'POST',
        headers: { 'xi-api-key': apiKey, 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
        body: JSON.stringify({
          text,
          model_id: 'eleven_multilingual_v2',
          voice_settings: { stability: 0.5, similarity_boost: 0.75 },
        }),
      });
      if (!response.ok) throw new Error(`ElevenLabs answered ${response.status}`);
      return { contentType: 'audio/mpeg', bytes: new Uint8Array(await response.arrayBuffer()) };
    },
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
