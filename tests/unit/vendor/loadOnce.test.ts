import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/vendor/loadOnce';

describe('loadOnce', () => {
  it('loads on the first call, and every call meanwhile and after gets the same value', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const once = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    expect(once.started()).toBe(false);
    expect(once.now()).toBeUndefined();
    const [a, b] = await Promise.all([once(), once()]);
    expect(a).toBe(b);
    expect(await once()).toBe(a);
    expect(once.now()).toBe(a);
    expect(once.started()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: its callers see the error, the next call loads again', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
    const once = loadOnce(load);
    const first = once();
    const joined = once();
    await expect(first).rejects.toThrow('offline');
    await expect(joined).rejects.toThrow('offline');
    expect(once.started()).toBe(false);
    expect(once.now()).toBeUndefined();
    fail = false;
    expect(await once()).toBe('ok');
    expect(once.now()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
