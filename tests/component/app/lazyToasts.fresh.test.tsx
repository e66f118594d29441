/**
 * react-toastify (and its styles) loads with the first toast (src/components/notify.ts, the container
 * in src/components/Toasts.tsx), not with every page: nothing of it before, the toasts asked for meanwhile
 * shown once it has, and an error meanwhile shown inline is still not toasted. Held back until each
 * test lets it in; fresh module graphs.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

const toastify = { imported: false, arrive: () => undefined as void, gate: Promise.resolve() };

async function freshApp() {
  vi.resetModules();
  toastify.imported = false;
  toastify.gate = new Promise<void>((resolve) => (toastify.arrive = resolve));
  vi.doMock('react-toastify', async (original) => {
    await toastify.gate;
    toastify.imported = true;
    return original();
  });
  const [{ AppProviders }, notify] = await Promise.all([
    import('../../../src/app/AppProviders'),
    import('../../../src/components/notify'),
  ]);
  return { AppProviders, ...notify };
}

describe('toasts, with react-toastify loaded by the first one', () => {
  it('nothing of it before a toast; the toasts asked for meanwhile show once it arrives', async () => {
    const { AppProviders, notify } = await freshApp();
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('.Toastify')).toBeNull();
    expect(toastify.imported).toBe(false);
    notify.success('Schedule saved successfully');
    notify.info('Calls paused');
    toastify.arrive();
    expect(await screen.findByText('Schedule saved successfully')).toBeInTheDocument();
    expect(await screen.findByText('Calls paused')).toBeInTheDocument();
    notify.error('Network error - please check your connection');
    expect(
      await screen.findByText('Network error - please check your connection'),
    ).toBeInTheDocument();
  });

  it('an error shown inline before it arrived is not toasted', async () => {
    const { AppProviders, notify, useInlineError } = await freshApp();
    function Inline({ text }: { text: string }) {
      useInlineError(text);
      return <p role="alert">{text}</p>;
    }
    const { rerender } = render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    notify.error('Failed to load configuration');
    notify.success('Saved');
    rerender(
      <AppProviders>
        <Inline text="Failed to load configuration" />
      </AppProviders>,
    );
    toastify.arrive();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Asked for after it, Saved shows after it: the error was never put on screen as a toast.
    expect(screen.getAllByText('Failed to load configuration')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('Failed to load configuration')).toHaveLength(1);
  });
});
