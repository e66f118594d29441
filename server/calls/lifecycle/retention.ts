/**
 * Retention: a call's audio is kept AUDIO_RETENTION_DAYS (default 30) — long enough to replay a
 * morning, short enough not to pile up (~2 MB a call before phone-line encoding, ~0.2 MB after) — and
 * a shared sentence's as long after the last call that used it; the call record itself (words,
 * outcome, attempts) CALL_RECORD_RETENTION_DAYS. One sweep does all; every process may run it at
 * once: rows are taken by single statements that skip rows another sweep holds, so each file is
 * deleted by exactly one of them.
 */
import type { Db } from '../../db';
import type { AudioStore } from '../speech';
import { queue } from './queue';

/** Call records (and their attempts) are deleted a year after the call: the history a user sees. */
export const CALL_RECORD_RETENTION_DAYS = 365;
const DAY_MS = 86_400_000;

export interface SweepResult {
  audioRemoved: number;
  recordsRemoved: number;
}

async function removeFiles(store: AudioStore, keys: (string | null)[]): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    if (!key) continue;
    try {
      await store.delete(key);
      removed++;
    } catch (error) {
      // The row no longer names the file: it is orphaned, so say which one and why.
      console.error(`[retention] could not delete audio ${key}:`, (error as Error).message);
    }
  }
  return removed;
}

/** Deletes audio older than `days` and call records older than a year, `batch` rows a statement. */
export async function sweepAudio(
  db: Db,
  store: AudioStore,
  now: Date,
  days: number,
  { batch = 500 }: { batch?: number } = {},
): Promise<SweepResult> {
  const result: SweepResult = { audioRemoved: 0, recordsRemoved: 0 };
  const audioBefore = new Date(now.getTime() - days * DAY_MS);
  for (;;) {
    const rows = await queue.dropOldAudio(db, audioBefore, batch, now);
    result.audioRemoved += await removeFiles(
      store,
      rows.map((r) => r.audio_key),
    );
    if (rows.length < batch) break;
  }
  // Audio let go of by a re-prepared or dropped call (migration 008's triggers).
  for (;;) {
    const rows = await queue.emptyTrash(db, batch);
    result.audioRemoved += await removeFiles(
      store,
      rows.map((r) => r.key),
    );
    if (rows.length < batch) break;
  }
  // Shared sentences (./preparation.ts) no call has used for as long.
  for (;;) {
    const rows = await queue.dropOldSegments(db, audioBefore, batch);
    result.audioRemoved += await removeFiles(
      store,
      rows.map((r) => r.key),
    );
    if (rows.length < batch) break;
  }
  const recordsBefore = new Date(now.getTime() - CALL_RECORD_RETENTION_DAYS * DAY_MS);
  for (;;) {
    const rows = await queue.deleteOldRecords(db, recordsBefore, batch);
    result.recordsRemoved += rows.length;
    result.audioRemoved += await removeFiles(
      store,
      rows.map((r) => r.audio_key),
    );
    if (rows.length < batch) break;
  }
  return result;
}
