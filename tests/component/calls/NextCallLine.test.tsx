import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RoutineScreen } from '../../../src/app/RoutineScreen';
import type { NextCall } from '../../../src/core/types';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { HttpResponse, mock, nextCallDue, schedule, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

async function loaded() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  return store;
}

const none = (reason: NonNullable<NextCall['reason']>): NextCall => ({
  next_call_at: null,
  local_time: null,
  timezone: 'America/New_York',
  reason,
  retry: null,
});

const line = () => screen.getByRole('status', { name: 'Next call' });

describe('NextCallLine on the routine page', () => {
  it('says when the next call comes, in the schedule zone', async () => {
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await waitFor(() => expect(line()).toHaveTextContent('Next call: Tue, Nov 24 at 07:30 EST'));
  });

  it('an unverified phone: the reason and a link to the profile', async () => {
    server.use(mock('getNextCall', () => HttpResponse.json(none('no_verified_phone'))));
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store, route: '/dashboard/routine' });
    const link = await screen.findByRole('link', { name: 'Verify your phone number to get calls' });
    expect(line()).toHaveTextContent('your phone number is not verified');
    await userEvent.click(link);
    expect(await screen.findByText('Now at /dashboard/profile')).toBeInTheDocument();
  });

  it.each([
    ['no_weekday', 'Pick at least one day'],
    ['empty_routine', 'Add a block to your routine'],
  ] as const)('%s offers "%s"', async (reason, action) => {
    server.use(mock('getNextCall', () => HttpResponse.json(none(reason))));
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    expect(
      await screen.findByRole('button', { name: action }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('calls off: "Turn wake-up calls on" saves the schedule and the line is fetched again', async () => {
    let next = none('calls_off');
    let saved: unknown = null;
    server.use(
      mock('getSchedule', () => HttpResponse.json({ ...schedule, enabled: false })),
      mock('getNextCall', () => HttpResponse.json(next)),
      mock('saveSchedule', async ({ request }) => {
        saved = await request.json();
        next = nextCallDue;
        return HttpResponse.json(saved as object);
      }),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await waitFor(() => expect(line()).toHaveTextContent('wake-up calls are off'));
    await userEvent.click(within(line()).getByRole('button', { name: 'Turn wake-up calls on' }));
    await waitFor(() => expect(line()).toHaveTextContent('Next call: Tue, Nov 24 at 07:30 EST'));
    expect(saved).toMatchObject({ enabled: true });
  });

  it('removing the last block re-checks the next call', async () => {
    let calls = 0;
    server.use(
      mock('getNextCall', () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? nextCallDue : none('empty_routine'));
      }),
      mock('removeUserBlock', () => new HttpResponse(null, { status: 204 })),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await waitFor(() => expect(line()).toHaveTextContent('Next call:'));
    const remove = screen.getAllByRole('button', { name: /^Remove/ })[0]!;
    await userEvent.click(remove);
    await waitFor(() => expect(line()).toHaveTextContent('your routine is empty'));
  });

  it('a pending retry: when it calls again, and that 1 stops it', async () => {
    server.use(
      mock('getNextCall', () =>
        HttpResponse.json({
          ...nextCallDue,
          retry: {
            call_id: 7,
            at: '2026-11-24T12:05:00.000Z',
            local_time: '2026-11-24T07:05',
            attempt: 2,
            max_attempts: 3,
            ringing: false,
          },
        } satisfies NextCall),
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await waitFor(() =>
      expect(line()).toHaveTextContent(
        'Calling again at 07:05 (attempt 2 of 3) — press 1 to stop.',
      ),
    );
  });

  it('saving the voice asks for the next call again', async () => {
    let asked = 0;
    server.use(
      mock('getNextCall', () => {
        asked += 1;
        return HttpResponse.json(nextCallDue);
      }),
      mock('saveSchedule', async ({ request }) =>
        HttpResponse.json((await request.json()) as object),
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await waitFor(() => expect(line()).toHaveTextContent('Next call:'));
    const before = asked;
    await userEvent.click(screen.getByRole('radio', { name: /Elli/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Voice' }));
    await waitFor(() => expect(asked).toBe(before + 1));
  });
});
