/**
 * The pipeline's loop in each server process: ticks one at a time, the next at once while the last
 * did work (queued, dialled or prepared calls), else a second later; and, at most once an hour, the
 * retention sweep (safe in every process at once: see retention.ts).
 */
import type { Pipeline } from './pipeline';

const HOUR_MS = 3_600_000;

export interface SchedulerOptions {
  intervalMs?: number;
  /** Removes old audio and call records (`sweepAudio` bound to the process's database and store). */
  sweep?: () => Promise<unknown>;
  now?: () => Date;
}

export function startScheduler(pipeline: Pipeline, options: SchedulerOptions = {}): () => void {
  const { intervalMs = 1000, sweep, now = () => new Date() } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = -Infinity;
  const loop = async () => {
    let busy = false;
    try {
      const done = await pipeline.tick();
      busy = !!done && done.queued + done.dialled + done.prepared > 0;
    } catch (error) {
      console.error('[scheduler]', error instanceof Error ? error.message : error);
    }
    if (sweep && now().getTime() - lastSweep >= HOUR_MS) {
      lastSweep = now().getTime();
      try {
        await sweep();
      } catch (error) {
        console.error('[retention]', error instanceof Error ? error.message : error);
      }
    }
    if (!stopped) timer = setTimeout(() => void loop(), busy ? 0 : intervalMs);
  };
  void loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
