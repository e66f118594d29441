/**
 * Popper's engine (@popperjs/core) loads when a popper first opens (src/app/lazyPopper.ts, which
 * vite.config.ts puts in the package's place for MUI's Popper): the popper handed back stays hidden
 * for the moment the engine takes to arrive, then the engine places it and every call reaches it;
 * one destroyed before it arrived leaves nothing behind. The engine is held back until each test lets
 * it in. (In the browser builds MUI's own Popper imports it: see stories with tooltips.)
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

const engine = { imported: false, arrive: () => undefined as void, gate: Promise.resolve() };

async function freshShim() {
  vi.resetModules();
  engine.imported = false;
  engine.gate = new Promise<void>((resolve) => (engine.arrive = resolve));
  vi.doMock('@popperjs/core/lib/popper.js', async (original) => {
    await engine.gate;
    // Marked once the real module is in hand (a busy machine took over 20 ms to import it).
    const module = await original();
    engine.imported = true;
    return module;
  });
  return import('../../../src/app/lazyPopper');
}

function elements() {
  const anchor = document.createElement('button');
  const popper = document.createElement('div');
  document.body.append(anchor, popper);
  return { anchor, popper };
}

describe("MUI's popper engine, loaded on first open", () => {
  it('hidden until the engine arrives, then placed by it; updates reach it', async () => {
    const { createPopper } = await freshShim();
    const { anchor, popper } = elements();
    const instance = createPopper(anchor, popper, { placement: 'bottom' });
    expect(popper.style.visibility).toBe('hidden');
    expect(await instance.update()).toEqual({});
    engine.arrive();
    await waitFor(() => expect(popper).toHaveAttribute('data-popper-placement', 'bottom'));
    expect(popper.style.visibility).toBe('');
    expect((await instance.update()).placement).toBe('bottom');
    expect(instance.state.placement).toBe('bottom');
    instance.destroy();
    expect(popper).not.toHaveAttribute('data-popper-placement');
  });

  it('options changed before it arrived are the ones it starts with', async () => {
    const { createPopper } = await freshShim();
    const { anchor, popper } = elements();
    const instance = createPopper(anchor, popper, { placement: 'bottom' });
    void instance.setOptions((options) => ({ ...options, placement: 'top' }));
    engine.arrive();
    await waitFor(() => expect(popper).toHaveAttribute('data-popper-placement', 'top'));
  });

  it('destroyed before it arrived: nothing left behind; the next popper is placed at once', async () => {
    const { createPopper } = await freshShim();
    const { anchor, popper } = elements();
    const first = createPopper(anchor, popper);
    first.destroy();
    expect(popper.style.visibility).toBe('');
    engine.arrive();
    await waitFor(() => expect(engine.imported).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(popper).not.toHaveAttribute('data-popper-placement');
    const next = createPopper(anchor, popper, { placement: 'left' });
    expect(popper.style.visibility).toBe('');
    await waitFor(() => expect(popper).toHaveAttribute('data-popper-placement', 'left'));
    next.destroy();
  });
});
