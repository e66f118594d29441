import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '../../../src/components/routing/Routing';
import { DashboardShell } from '../../../src/app/DashboardShell';
import { dashboardNav } from '../../../src/app/dashboardScreens';
import { HttpResponse, http, mock, schedule, server } from '../msw';
import { renderScreen, signInLocally } from '../render';
import { RequireAuth } from '../../../src/auth/RequireAuth';
import { logOut } from '../../../src/auth/session';
import { loadSupabase } from '../../../src/auth/storedSession';
import { createStore } from 'jotai';
import { loadProfileAtom } from '../../../src/state/profile';

const shell = (
  <DashboardShell nav={dashboardNav}>
    <Route path="/dashboard/routine">
      <p>Routine screen</p>
    </Route>
  </DashboardShell>
);

describe('DashboardLayout', () => {
  it('sends signed-out visitors to /signin, to come back to the page they asked for', async () => {
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    expect(
      await screen.findByText('Now at /signin?next=%2Fdashboard%2Froutine'),
    ).toBeInTheDocument();
  });

  it('shows the spinner with "Loading routine data..." during the initial load, then the screen and sidebar', async () => {
    signInLocally();
    // The schedule answers once the spinner has been seen: on a loaded machine the answers could
    // otherwise all arrive before a first look at the page (a clean-clone CI run).
    let answer = () => undefined as void;
    const seen = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock('getSchedule', async () => {
        await seen;
        return HttpResponse.json(schedule);
      }),
    );
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    expect(await screen.findByText('Loading routine data...')).toBeInTheDocument();
    expect(screen.queryByText('Routine screen')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Routine screen')).toBeInTheDocument();
    for (const name of ['My Routine', 'Profile', 'Integrations'])
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
  });

  it("loads the rest when sign-up left the profile in the cache (the new user's first screen)", async () => {
    signInLocally();
    const store = createStore();
    await store.set(loadProfileAtom);
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*', store });
    expect(await screen.findByText('Routine screen')).toBeInTheDocument();
  });

  it('a failed load: "Failed to load data. Please try again." and a Retry that works', async () => {
    signInLocally();
    server.use(
      mock('getSchedule', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    expect(
      (await screen.findAllByText('Failed to load data. Please try again.')).length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Routine screen')).toBeInTheDocument();
  });

  it('?integration=success clears the query, reloads integrations and says "Calendar connected successfully!"', async () => {
    signInLocally();
    let integrationLoads = 0;
    server.use(
      mock('getIntegrations', () => {
        integrationLoads += 1;
        return HttpResponse.json([
          { provider: 'google_calendar', is_active: true, last_sync: '2026-11-22T06:30:00Z' },
        ]);
      }),
    );
    renderScreen(shell, { route: '/dashboard/routine?integration=success', path: '/dashboard/*' });
    expect(await screen.findByText('Calendar connected successfully!')).toBeInTheDocument();
    expect(integrationLoads).toBe(2);
  });

  it('the dark-mode toggle says what pressing does and persists the choice', async () => {
    signInLocally();
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    const [toggle] = await screen.findAllByRole('button', { name: 'Switch to dark mode' });
    await userEvent.click(toggle!);
    expect(localStorage.getItem('daybreak-color-mode')).toBe('"dark"');
    expect(
      (await screen.findAllByRole('button', { name: 'Switch to light mode' })).length,
    ).toBeGreaterThan(0);
  });

  it('the OS preference (prefers-color-scheme: dark) is the default until the user chooses', async () => {
    const listeners: ((event: { matches: boolean }) => void)[] = [];
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: (_: string, listen: (event: { matches: boolean }) => void) =>
        listeners.push(listen),
      removeEventListener: () => undefined,
    }));
    try {
      signInLocally();
      renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
      const [toggle] = await screen.findAllByRole('button', { name: 'Switch to light mode' });
      expect(localStorage.getItem('daybreak-color-mode')).toBeNull();
      // The OS turns light: the app follows while the user has not chosen.
      act(() => listeners.forEach((listen) => listen({ matches: false })));
      expect(
        (await screen.findAllByRole('button', { name: 'Switch to dark mode' })).length,
      ).toBeGreaterThan(0);
      await userEvent.click(toggle!);
      expect(localStorage.getItem('daybreak-color-mode')).toBe('"dark"');
      act(() => listeners.forEach((listen) => listen({ matches: false })));
      expect(
        (await screen.findAllByRole('button', { name: 'Switch to light mode' })).length,
      ).toBeGreaterThan(0);
    } finally {
      // jsdom has no matchMedia of its own.
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('a failed load shows the server text (SPEC §8), else the screen text', async () => {
    signInLocally();
    server.use(
      mock('getIntegrations', () =>
        HttpResponse.json({ message: 'Integrations are down for maintenance' }, { status: 503 }),
      ),
    );
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    // On the screen and in the toast.
    await screen.findAllByText('Integrations are down for maintenance', {}, { timeout: 30_000 });
    await waitFor(() =>
      expect(screen.getAllByText('Integrations are down for maintenance')).toHaveLength(2),
    );
    expect(screen.queryByText('Failed to load data. Please try again.')).not.toBeInTheDocument();
  });
});

describe('Logout', () => {
  it('goes to /signin with no page to come back to', async () => {
    signInLocally();
    server.use(http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })));
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    await screen.findByText('Routine screen');
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByText(/^Now at /)).toHaveTextContent(/^Now at \/signin$/);
  });
});

describe('the guard after a sign-out', () => {
  const guarded = (
    <RequireAuth>
      <p>Guarded page</p>
    </RequireAuth>
  );

  it('one the user asked for (Logout) sends to /signin with no page to come back to', async () => {
    signInLocally();
    server.use(http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })));
    renderScreen(guarded, { route: '/dashboard/calls' });
    await screen.findByText('Guarded page');
    // Only the guard moves here: what it does when the session ends at the user's word.
    await act(() => logOut());
    expect(await screen.findByText(/^Now at /)).toHaveTextContent(/^Now at \/signin$/);
  });

  it('one that happened by itself keeps the page, to come back to', async () => {
    signInLocally();
    server.use(http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })));
    renderScreen(guarded, { route: '/dashboard/calls' });
    await screen.findByText('Guarded page');
    await act(async () => {
      await (await loadSupabase()).auth.signOut();
    });
    expect(await screen.findByText(/^Now at /)).toHaveTextContent(
      /^Now at \/signin\?next=%2Fdashboard%2Fcalls$/,
    );
  });
});

describe('an expired session', () => {
  it('drops the stored session and goes back to sign-in', async () => {
    signInLocally();
    server.use(
      mock('getProfile', () =>
        HttpResponse.json(
          { message: 'Your session has expired or is invalid. Please sign in again.' },
          { status: 401 },
        ),
      ),
      http.post('*/auth/v1/logout', () => new HttpResponse(null, { status: 204 })),
    );
    renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
    expect(
      await screen.findByText('Now at /signin?next=%2Fdashboard%2Froutine'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('sb-localhost-auth-token')).toBeNull();
  });
});
