/**
 * Several processes, one product: without AUDIO_BUCKET each process keeps call audio under its own
 * DATA_DIR, so another process (or Twilio, through the load balancer) would get 404 for it. On a
 * Postgres server, the first process holds a session advisory lock for as long as it runs; a second
 * one with local audio refuses to start, saying why.
 */
import pg from 'pg';
import type { Env } from './env';

export class SharedAudioStoreError extends Error {}

/** Returns a release function; throws `SharedAudioStoreError` when another process holds local audio. */
export async function claimLocalAudio(
  env: Pick<Env, 'databaseUrl' | 'audioBucket'>,
): Promise<() => Promise<void>> {
  if (!env.databaseUrl || env.audioBucket) return async () => undefined;
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  const [row] = (
    await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock(hashtextextended('daybreak:local-audio:' || current_schema(), 0)) AS ok",
    )
  ).rows;
  if (!row?.ok) {
    await client.end();
    throw new SharedAudioStoreError(
      'Another Daybreak process already serves this database with audio kept in its own DATA_DIR: ' +
        'a call prepared by one process would be missing (404) on the others. Set AUDIO_BUCKET ' +
        '(with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY) so every process shares the audio, or run one process.',
    );
  }
  return () => client.end();
}
