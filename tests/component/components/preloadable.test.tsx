/**
 * `preloadable` (src/components/preloadable.tsx): a lazily loaded component that, once arrived, renders
 * at once — React.lazy alone suspends on its first render and React then holds the content back
 * about 300 ms — and that is never mounted twice.
 */
import { describe, expect, it } from 'vitest';
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadable } from '../../../src/components/preloadable';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const shown = (ui: React.ReactNode) => render(<Suspense fallback={<p>Arriving</p>}>{ui}</Suspense>);

describe('preloadable', () => {
  it('preloaded, it renders in the first commit: no fallback at all', async () => {
    const { Component, preload } = preloadable(async () => Counter);
    await preload();
    shown(<Component label="Ready" />);
    expect(screen.getByRole('button', { name: 'Ready 0' })).toBeInTheDocument();
    expect(screen.queryByText('Arriving')).toBeNull();
  });

  it('not preloaded, the fallback shows until it arrives, and it keeps its state after', async () => {
    let arrive = (_: typeof Counter) => undefined as void;
    const { Component } = preloadable(
      () => new Promise<typeof Counter>((resolve) => (arrive = resolve)),
    );
    const { rerender } = shown(<Component label="Late" />);
    expect(screen.getByText('Arriving')).toBeInTheDocument();
    await act(async () => arrive(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'Late 0' }));
    rerender(
      <Suspense fallback={<p>Arriving</p>}>
        <Component label="Late" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Late 1' })).toBeInTheDocument();
  });

  it('a failed load is tried again by the next preload', async () => {
    let tries = 0;
    const { preload } = preloadable(async () => {
      tries += 1;
      if (tries === 1) throw new Error('offline');
      return Counter;
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Counter);
    expect(tries).toBe(2);
  });
});
