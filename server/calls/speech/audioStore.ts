/**
 * Where the audio of each call (and each shared sentence) is kept: files under DATA_DIR with the
 * embedded database (one process); a table of the database itself on a Postgres server, so every
 * process serving it finds every call's audio; any S3-compatible bucket (`AUDIO_STORE=s3://…`) or a
 * Supabase Storage bucket (`AUDIO_BUCKET`) when configured.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as S3 from '@aws-sdk/client-s3';
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

/** A key as `audioKey` makes it, or an error: a key never names a path outside the store. */
const checkedKey = (key: string) => {
  if (!/^[A-Za-z0-9_-]+\.(wav|mp3)$/.test(key)) throw new Error(`Bad audio key ${key}`);
  return key;
};

/** The content type a key's extension names. */
const typeOf = (key: string) => types[key.split('.').pop() ?? ''] ?? 'audio/wav';

export function fileAudioStore(dir: string): AudioStore {
  const file = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, audio) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(key), audio.bytes);
    },
    async get(key) {
      try {
        const bytes = new Uint8Array(await readFile(file(key)));
        return { bytes, contentType: typeOf(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

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
        contentType: typeOf(key),
      };
    },
    async delete(key) {
      const response = await fetchFn(object(key), { method: 'DELETE', headers });
      if (!response.ok && response.status !== 400 && response.status !== 404)
        throw new Error(`Storage answered ${response.status}`);
    },
  };
}

const audioPath = (key: string) => `calls/${checkedKey(key)}`;

/** An S3-compatible bucket: AWS S3, Cloudflare R2, MinIO, Supabase Storage's S3 endpoint. */
export interface S3StoreConfig {
  bucket: string;
  /** Put before every key (`s3://bucket/prefix/…`): '' or ending in '/'. */
  prefix: string;
  region: string;
  /** Another provider's endpoint (R2, MinIO, Supabase…); null for AWS itself. */
  endpoint: string | null;
  /** Null: the AWS SDK's own chain (an instance or task role, a shared profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/**
 * Audio as objects in an S3-compatible bucket, through the AWS SDK v3. The SDK (a few megabytes of
 * modules) is loaded with the first request, so a server without a bucket never loads it.
 */
export function s3AudioStore(config: S3StoreConfig): AudioStore {
  let client: Promise<{ s3: S3Client; sdk: S3Sdk }> | null = null;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const s3 = new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        // Every S3-compatible server answers path-style requests (`endpoint/bucket/key`); only
        // AWS's own endpoints need the bucket in the host name, and those are the SDK's default.
        forcePathStyle: config.endpoint !== null,
        ...(config.credentials ? { credentials: config.credentials } : {}),
        // The SDK's default integrity checksums (CRC32 on every upload since 2025) are refused or
        // mishandled by several S3-compatible servers; S3 itself needs them only where it says so.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, sdk };
    }));
  const objectKey = (key: string) => `${config.prefix}${checkedKey(key)}`;
  return {
    async put(key, audio) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: audio.bytes,
          ContentType: audio.contentType,
        }),
      );
    },
    async get(key) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!object.Body) return null;
        return { bytes: await object.Body.transformToByteArray(), contentType: typeOf(key) };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      // S3 answers 204 for a key that is not there.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}

type S3Sdk = typeof S3;
type S3Client = S3.S3Client;
