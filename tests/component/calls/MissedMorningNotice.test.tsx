import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { RoutineScreen } from '../../../src/app/RoutineScreen';
import { MissedMorningNotice } from '../../../src/features/calls/MissedMorningNotice';
import type { CallRecord } from '../../../src/core/types';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { apiHandlers } from '../../fixtures/api';
import type { HttpHandler } from 'msw';
import { HttpResponse, callRecord, mock, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

let asked = () => {};

const attempt = (number: number, answered: boolean) => ({
  number,
  started_at: `2026-11-19T12:3${number}:00.000Z`,
  answered_at: answered ? `2026-11-19T12:3${number}:05.000Z` : null,
  ended_at: `2026-11-19T12:3${number}:40.000Z`,
  outcome: answered ? ('completed' as const) : ('no-answer' as const),
  confirmed: false,
  keys: '',
});
/** This morning (Thu Nov 19 in New York): three attempts, two answered, 1 never pressed. */
const missedToday = callRecord(4, {
  confirmed: false,
  status: 'missed',
  local_date: '2026-11-19',
  attempts: [attempt(1, false), attempt(2, true), attempt(3, true)],
});

/** Renders `ui` over these calls; resolves `read` once the calls were asked for. */
async function show(calls: CallRecord[], ui = <MissedMorningNotice />, extra: HttpHandler[] = []) {
  // 09:00 in New York on Thu Nov 19; only Date is pinned, so MSW and timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-19T14:00:00Z'));
  server.use(...apiHandlers({ calls }));
  server.use(
    mock('getCalls', () => {
      asked();
      return undefined; // on to the handlers above
    }),
    ...extra,
  );
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(ui, { store });
}
afterEach(() => vi.useRealTimers());

describe('MissedMorningNotice', () => {
  it("says this morning's call was not confirmed, with its attempts, and links to the calls", async () => {
    await show([missedToday]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "This morning's call was not confirmed — 3 attempts, no key pressed",
    );
    expect(screen.getByRole('link', { name: 'See calls' })).toHaveAttribute(
      'href',
      '/dashboard/calls',
    );
  });

  it('a morning whose phone silenced the calls says so, with the guide to let them ring', async () => {
    const silenced = { ...attempt(1, false), outcome: 'silenced' as const };
    await show([{ ...missedToday, attempts: [silenced, attempt(2, false), attempt(3, false)] }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'not confirmed — 3 attempts, none answered. Your phone sent it to voicemail without ringing.',
    );
    expect(within(alert).getByText('Make sure it rings')).toBeVisible();
  });

  it('reads the newest wake-up call only: once a later one is confirmed, nothing shows', async () => {
    const test = callRecord(6, { kind: 'test', confirmed: false, status: 'completed' });
    const confirmed = callRecord(5, { local_date: '2026-11-19' });
    const read = new Promise<void>((resolve) => (asked = resolve));
    await show([test, confirmed, { ...missedToday, local_date: '2026-11-18' }]);
    await read;
    // Past the test call, the newest wake-up call is confirmed: the older missed one is not news.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/not confirmed/)).toBeNull();
  });

  it('a morning not placed says why', async () => {
    await show([
      callRecord(7, {
        confirmed: false,
        status: 'expired',
        local_date: '2026-11-19',
        attempts: [],
        last_error: 'More than 15 minutes late',
      }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This morning's call was not placed — more than 15 minutes late",
    );
  });

  it('says so when the calls could not be read', async () => {
    await show([], <MissedMorningNotice />, [
      mock('getCalls', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Could not check this morning's call: Database unavailable",
    );
  });

  it('is shown on the routine page', async () => {
    await show([missedToday], <RoutineScreen />);
    expect(await screen.findByText(/This morning's call was not confirmed/)).toBeInTheDocument();
  });
});
