import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pipeline } from '../../../server/calls/lifecycle';
import { startScheduler } from '../../../server/calls/lifecycle';

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

  it('ticks again at once while a tick did work (a morning being prepared or dialled), then every second', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    let busyTicks = 50;
    const tick = vi.fn(async () => {
      const prepared = busyTicks > 0 ? 8 : 0;
      busyTicks--;
      return { queued: 0, dialled: 0, prepared };
    });
    const stop = startScheduler({ tick } as unknown as Pipeline);
    await vi.advanceTimersByTimeAsync(100);
    expect(tick.mock.calls.length).toBe(51); // 50 busy ticks back to back, then the idle one
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    expect(tick.mock.calls.length).toBe(53);
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
