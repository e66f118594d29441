import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { IntegrationsPage } from '../../../src/features/integrations/IntegrationsPage';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { HttpResponse, http, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

afterEach(() => vi.unstubAllGlobals());

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
      http.post('*/api/integrations/google_calendar/connect/', () =>
        HttpResponse.json({ authorization_url: 'https://accounts.example/consent?x=1' }),
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
      http.get('*/api/integrations/', () =>
        HttpResponse.json([
          { provider: 'google_calendar', is_active: true, last_sync: '2026-11-22T06:30:00Z' },
        ]),
      ),
      http.delete(
        '*/api/integrations/google_calendar/',
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    expect(screen.getByText(/^Last synced /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Integration disconnected successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('failures say so', async () => {
    signInLocally();
    server.use(
      http.post(
        '*/api/integrations/google_calendar/connect/',
        () => new HttpResponse(null, { status: 500 }),
      ),
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
