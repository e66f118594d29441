/**
 * Where the audio of each call is kept: files under DATA_DIR locally. An S3-compatible bucket
 * (Supabase Storage) would implement the same two methods.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Audio } from './speech';

export interface AudioStore {
  put(key: string, audio: Audio): Promise<void>;
  get(key: string): Promise<Audio | null>;
}

const types: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg' };
const extension = (contentType: string) => (contentType === 'audio/mpeg' ? 'mp3' : 'wav');

/** Keys are `<name>.<ext>` with a safe name; the extension gives the content type back. */
export function audioKey(name: string, contentType: string): string {
  return `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension(contentType)}`;
}

export function fileAudioStore(dir: string): AudioStore {
  const file = (key: string) => {
    if (!/^[A-Za-z0-9_-]+\.(wav|mp3)$/.test(key)) throw new Error(`Bad audio key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, audio) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(key), audio.bytes);
    },
    async get(key) {
      try {
        const bytes = new Uint8Array(await readFile(file(key)));
        return { bytes, contentType: types[key.split('.').pop() ?? ''] ?? 'audio/wav' };
      } catch {
        return null;
      }
    },
  };
}

/** Tests and the benchmark: audio kept in memory. */
export function memoryAudioStore(): AudioStore {
  const files = new Map<string, Audio>();
  return {
    put: async (key, audio) => void files.set(key, audio),
    get: async (key) => files.get(key) ?? null,
  };
}
