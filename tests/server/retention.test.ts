import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bucketAudioStore, fileAudioStore, memoryAudioStore } from '../../server/calls/speech';
import { CALL_RECORD_RETENTION_DAYS, sweepAudio } from '../../server/calls/lifecycle';
import type { Db } from '../../server/db';
import { startTestServer, type TestServer } from './harness';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

/** A finished call record made `days` ago, with audio kept under `call-<n>.wav`. */
async function record(db: Db, days: number, withAudio = true): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO call_records (kind, to_number, due_at, local_date, status, words, audio_key, audio_type, created_at)
     VALUES ('wakeup', '+12025550100', $1, '2026-01-01', 'completed', 'Good morning', NULL, 'audio/wav', $1)
     RETURNING id`,
    [daysAgo(days)],
  );
  const id = row?.id ?? 0;
  if (withAudio)
    await db.query('UPDATE call_records SET audio_key = $2 WHERE id = $1', [id, `call-${id}.wav`]);
  return id;
}

describe('audio and call-record retention', () => {
  it('removes audio older than the retention from the store and the record, keeps the recent, and is safe to run concurrently', async () => {
    server = await startTestServer();
    const db = server.deps.db;
    const store = memoryAudioStore();
    const old = await Promise.all([31, 40, 100, 200].map((d) => record(db, d)));
    const recent = await Promise.all([1, 29].map((d) => record(db, d)));
    for (const id of [...old, ...recent])
      await store.put(`call-${id}.wav`, { contentType: 'audio/wav', bytes: new Uint8Array([id]) });

    const sibling = await server.sibling();
    try {
      // Two processes sweep at once, in small batches: each old file is taken exactly once.
      const [a, b] = await Promise.all([
        sweepAudio(db, store, NOW, 30, { batch: 2 }),
        sweepAudio(sibling.db, store, NOW, 30, { batch: 2 }),
      ]);
      expect(a.audioRemoved + b.audioRemoved).toBe(old.length);
    } finally {
      await sibling.close();
    }

    for (const id of old) expect(await store.get(`call-${id}.wav`)).toBeNull();
    for (const id of recent) expect(await store.get(`call-${id}.wav`)).not.toBeNull();
    const rows = await db.query<{ id: number; audio_key: string | null; words: string }>(
      'SELECT id, audio_key, words FROM call_records ORDER BY id',
    );
    // The record stays (with its words) after its audio goes.
    expect(rows.filter((r) => r.audio_key === null).map((r) => r.id)).toEqual(
      [...old].sort((x, y) => x - y),
    );
    expect(rows.every((r) => r.words === 'Good morning')).toBe(true);
    // Nothing left to do: a second sweep removes nothing.
    expect((await sweepAudio(db, store, NOW, 30)).audioRemoved).toBe(0);
  });

  it('prunes call records (and their attempts) after a year, with any audio they still have', async () => {
    server = await startTestServer();
    const db = server.deps.db;
    const store = memoryAudioStore();
    const ancient = await record(db, CALL_RECORD_RETENTION_DAYS + 1);
    const kept = await record(db, CALL_RECORD_RETENTION_DAYS - 1, false);
    await store.put(`call-${ancient}.wav`, { contentType: 'audio/wav', bytes: new Uint8Array(1) });
    await db.query(`INSERT INTO call_attempts (call_id, number, started_at) VALUES ($1, 1, $2)`, [
      ancient,
      daysAgo(CALL_RECORD_RETENTION_DAYS + 1),
    ]);
    // Audio kept longer than call records (a setting): the pruned record's file still goes.
    const result = await sweepAudio(db, store, NOW, CALL_RECORD_RETENTION_DAYS + 10);
    expect(result.recordsRemoved).toBe(1);
    expect(await store.get(`call-${ancient}.wav`)).toBeNull();
    const ids = (await db.query<{ id: number }>('SELECT id FROM call_records')).map((r) => r.id);
    expect(ids).toEqual([kept]);
    expect(await db.query('SELECT 1 FROM call_attempts WHERE call_id = $1', [ancient])).toEqual([]);
  });

  it('every audio store deletes, and deleting what is gone is not an error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'audio-'));
    try {
      for (const store of [memoryAudioStore(), fileAudioStore(dir)]) {
        await store.put('call-1.wav', { contentType: 'audio/wav', bytes: new Uint8Array(1) });
        await store.delete('call-1.wav');
        await store.delete('call-1.wav');
        expect(await store.get('call-1.wav')).toBeNull();
      }
      await expect(fileAudioStore(dir).delete('../secrets.wav')).rejects.toThrow('Bad audio key');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const fetchFn = vi.fn(async () => new Response('{}', { status: 200 }));
    const bucket = bucketAudioStore(
      { url: 'https://abc.supabase.co', bucket: 'call-audio', serviceKey: 'service' },
      fetchFn as unknown as typeof fetch,
    );
    await bucket.delete('call-7.wav');
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://abc.supabase.co/storage/v1/object/call-audio/calls/call-7.wav');
    expect(init).toMatchObject({ method: 'DELETE', headers: { Authorization: 'Bearer service' } });
    fetchFn.mockImplementationOnce(async () => new Response('missing', { status: 404 }));
    await bucket.delete('call-8.wav');
    fetchFn.mockImplementationOnce(async () => new Response('down', { status: 503 }));
    await expect(bucket.delete('call-9.wav')).rejects.toThrow('Storage answered 503');
  });
});
