/**
 * The number wake-up calls come from is shown wherever calls are set up — the schedule card, the test
 * call dialog, the Calls page — with "Add to contacts", the contact card's download.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CallsPage } from '../../../src/features/calls/CallsPage';
import { ScheduleCard } from '../../../src/features/schedule/ScheduleCard';
import { TestCallButton } from '../../../src/features/test-call/TestCallButton';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { renderScreen, signInLocally } from '../render';

async function shown(ui: React.ReactElement) {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(ui, { store });
}

/** The caller line in `scope`: its number, and the card's link. */
async function expectCaller(scope: HTMLElement) {
  const line = await within(scope).findByTestId('caller-line');
  expect(line).toHaveTextContent(
    'Wake-up calls come from +1 202 555 0100. Save it as a contact so your phone lets it ring: Add to contacts',
  );
  const link = within(line).getByRole('link', { name: 'Add to contacts' });
  expect(link).toHaveAttribute('href', '/api/calls/caller.vcf');
  expect(link).toHaveAttribute('download', 'daybreak.vcf');
}

describe('the caller, in view', () => {
  it('on the schedule card', async () => {
    await shown(<ScheduleCard />);
    await expectCaller(await screen.findByRole('region', { name: 'Wake-up Schedule' }));
  });

  it('in the test call dialog', async () => {
    await shown(<TestCallButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Make Test Call' }));
    await expectCaller(await screen.findByRole('dialog', { name: 'Make Test Call' }));
  });

  it('with the guide to let it ring through a phone that silences unknown callers', async () => {
    await shown(<ScheduleCard />);
    await screen.findByTestId('caller-line');
    const guide = screen.getByTestId('ring-through-guide');
    expect(guide).not.toHaveAttribute('open');
    // A native disclosure: its summary opens it (by keyboard too, without any script).
    await userEvent.click(within(guide).getByText('Make sure it rings'));
    expect(guide).toHaveAttribute('open');
    const iphone = within(guide).getByRole('region', { name: 'iPhone' });
    expect(iphone).toHaveTextContent(/Silence Unknown Callers .* lets saved contacts ring/);
    expect(iphone).toHaveTextContent(/Allowed People/);
    const android = within(guide).getByRole('region', { name: 'Android' });
    expect(android).toHaveTextContent(/Do Not Disturb: allow calls from starred contacts/);
    expect(android).toHaveTextContent(/saved contacts are never screened/);
    expect(within(guide).getByRole('link', { name: 'Add to contacts' })).toHaveAttribute(
      'href',
      '/api/calls/caller.vcf',
    );
  });

  it('on the Calls page', async () => {
    await shown(<CallsPage />);
    await expectCaller(document.body);
  });
});
