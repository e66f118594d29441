import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AuthCallbackPage } from '../../../src/features/account/AuthCallbackPage';
import { HttpResponse, http, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

const at = { route: '/auth/callback' };

describe('AuthCallbackPage (SPEC §4 "Auth callback")', () => {
  it('without a session: "Authentication failed. Please try again." and off to /signup', async () => {
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Now at /signup')).toBeInTheDocument();
  });

  it('a new user gets the "One Last Step" / "Verify Your Phone" step, after registering with the provider tokens', async () => {
    signInLocally('user-9');
    let registered: unknown = null;
    server.use(
      http.post('*/api/users/register/', async ({ request }) => {
        registered = await request.json();
        return HttpResponse.json(
          { requires_phone_verification: true, created: true },
          { status: 201 },
        );
      }),
    );
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByRole('heading', { name: 'One Last Step' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeDisabled();
    expect(registered).toEqual({
      supabase_uid: 'user-9',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      auth_provider: 'google',
      oauth_credentials: { provider_token: 'google-token', provider_refresh_token: null },
    });
  });

  it('a returning, verified user: "Welcome back!" and the routine', async () => {
    signInLocally();
    server.use(
      http.post('*/api/users/register/', () =>
        HttpResponse.json({ requires_phone_verification: false, created: false }),
      ),
    );
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('Now at /dashboard/routine')).toBeInTheDocument();
  });

  it('registration failure shows the server text, else "Failed to register user"', async () => {
    signInLocally();
    server.use(http.post('*/api/users/register/', () => new HttpResponse(null, { status: 500 })));
    renderScreen(<AuthCallbackPage />, at);
    expect((await screen.findAllByText('Failed to register user')).length).toBeGreaterThan(0);
  });
});

describe('AuthCallbackPage after the phone is verified', () => {
  it('"Phone verified! Your account is ready." — or, if the profile update fails, "Error updating profile. Please try again." — and the routine either way', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    for (const ok of [true, false]) {
      localStorage.clear();
      signInLocally();
      server.use(
        http.post('*/api/users/register/', () =>
          HttpResponse.json({ requires_phone_verification: true, created: true }, { status: 201 }),
        ),
        http.post('*/api/users/send-phone-verification/', () =>
          HttpResponse.json({ message: 'ok' }),
        ),
        http.post('*/api/users/verify-phone/', () =>
          HttpResponse.json({ message: 'Phone number verified successfully!' }),
        ),
        http.patch('*/api/profile/', () =>
          ok ? HttpResponse.json({}) : new HttpResponse(null, { status: 500 }),
        ),
      );
      const view = renderScreen(<AuthCallbackPage />, at);
      await userEvent.type(await screen.findByLabelText(/Phone number/), '+15557654321');
      await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
      await userEvent.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect(
        await screen.findByText(
          ok
            ? 'Phone verified! Your account is ready.'
            : 'Error updating profile. Please try again.',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('Now at /dashboard/routine')).toBeInTheDocument();
      view.unmount();
    }
  });
});
