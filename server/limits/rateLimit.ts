/**
 * Sliding-window rate limits that hold under concurrent requests on Postgres: each bucket is serialised
 * by a transaction-scoped advisory lock, so counting and recording happen as one step.
 */
import type { Db } from '../db';

export interface Bucket {
  key: string;
  limit: number;
}

/**
 * Records one event in every bucket if all of them are under their limit within the window; otherwise
 * records nothing. Returns whether the event was allowed.
 */
export async function takeEvent(
  db: Db,
  buckets: Bucket[],
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  // Locks taken in one stable order: two requests sharing buckets never deadlock.
  const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    for (const { key } of sorted) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`rate:${key}`]);
    }
    for (const { key, limit } of sorted) {
      await tx.query('DELETE FROM rate_events WHERE bucket = $1 AND created_at <= $2', [
        key,
        since,
      ]);
      const [row] = await tx.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM rate_events WHERE bucket = $1 AND created_at > $2',
        [key, since],
      );
      if (Number(row?.n ?? 0) >= limit) return false;
    }
    for (const { key } of sorted) {
      await tx.query('INSERT INTO rate_events (bucket, created_at) VALUES ($1, $2)', [key, now]);
    }
    // Buckets that are never used again (one-off addresses) are swept now and then.
    if (Math.random() < 0.02)
      await tx.query('DELETE FROM rate_events WHERE created_at <= $1', [since]);
    return true;
  });
}
