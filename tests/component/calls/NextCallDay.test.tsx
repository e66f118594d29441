import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { HearMyCallCard } from '../../../src/features/calls/HearMyCallCard';
import { TestCallButton } from '../../../src/features/test-call/TestCallButton';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { renderScreen, signInLocally } from '../render';

// The next call (fixture): Tue 2026-11-24 at 07:30 in New York.
async function at(now: string, ui: React.ReactElement) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(ui, { store });
}
afterEach(() => vi.useRealTimers());

describe("Hear my call and the test call say which day's call plays", () => {
  it("the morning of the call (05:00 in New York): today's", async () => {
    await at('2026-11-24T10:00:00Z', <HearMyCallCard />);
    const card = within(screen.getByRole('region', { name: 'Hear my call' }));
    expect(await card.findByText(/^Plays today's call in your voice/)).toBeInTheDocument();
  });

  it("the evening before (still Monday in New York at 02:00 UTC): tomorrow's", async () => {
    await at('2026-11-24T02:00:00Z', <HearMyCallCard />);
    const card = within(screen.getByRole('region', { name: 'Hear my call' }));
    expect(await card.findByText(/^Plays tomorrow's call in your voice/)).toBeInTheDocument();
  });

  it("two days ahead: the weekday's; the test call dialog says the same", async () => {
    await at('2026-11-22T15:00:00Z', <TestCallButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Make Test Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Test Call' });
    expect(
      await within(dialog).findByText(/exactly as Tuesday's wake-up call will sound\.$/),
    ).toBeInTheDocument();
  });
});
