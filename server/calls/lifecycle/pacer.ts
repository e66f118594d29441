/**
 * Outbound pacing shared by every process on the database: each call takes the next free slot of a
 * single row (`call_pacer`, `queue.takeSlot`), so N processes together place at most `perSecond`
 * calls a second.
 */
import type { Db } from '../../db';
import { queue } from './queue';

export interface Pacer {
  /** Waits for this call's slot. */
  take(): Promise<void>;
}

export function dbPacer(db: Db, perSecond: number): Pacer {
  const gapMs = 1000 / perSecond;
  return {
    async take() {
      const now = Date.now();
      const [row] = await queue.takeSlot(db, new Date(now), gapMs / 1000);
      const wait = row ? new Date(row.slot).getTime() - Date.now() : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}
