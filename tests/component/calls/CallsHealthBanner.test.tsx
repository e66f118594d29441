import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DashboardShell } from '../../../src/app/DashboardShell';
import { HttpResponse, http, profile, schedule, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

const shell = (
  <Routes>
    <Route element={<DashboardShell />}>
      <Route path="routine" element={<p>Routine screen</p>} />
    </Route>
  </Routes>
);

function open() {
  signInLocally();
  renderScreen(shell, { route: '/dashboard/routine', path: '/dashboard/*' });
}

describe('CallsHealthBanner in the dashboard shell', () => {
  it('says nothing while calls will be placed', async () => {
    open();
    expect(await screen.findByText('Routine screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Wake-up calls' })).not.toBeInTheDocument();
  });

  it('an unverified phone: says so and links to the profile', async () => {
    server.use(
      http.get('*/api/profile/', () => HttpResponse.json({ ...profile, phone_verified: false })),
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
      http.get('*/api/profile/', () =>
        HttpResponse.json({ ...profile, phone_number: '', phone_verified: false }),
      ),
    );
    open();
    const banner = await screen.findByRole('alert', { name: 'Wake-up calls' });
    expect(banner).toHaveTextContent('there is no phone number on your profile');
    expect(within(banner).getByRole('link', { name: 'Add your phone number' })).toBeInTheDocument();
  });

  it('calls off: "Turn wake-up calls on" saves the schedule and the banner goes', async () => {
    let saved: object | null = null;
    server.use(
      http.get('*/api/call-blocks/schedule/', () =>
        HttpResponse.json({ ...schedule, enabled: false }),
      ),
      http.put('*/api/call-blocks/schedule/', async ({ request }) => {
        saved = (await request.json()) as object;
        return HttpResponse.json(saved);
      }),
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
