/**
 * A fleet on the store it already has (issue 37): on a Postgres server without a bucket, call audio
 * lives in the database (`audio_objects`, migration 022), so every process serving it serves every
 * call's audio — the refusal to start a second process is gone; for large fleets, any S3-compatible
 * bucket (`AUDIO_STORE=s3://…`), tried against a local S3 server (./s3Server.ts). Each store with the
 * retention sweep; a call's recording played through the API from the bucket; then two servers on
 * one Postgres schema, each playing the other's call, with either store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAudioStore, s3AudioStore, type AudioStore } from '../../server/calls/speech';
import type { Db } from '../../server/db';
import { sweepAudio } from '../../server/calls/lifecycle';
import { startTestServer, type TestServer } from './harness';
import { callableUser } from './pipelineSetup';
import { S3_BUCKET, S3_CREDENTIALS, startS3Server } from './s3Server';

const databaseUrl = process.env.DATABASE_URL ?? null;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
});

/** What every store does: keeps, answers, replaces and deletes by key; refuses what is not a key. */
async function keepsAnswersReplacesDeletes(store: AudioStore) {
  const wav = { bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]), contentType: 'audio/wav' };
  await store.put('call-1.wav', wav);
  expect(await store.get('call-1.wav')).toEqual(wav);
  const again = { bytes: new Uint8Array([82, 73, 70, 70, 9]), contentType: 'audio/wav' };
  await store.put('call-1.wav', again);
  expect(await store.get('call-1.wav')).toEqual(again);
  const mp3 = { bytes: new Uint8Array([73, 68, 51, 4]), contentType: 'audio/mpeg' };
  await store.put('segment-abc.mp3', mp3);
  expect(await store.get('segment-abc.mp3')).toEqual(mp3);
  await store.delete('call-1.wav');
  await store.delete('call-1.wav'); // already gone: not an error
  expect(await store.get('call-1.wav')).toBeNull();
  expect(await store.get('never-kept.wav')).toBeNull();
  await expect(store.put('../secrets.wav', wav)).rejects.toThrow('Bad audio key');
  await expect(store.get('x.exe')).rejects.toThrow('Bad audio key');
}

/** The retention sweep removes an old call's audio from `store`. */
async function sweptWhenOld(db: Db, store: AudioStore) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO call_records (kind, to_number, due_at, local_date, status, words, audio_key, audio_type, created_at)
     VALUES ('wakeup', '+12025550100', $1, '2026-01-01', 'completed', 'Good morning', NULL, 'audio/wav', $1)
     RETURNING id`,
    [new Date(Date.now() - 60 * 86_400_000)],
  );
  const key = `call-${row?.id}.wav`;
  await store.put(key, { bytes: new Uint8Array([1]), contentType: 'audio/wav' });
  await db.query('UPDATE call_records SET audio_key = $2 WHERE id = $1', [row?.id, key]);
  const swept = await sweepAudio(db, store, new Date(), 30);
  expect(swept.audioRemoved).toBeGreaterThanOrEqual(1);
  expect(await store.get(key)).toBeNull();
}

/** A test call placed through `server`'s API: its id once its recording is kept. */
async function recordedTestCall(server: TestServer, token: string): Promise<number> {
  expect((await server.api('POST', '/api/call-blocks/test-call/', token)).status).toBe(200);
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const { body } = await server.api('GET', '/api/calls/', token);
        const call = (body as { calls: { id: number; audio_url: string | null }[] }).calls[0];
        id = call?.audio_url ? call.id : undefined;
        return id;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return id!;
}

/** The call's recording as `server` plays it: a WAV file. */
async function expectPlays(server: TestServer, id: number, token: string) {
  const audio = await fetch(`${server.url}/api/calls/${id}/audio`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(audio.status).toBe(200);
  expect(
    Buffer.from(await audio.arrayBuffer())
      .subarray(0, 4)
      .toString(),
  ).toBe('RIFF');
}

describe('the database audio store', () => {
  it('keeps, answers, replaces and deletes audio by key; refuses a key that is not one', async () => {
    const server = await startTestServer();
    servers.push(server);
    await keepsAnswersReplacesDeletes(databaseAudioStore(server.deps.db));
  });

  it('the retention sweep removes the audio of old calls from the table', async () => {
    const server = await startTestServer();
    servers.push(server);
    await sweptWhenOld(server.deps.db, databaseAudioStore(server.deps.db));
  });
});

describe('an S3-compatible bucket (AUDIO_STORE=s3://…), against a local S3 server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3?.stop());

  const storeAt = (prefix: string, credentials = S3_CREDENTIALS) =>
    s3AudioStore({
      bucket: S3_BUCKET,
      prefix,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials,
    });
  /** The bucket's keys under `prefix`, as S3 lists them. */
  const keysUnder = async (prefix: string) => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_CREDENTIALS,
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix }),
    );
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key);
  };

  it('keeps, answers, replaces and deletes audio by key, under its prefix; refuses a key that is not one', async () => {
    await keepsAnswersReplacesDeletes(storeAt('contract/'));
    expect(await keysUnder('contract/')).toEqual(['contract/segment-abc.mp3']);
  });

  it('a request with a key the server does not know is refused, not taken for a missing object', async () => {
    const wrong = storeAt('wrong/', { ...S3_CREDENTIALS, accessKeyId: 'NOT-AN-ACCOUNT' });
    await expect(
      wrong.put('call-2.wav', { bytes: new Uint8Array([1]), contentType: 'audio/wav' }),
    ).rejects.toThrow(/access key/i);
    await expect(wrong.get('call-2.wav')).rejects.toThrow(/access key/i);
    expect(await keysUnder('wrong/')).toEqual([]);
  });

  it('the retention sweep removes the audio of old calls from the bucket', async () => {
    const server = await startTestServer();
    servers.push(server);
    await sweptWhenOld(server.deps.db, storeAt('retention/'));
  });

  it('a call placed by a server configured with AUDIO_STORE is kept in the bucket and plays from it', async () => {
    const server = await startTestServer({ audioFromEnv: true, env: s3.env('served') });
    servers.push(server);
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'Asia/Tokyo' },
      new Date(),
    );
    const id = await recordedTestCall(server, user.token);
    await expectPlays(server, id, user.token);
    expect(await keysUnder('served/')).toContain(`served/call-${id}.wav`);
  }, 60_000);

  describe.runIf(databaseUrl)('two servers on one Postgres and one bucket', () => {
    it('each serves the audio of a call the other placed', async () => {
      const first = await startTestServer({ audioFromEnv: true, env: s3.env('fleet') });
      servers.push(first);
      const second = await startTestServer({
        schema: first.schema!,
        audioFromEnv: true,
        env: s3.env('fleet'),
      });
      servers.push(second);
      const user = await callableUser(
        first,
        { call_time: '07:00', timezone: 'Europe/London' },
        new Date(),
      );
      const id = await recordedTestCall(first, user.token);
      for (const server of [second, first]) await expectPlays(server, id, user.token);
      // Not in the database: the bucket is where every process looks.
      expect(await first.deps.db.query('SELECT key FROM audio_objects')).toEqual([]);
    }, 60_000);
  });
});

describe.runIf(databaseUrl)('two servers on one Postgres, no bucket', () => {
  it('both start, and each serves the audio of a call the other placed', async () => {
    // Each with its own DATA_DIR, as on two machines: a file kept by one is not on the other.
    const dataDir = () => mkdtempSync(path.join(tmpdir(), 'daybreak-fleet-'));
    const first = await startTestServer({ audioFromEnv: true, env: { DATA_DIR: dataDir() } });
    servers.push(first);
    const second = await startTestServer({
      schema: first.schema!,
      audioFromEnv: true,
      env: { DATA_DIR: dataDir() },
    });
    servers.push(second);
    const user = await callableUser(
      first,
      { call_time: '07:00', timezone: 'America/New_York' },
      new Date(),
    );
    const id = await recordedTestCall(first, user.token);
    for (const server of [second, first]) await expectPlays(server, id, user.token);
  }, 60_000);
});
