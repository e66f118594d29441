import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { setDisplayLocale } from '../../../src/core/timezones';
import { IntegrationsPage } from '../../../src/features/integrations/IntegrationsPage';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { HttpResponse, mock, server, userBlock } from '../msw';
import { renderScreen, signInLocally } from '../render';

const restores: (() => void)[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  restores.splice(0).forEach((restore) => restore());
});

/** A browser set to `locale` (navigator.language, and any date formatted with no locale named). */
function browserIn(locale: string) {
  const RealFormat = Intl.DateTimeFormat;
  const format = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    locales?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new RealFormat(locales ?? locale, options);
  } as typeof Intl.DateTimeFormat);
  restores.push(() => format.mockRestore());
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    const real = Date.prototype[method];
    const spy = vi.spyOn(Date.prototype, method).mockImplementation(function (
      this: Date,
      locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return real.call(this, locales ?? locale, options);
    });
    restores.push(() => spy.mockRestore());
  }
  const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
  setDisplayLocale(null);
  restores.push(() => {
    language.mockRestore();
    setDisplayLocale(null);
  });
}

describe('IntegrationsPage', () => {
  it("'Loading integrations...' while the data is missing", () => {
    renderScreen(<IntegrationsPage />);
    expect(screen.getByText('Loading integrations...')).toBeInTheDocument();
  });

  it('Connect sends the browser to the authorization URL', async () => {
    signInLocally();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.use(
      mock(
        'connectIntegration',
        () => HttpResponse.json({ authorization_url: 'https://accounts.example/consent?x=1' }),
        { params: { provider: 'google_calendar' } },
      ),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    expect(screen.getByRole('heading', { name: 'Connected Services' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.example/consent?x=1'),
    );
  });

  it('an active integration shows Last synced and disconnects', async () => {
    signInLocally();
    server.use(
      mock('getIntegrations', () =>
        HttpResponse.json([
          { provider: 'google_calendar', is_active: true, last_sync: '2026-11-22T06:30:00Z' },
        ]),
      ),
      mock('disconnectIntegration', () => new HttpResponse(null, { status: 204 }), {
        params: { provider: 'google_calendar' },
      }),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    expect(screen.getByText(/^Last synced /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Integration disconnected successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it("Last synced reads as a German browser writes dates and times, in the user's zone, like every date in the app", async () => {
    browserIn('de-DE');
    signInLocally();
    server.use(
      mock('getIntegrations', () =>
        HttpResponse.json([
          { provider: 'google_calendar', is_active: true, last_sync: '2026-11-22T06:30:00Z' },
        ]),
      ),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    // The schedule's zone (America/New_York in the fixtures), as the calls page and next-call line say it.
    expect(screen.getByText('Last synced So., 22. Nov. at 01:30 EST')).toBeInTheDocument();
  });

  it('with a Calendar block in the routine, Disconnect asks first: Cancel keeps it, Disconnect disconnects', async () => {
    signInLocally();
    let deletes = 0;
    server.use(
      mock('getIntegrations', () =>
        HttpResponse.json([
          { provider: 'google_calendar', is_active: true, last_sync: '2026-11-22T06:30:00Z' },
        ]),
      ),
      mock('getUserBlocks', () =>
        HttpResponse.json([userBlock(1, 'weather', 0), userBlock(2, 'calendar', 1)]),
      ),
      mock(
        'disconnectIntegration',
        () => {
          deletes += 1;
          return new HttpResponse(null, { status: 204 });
        },
        { params: { provider: 'google_calendar' } },
      ),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your Calendar block will be skipped in your wake-up calls until you reconnect Google Calendar.',
    );
    // Keyboard: the focus starts on Cancel, Escape cancels.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('Integration disconnected successfully')).toBeInTheDocument();
    expect(deletes).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('failures say so', async () => {
    signInLocally();
    server.use(
      mock('connectIntegration', () => new HttpResponse(null, { status: 500 }), {
        params: { provider: 'google_calendar' },
      }),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('Failed to start integration process. Please try again.'),
    ).toBeInTheDocument();
  });
});
