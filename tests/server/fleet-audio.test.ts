/**
 * A fleet on the store it already has (issue 37, part): on a Postgres server without a bucket, call
 * audio lives in the database (`audio_objects`, migration 022), so every process serving it serves
 * every call's audio — the refusal to start a second process is gone. The store on both engines,
 * with the retention sweep; then two servers on one Postgres schema, each playing the other's call.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseAudioStore } from '../../server/calls/speech';
import { sweepAudio } from '../../server/calls/lifecycle';
import { startTestServer, type TestServer } from './harness';
import { callableUser } from './pipelineSetup';

const databaseUrl = process.env.DATABASE_URL ?? null;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
});

describe('the database audio store', () => {
  it('keeps, answers, replaces and deletes audio by key; refuses a key that is not one', async () => {
    const server = await startTestServer();
    servers.push(server);
    const store = databaseAudioStore(server.deps.db);
    const wav = { bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]), contentType: 'audio/wav' };
    await store.put('call-1.wav', wav);
    expect(await store.get('call-1.wav')).toEqual(wav);
    const again = { bytes: new Uint8Array([82, 73, 70, 70, 9]), contentType: 'audio/wav' };
    await store.put('call-1.wav', again);
    expect(await store.get('call-1.wav')).toEqual(again);
    await store.delete('call-1.wav');
    await store.delete('call-1.wav'); // already gone: not an error
    expect(await store.get('call-1.wav')).toBeNull();
    await expect(store.put('../secrets.wav', wav)).rejects.toThrow('Bad audio key');
    await expect(store.get('x.exe')).rejects.toThrow('Bad audio key');
  });

  it('the retention sweep removes the audio of old calls from the table', async () => {
    const server = await startTestServer();
    servers.push(server);
    const { db } = server.deps;
    const store = databaseAudioStore(db);
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
    expect((await first.api('POST', '/api/call-blocks/test-call/', user.token)).status).toBe(200);
    let id: number | undefined;
    await expect
      .poll(
        async () => {
          const { body } = await first.api('GET', '/api/calls/', user.token);
          const call = (body as { calls: { id: number; audio_url: string | null }[] }).calls[0];
          id = call?.audio_url ? call.id : undefined;
          return id;
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
    for (const server of [second, first]) {
      const audio = await fetch(`${server.url}/api/calls/${id}/audio`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      expect(audio.status).toBe(200);
      expect(
        Buffer.from(await audio.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('RIFF');
    }
  }, 60_000);
});
