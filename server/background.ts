/**
 * Work a route leaves running after its answer — an anonymous verification send places its call
 * after answering, so the answer's time says nothing of whether the uid exists. The work starts once
 * the answer is on its way (the next turn of the event loop), so it does not hold the answer up.
 * Tracked, so a stopping process (and a test reading what it wrote) waits until it is done; no one
 * waits for its outcome, so a failure is logged.
 */
import { errorText } from './errorText';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface Background {
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves once every piece of work started so far (and any it started) has ended. */
  settled(): Promise<void>;
}

export function createBackground(log: (line: string) => void = console.error): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task = nextTurn()
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log(`[${label}] failed after the answer: ${errorText(error)}`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
