import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pipeline } from '../../../server/calls/pipeline';
import { startScheduler } from '../../../server/calls/scheduler';

afterEach(() => void vi.useRealTimers());

describe('the scheduler loop', () => {
  it('ticks every second and sweeps old audio at most once an hour in each process', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    const tick = vi.fn(async () => undefined);
    const sweep = vi.fn(async () => undefined);
    const stop = startScheduler({ tick } as unknown as Pipeline, {
      sweep,
      now: () => new Date(),
    });
    await vi.advanceTimersByTimeAsync(150 * 60_000); // two and a half hours
    stop();
    expect(tick.mock.calls.length).toBeGreaterThan(8000);
    expect(sweep).toHaveBeenCalledTimes(3); // at start, after 1 h, after 2 h
  });

  it('a failing sweep is logged and the loop goes on', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tick = vi.fn(async () => undefined);
    const sweep = vi.fn(async () => Promise.reject(new Error('bucket down')));
    const stop = startScheduler({ tick } as unknown as Pipeline, { sweep, now: () => new Date() });
    await vi.advanceTimersByTimeAsync(61 * 60_000);
    stop();
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(tick.mock.calls.length).toBeGreaterThan(3000);
    expect(errors).toHaveBeenCalledWith('[retention]', 'bucket down');
    errors.mockRestore();
  });
});
