import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from '../../../src/components/routing/Routing';
import { DashboardShell } from '../../../src/app/DashboardShell';
import { dashboardNav } from '../../../src/app/dashboardScreens';
import { NextCallLine } from '../../../src/features/calls/NextCallLine';
import { saveProfileAtom } from '../../../src/state/profile';
import { HttpResponse, mock, nextCallDue, profile, schedule, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

const shell = (
  <DashboardShell nav={dashboardNav}>
    <Switch>
      <Route path="/dashboard/calls">
        <p>Calls screen</p>
      </Route>
      <Route path="/dashboard/routine">
        <NextCallLine />
      </Route>
    </Switch>
  </DashboardShell>
);

/** The server's next-call answer when its callability rule says no call will be placed. */
const blocked = (reason: string) =>
  mock('getNextCall', () =>
    HttpResponse.json({ ...nextCallDue, next_call_at: null, local_time: null, reason }),
  );

function open() {
  signInLocally();
  renderScreen(shell, { route: '/dashboard/calls', path: '/dashboard/*' });
}

describe('CallsHealthBanner in the dashboard shell', () => {
  it("follows the server's callability rule, not its own reading of the profile", async () => {
    // Everything on the profile looks callable, but the server says the number is not verified
    // (e.g. it was unverified elsewhere): the banner says what the server decided.
    server.use(blocked('no_verified_phone'));
    open();
    expect(await screen.findByRole('alert', { name: 'Wake-up calls' })).toHaveTextContent(
      'your phone number is not verified',
    );
  });

  it('on the routine, the next-call line says it and the banner does not say it again', async () => {
    server.use(
      mock('getSchedule', () => HttpResponse.json({ ...schedule, enabled: false })),
      mock('getNextCall', () =>
        HttpResponse.json({
          ...nextCallDue,
          next_call_at: null,
          local_time: null,
          reason: 'calls_off',
        }),
      ),
    );
    signInLocally();
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    expect(
      await screen.findByText('No call is due: wake-up calls are off.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Wake-up calls' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/calls are off/)).toHaveLength(1);
  });

  it('says nothing while calls will be placed', async () => {
    open();
    expect(await screen.findByText('Calls screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Wake-up calls' })).not.toBeInTheDocument();
  });

  it('an unverified phone: says so and links to the profile', async () => {
    server.use(
      mock('getProfile', () => HttpResponse.json({ ...profile, phone_verified: false })),
      blocked('no_verified_phone'),
    );
    open();
    const banner = await screen.findByRole('alert', { name: 'Wake-up calls' });
    expect(banner).toHaveTextContent('your phone number is not verified');
    expect(within(banner).getByRole('link', { name: 'Verify your phone number' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('no phone number at all: "Add your phone number"', async () => {
    server.use(
      mock('getProfile', () =>
        HttpResponse.json({ ...profile, phone_number: '', phone_verified: false }),
      ),
      blocked('no_verified_phone'),
    );
    open();
    const banner = await screen.findByRole('alert', { name: 'Wake-up calls' });
    expect(banner).toHaveTextContent('there is no phone number on your profile');
    expect(within(banner).getByRole('link', { name: 'Add your phone number' })).toBeInTheDocument();
  });

  it('calls off: "Turn wake-up calls on" saves the schedule and the banner goes', async () => {
    let saved: object | null = null;
    server.use(
      mock('getSchedule', () => HttpResponse.json({ ...schedule, enabled: false })),
      mock('saveSchedule', async ({ request }) => {
        saved = (await request.json()) as object;
        return HttpResponse.json(saved);
      }),
      // The server's rule says calls are off until the save; the banner follows what it says.
      mock('getNextCall', () =>
        HttpResponse.json(
          saved
            ? nextCallDue
            : { ...nextCallDue, next_call_at: null, local_time: null, reason: 'calls_off' },
        ),
      ),
    );
    open();
    const banner = await screen.findByRole('alert', { name: 'Wake-up calls' });
    expect(banner).toHaveTextContent('Wake-up calls are off');
    await userEvent.click(within(banner).getByRole('button', { name: 'Turn wake-up calls on' }));
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'Wake-up calls' })).not.toBeInTheDocument(),
    );
    expect(saved).toMatchObject({ enabled: true });
    expect(await screen.findByText('Schedule updated successfully!')).toBeInTheDocument();
  });
});

describe('a phone number change, told at once (no reload)', () => {
  const newNumber = '+12025550111';
  const shellWithLine = (
    <DashboardShell nav={dashboardNav}>
      {/* A screen other than the routine shows both, so both can be checked at once. */}
      <Route path="/dashboard/calls">
        <p>Calls screen</p>
        <NextCallLine />
      </Route>
    </DashboardShell>
  );

  function openWithStore() {
    signInLocally();
    const store = createStore();
    renderScreen(shellWithLine, { route: '/dashboard/calls', path: '/dashboard/*', store });
    return store;
  }

  it('a verified user saves a new number: calls keep going to the verified one until it is verified', async () => {
    let profileReads = 0;
    server.use(
      mock('getProfile', () => {
        profileReads += 1;
        return HttpResponse.json(profile);
      }),
      mock('updateProfile', () =>
        HttpResponse.json({
          ...profile,
          pending_phone_number: newNumber,
          requires_phone_verification: true,
        }),
      ),
    );
    const store = openWithStore();
    expect(await screen.findByText(/^Next call: /, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Wake-up calls' })).not.toBeInTheDocument();
    await act(async () => {
      expect(await store.set(saveProfileAtom, { ...profile, phone_number: newNumber })).toEqual({
        kind: 'verify-phone',
      });
    });
    const banner = await screen.findByRole('alert', { name: 'Wake-up calls' });
    // The numbers are written as dialled once the phone metadata has loaded (it loads lazily).
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'Your new number +1 202 555 0111 is not verified yet: wake-up calls keep going to +1 202 555 0123 until you verify it.',
      ),
    );
    expect(within(banner).getByRole('link', { name: 'Verify your new number' })).toHaveAttribute(
      'href',
      '/phone-verification',
    );
    const line = screen.getByRole('status', { name: 'Next call' });
    expect(line).toHaveTextContent(/^Next call: .+ to \+1 202 555 0123/);
    expect(line).toHaveTextContent('(your new number +1 202 555 0111 is not verified yet)');
    expect(profileReads).toBe(1);
  });

  it('a first number saved unverified: the banner and the next-call reason say no call will be placed', async () => {
    let verified = true;
    server.use(
      mock('updateProfile', () => {
        verified = false;
        return HttpResponse.json({
          ...profile,
          phone_number: newNumber,
          phone_verified: false,
          requires_phone_verification: true,
        });
      }),
      mock('getNextCall', () =>
        HttpResponse.json(
          verified
            ? nextCallDue
            : { ...nextCallDue, next_call_at: null, local_time: null, reason: 'no_verified_phone' },
        ),
      ),
    );
    const store = openWithStore();
    expect(await screen.findByText(/^Next call: /, {}, { timeout: 30_000 })).toBeInTheDocument();
    await act(async () => {
      await store.set(saveProfileAtom, { ...profile, phone_number: newNumber });
    });
    expect(await screen.findByRole('alert', { name: 'Wake-up calls' })).toHaveTextContent(
      'Wake-up calls will not be placed: your phone number is not verified.',
    );
    expect(
      await screen.findByText('No call is due: your phone number is not verified.'),
    ).toBeInTheDocument();
  });
});
