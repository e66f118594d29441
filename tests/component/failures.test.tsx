/** Every failure message of SPEC §8 that a screen shows when the server gives no text of its own. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route } from '../../src/components/routing/Routing';
import { ProfileForm } from '../../src/features/account/ProfileForm';
import { DashboardShell } from '../../src/app/DashboardShell';
import { dashboardNav } from '../../src/app/dashboardScreens';
import { IntegrationsPage } from '../../src/features/integrations/IntegrationsPage';
import { RoutineScreen } from '../../src/app/RoutineScreen';
import { loadDashboardAtom } from '../../src/state/dashboard';
import { HttpResponse, http, mock, profile, server } from './msw';
import { renderScreen, signInLocally } from './render';

const fail = () => new HttpResponse(null, { status: 500 });

async function routine(...handlers: Parameters<typeof server.use>) {
  signInLocally();
  server.use(...handlers);
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(<RoutineScreen />, { store });
}

describe('failure messages', () => {
  it('configure save: "Failed to update block settings. Please try again." and the dialog stays open', async () => {
    await routine(
      mock(
        'getBlockConfig',
        () =>
          HttpResponse.json({
            schema: { fields: [{ key: 'city', label: 'City', type: 'text' }] },
            current_settings: { city: 'Paris' },
          }),
        { params: { id: 1 } },
      ),
      mock('updateBlockSettings', fail, { params: { id: 1 } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Weather' });
    // Save waits for a change.
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/City/), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update block settings. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Configure Weather' })).toBeInTheDocument();
  });

  it('remove: "Failed to remove block. Please try again." and the block stays', async () => {
    await routine(mock('removeUserBlock', fail, { params: { id: 1 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Weather' }));
    expect(
      await screen.findByText('Failed to remove block. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('routine-item')).toHaveLength(2);
  });

  it('schedule: "Failed to update schedule. Please try again."', async () => {
    await routine(mock('saveSchedule', fail));
    expect(screen.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(
      await screen.findByText('Failed to update schedule. Please try again.'),
    ).toBeInTheDocument();
  });

  it('voice: "Failed to save settings. Please try again." and "Failed to generate voice preview"', async () => {
    await routine(mock('saveSchedule', fail), mock('voicePreview', fail));
    expect(screen.getByRole('button', { name: 'Save Voice' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^Adam/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Voice' }));
    expect(
      await screen.findByText('Failed to save settings. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Adam' }));
    expect(await screen.findByText('Failed to generate voice preview')).toBeInTheDocument();
  });

  it('test call: "Failed to initiate test call. Please try again."', async () => {
    await routine(mock('testCall', fail));
    await userEvent.click(screen.getByRole('button', { name: 'Make Test Call' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make Test Call' })).getByRole('button', {
        name: 'Call Me',
      }),
    );
    expect(
      await screen.findByText('Failed to initiate test call. Please try again.'),
    ).toBeInTheDocument();
  });

  it('disconnect: "Failed to disconnect integration. Please try again."', async () => {
    signInLocally();
    server.use(
      mock('getIntegrations', () =>
        HttpResponse.json([{ provider: 'google_calendar', is_active: true, last_sync: null }]),
      ),
      mock('disconnectIntegration', fail, { params: { provider: 'google_calendar' } }),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<IntegrationsPage />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('Failed to disconnect integration. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('logout: "Error logging out" when the sign-out fails', async () => {
    signInLocally();
    server.use(
      http.post('*/auth/v1/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderScreen(
      <DashboardShell nav={dashboardNav}>
        <Route path="/dashboard/routine">
          <p>Routine screen</p>
        </Route>
      </DashboardShell>,
      { route: '/dashboard/routine', path: '/dashboard/*' },
    );
    await screen.findByText('Routine screen');
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(await screen.findByText('Error logging out')).toBeInTheDocument();
  });

  it('after verifying, a failed profile refresh: "Error updating profile. Please refresh the page."', async () => {
    signInLocally();
    server.use(
      mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })),
      mock('verifyPhone', () =>
        HttpResponse.json({ message: 'Phone number verified successfully!' }),
      ),
      mock('getProfile', fail),
    );
    renderScreen(
      <ProfileForm profile={{ ...profile, phone_verified: false }} onProfile={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await userEvent.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Error updating profile. Please refresh the page.'),
    ).toBeInTheDocument();
  });
});
