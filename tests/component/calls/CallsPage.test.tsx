import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CallsPage } from '../../../src/features/calls/CallsPage';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { apiHandlers } from '../../fixtures/api';
import { HttpResponse, callRecord, mock, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

/** 25 calls on the server, the Calls page rendered: its list, showing the first page of 20. */
async function showManyCalls() {
  const many = Array.from({ length: 25 }, (_, i) => callRecord(100 - i));
  server.use(...apiHandlers({ calls: many }));
  const store = await loaded();
  renderScreen(<CallsPage />, { store });
  const list = await screen.findByRole('list', { name: 'Your calls, newest first' });
  expect(within(list).getAllByRole('button')).toHaveLength(20);
  return list;
}

async function loaded() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  return store;
}

describe('CallsPage', () => {
  it('lists the calls newest first, in the schedule zone, with kind and outcome', async () => {
    const store = await loaded();
    renderScreen(<CallsPage />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading calls...');
    const list = await screen.findByRole('list', { name: 'Your calls, newest first' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Wake-up call, Mon, Nov 23 at 7:31 AM EST1 of 3 attempts · not answeredCalling again at 7:36 AM',
      'Wake-up call, Sun, Nov 22 at 7:31 AM EST1 of 3 attempts · not answeredStopped: wake-up calls were turned off',
      'Wake-up call, Sat, Nov 21 at 7:30 AM EST0 of 3 attempts · not placedExpired: more than 15 minutes late',
      'Wake-up call, Fri, Nov 20 at 7:30 AM EST1 of 3 attempts · 1:05 on the lineConfirmed awake',
      'Test call, Thu, Nov 19 at 1:00 PM EST1 of 3 attempts · 0:45 on the lineAnswered',
      // Issue 19: answered twice, 1 never pressed — the morning failed, in red.
      'Wake-up call, Thu, Nov 19 at 7:31 AM EST3 of 3 attempts · 1:28 on the lineMissed: not confirmed after 3 attempts',
      'Test call, Wed, Nov 18 at 7:30 AM EST1 of 3 attempts · not answeredNo answer',
      'Test call, Tue, Nov 17 at 7:30 AM EST1 of 3 attempts · 0:20 on the lineVoicemail',
      'Verification call, Mon, Nov 16 at 10:00 AM EST1 attempt · not answeredFailed',
    ]);
    const missed = within(rows[5]!).getByText('Missed: not confirmed after 3 attempts');
    expect(missed.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(rows[3]!).getByText('1 of 3 attempts · 1:05 on the line')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a call with its words and an audio player, and closes it', async () => {
    const store = await loaded();
    renderScreen(<CallsPage />, { store });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Wake-up call, Fri, Nov 20/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Wake-up call, Fri, Nov 20 at 7:30 AM EST',
    });
    expect(within(dialog).getByText(/Good morning, Ada/)).toBeInTheDocument();
    // The number as the rest of the app writes it, not raw E.164.
    expect(within(dialog).getByText('+1 202 555 0123')).toBeInTheDocument();
    const player = within(dialog).getByRole('group', { name: 'Recording of this call' });
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(player.querySelector('audio')).toHaveAttribute(
      'src',
      'http://localhost/api/calls/6/audio?exp=1&sig=test',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the empty state', async () => {
    server.use(...apiHandlers({ calls: [] }));
    const store = await loaded();
    renderScreen(<CallsPage />, { store });
    expect(await screen.findByRole('heading', { name: 'No calls yet' })).toBeInTheDocument();
  });

  it('loads more a page at a time', async () => {
    const list = await showManyCalls();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // findAll settles on the 20 rows already there; wait for the page to be added.
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view (Load more stays for the keyboard)', async () => {
    // jsdom has no layout: a stand-in IntersectionObserver reports what the test says is visible.
    const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push({ target, callback: this.callback });
        }
        disconnect() {
          const at = observed.findIndex((o) => o.callback === this.callback);
          if (at >= 0) observed.splice(at, 1);
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      const list = await showManyCalls();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      await waitFor(() => expect(observed).toHaveLength(1));
      const [{ target, callback }] = observed as [(typeof observed)[number]];
      act(() =>
        callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(25), {
        timeout: 30_000,
      });
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a failure with Retry, which loads the calls', async () => {
    let fail = true;
    const store = await loaded();
    server.use(
      mock('getCalls', () =>
        fail ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }) : undefined,
      ),
    );
    renderScreen(<CallsPage />, { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('list', { name: 'Your calls, newest first' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again on each visit: a test call placed since shows at the top', async () => {
    const store = await loaded();
    const first = renderScreen(<CallsPage />, { store });
    await screen.findByRole('list', { name: 'Your calls, newest first' });
    first.unmount();
    server.use(
      ...apiHandlers({
        calls: [callRecord(7, { kind: 'test', due_at: '2026-11-21T15:00:00.000Z', attempts: [] })],
      }),
    );
    renderScreen(<CallsPage />, { store });
    const list = await screen.findByRole('list', { name: 'Your calls, newest first' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button')[0]).toHaveTextContent(
        /^Test call, Sat, Nov 21 at 10:00 AM EST/,
      ),
    );
    expect(within(list).getAllByRole('button')).toHaveLength(1);
  });
});
