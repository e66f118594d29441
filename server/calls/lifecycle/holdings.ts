/**
 * What one process holds of the queue: the records it has claimed to dial (with their lease) and the
 * calls it is preparing. On shutdown (`release`) it hands them all back, so another process takes
 * them at once, and from then on anything it still claims goes straight back.
 */
import type { Db } from '../../db';
import type { Clock } from '../clock';
import { queue, type CallRow } from './queue';

export type Hold = 'claimed' | 'preparing';

export interface Holdings {
  /** Runs `work` on `call` while holding it. */
  holding<T>(call: CallRow, kind: Hold, work: () => Promise<T>): Promise<T>;
  /**
   * Claims made as the process stops: true when there are none to work on (the list was empty, or
   * the process is stopping and has handed them back).
   */
  nothingToDo(calls: CallRow[], kind: Hold): Promise<boolean>;
  /** Whether the process is stopping. */
  readonly released: boolean;
  /** Hands back everything held; returns how many claimed records went back. */
  release(): Promise<number>;
}

export function createHoldings(db: Db, clock: Clock): Holdings {
  const claimed = new Map<number, Date | string>();
  const preparing = new Set<number>();
  let released = false;
  const back = (claims: { id: number; lease: Date | string }[], prepared: number[]) =>
    queue.release(db, claims, prepared, clock.now());
  return {
    async holding(call, kind, work) {
      if (kind === 'claimed') claimed.set(call.id, call.lease);
      else preparing.add(call.id);
      try {
        return await work();
      } finally {
        if (kind === 'claimed') claimed.delete(call.id);
        else preparing.delete(call.id);
      }
    },
    async nothingToDo(calls, kind) {
      if (released)
        await back(
          kind === 'claimed' ? calls.map((c) => ({ id: c.id, lease: c.lease })) : [],
          kind === 'preparing' ? calls.map((c) => c.id) : [],
        );
      return !calls.length || released;
    },
    get released() {
      return released;
    },
    async release() {
      released = true;
      return back(
        [...claimed].map(([id, lease]) => ({ id, lease })),
        [...preparing],
      );
    },
  };
}
