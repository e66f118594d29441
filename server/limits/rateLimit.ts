/**
 * Sliding-window rate limits that hold under concurrent requests on Postgres: each bucket is serialised
 * by a transaction-scoped advisory lock, so counting and recording happen as one step.
 */
import type { Db } from '../db';

export interface Bucket {
  key: string;
  limit: number;
  /** This bucket's own window (default: the call's `windowMs`). */
  windowMs?: number;
}

/** Events are kept this long at least: longer than any bucket's window (a day, for the longest). */
const KEPT_MS = 2 * 24 * 3600_000;

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
  const since = (bucket: Bucket) => new Date(now.getTime() - (bucket.windowMs ?? windowMs));
  // Locks taken in one stable order: two requests sharing buckets never deadlock.
  const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    for (const { key } of sorted) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`rate:${key}`]);
    }
    for (const bucket of sorted) {
      const { key, limit } = bucket;
      await tx.query('DELETE FROM rate_events WHERE bucket = $1 AND created_at <= $2', [
        key,
        since(bucket),
      ]);
      const [row] = await tx.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM rate_events WHERE bucket = $1 AND created_at > $2',
        [key, since(bucket)],
      );
      if (Number(row?.n ?? 0) >= limit) return false;
    }
    for (const { key } of sorted) {
      await tx.query('INSERT INTO rate_events (bucket, created_at) VALUES ($1, $2)', [key, now]);
    }
    // Buckets that are never used again (one-off addresses) are swept now and then: only events
    // older than every window, so a day-long bucket keeps its day.
    if (Math.random() < 0.02)
      await tx.query('DELETE FROM rate_events WHERE created_at <= $1', [
        new Date(now.getTime() - KEPT_MS),
      ]);
    return true;
  });
}
