/**
 * Where the audio of each call is kept: files under DATA_DIR with the embedded database (one
 * process); a table of the database itself on a Postgres server, so every process serving it finds
 * every call's audio; a Supabase Storage bucket when configured.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import type { Audio } from './audio';

export interface AudioStore {
  put(key: string, audio: Audio): Promise<void>;
  get(key: string): Promise<Audio | null>;
  /** Removes the audio; removing what is already gone is not an error (sweeps may overlap). */
  delete(key: string): Promise<void>;
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
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

const checkedKey = (key: string) => {
  if (!/^[A-Za-z0-9_-]+\.(wav|mp3)$/.test(key)) throw new Error(`Bad audio key ${key}`);
  return key;
};

/** Audio in the database's `audio_objects` table (migration 022): shared by every process. */
export function databaseAudioStore(db: Db): AudioStore {
  return {
    async put(key, audio) {
      await db.query(
        `INSERT INTO audio_objects (key, content_type, bytes) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes`,
        [checkedKey(key), audio.contentType, Buffer.from(audio.bytes)],
      );
    },
    async get(key) {
      const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
        'SELECT content_type, bytes FROM audio_objects WHERE key = $1',
        [checkedKey(key)],
      );
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.content_type } : null;
    },
    async delete(key) {
      await db.query('DELETE FROM audio_objects WHERE key = $1', [checkedKey(key)]);
    },
  };
}

/** Tests and the benchmark: audio kept in memory. */
export function memoryAudioStore(): AudioStore {
  const files = new Map<string, Audio>();
  return {
    put: async (key, audio) => void files.set(key, audio),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
  };
}

export interface BucketConfig {
  /** The Supabase project URL. */
  url: string;
  bucket: string;
  /** A service-role key: the bucket stays private, audio is served through the signed API URL. */
  serviceKey: string;
}

/** Supabase Storage's object API (`/storage/v1/object/{bucket}/{key}`). */
export function bucketAudioStore(config: BucketConfig, fetchFn: typeof fetch = fetch): AudioStore {
  const object = (key: string) =>
    `${config.url}/storage/v1/object/${config.bucket}/${audioPath(key)}`;
  const headers = { Authorization: `Bearer ${config.serviceKey}`, apikey: config.serviceKey };
  return {
    async put(key, audio) {
      const response = await fetchFn(object(key), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': audio.contentType, 'x-upsert': 'true' },
        body: new Blob([audio.bytes.slice()]),
      });
      if (!response.ok) throw new Error(`Storage answered ${response.status}`);
    },
    async get(key) {
      const response = await fetchFn(object(key), { headers });
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`Storage answered ${response.status}`);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: types[key.split('.').pop() ?? ''] ?? 'audio/wav',
      };
    },
    async delete(key) {
      const response = await fetchFn(object(key), { method: 'DELETE', headers });
      if (!response.ok && response.status !== 400 && response.status !== 404)
        throw new Error(`Storage answered ${response.status}`);
    },
  };
}

function audioPath(key: string): string {
  if (!/^[A-Za-z0-9_-]+\.(wav|mp3)$/.test(key)) throw new Error(`Bad audio key ${key}`);
  return `calls/${key}`;
}
