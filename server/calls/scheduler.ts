/** The pipeline's loop in each server process: a tick every second, one at a time. */
import type { Pipeline } from './pipeline';

export function startScheduler(pipeline: Pipeline, intervalMs = 1000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    try {
      await pipeline.tick();
    } catch (error) {
      console.error('[scheduler]', error instanceof Error ? error.message : error);
    }
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs);
  };
  void loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
