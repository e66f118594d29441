import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { AuthCallbackPage } from '../../../src/features/account/AuthCallbackPage';
import { listedZoneFor } from '../../../src/core/timezones';
import { HttpResponse, mock, profile, server } from '../msw';
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
      mock('register', async ({ request }) => {
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
      // The browser's zone, mapped to one of the 12 (SPEC §4 "Schedule defaults").
      timezone: listedZoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone).zone,
      // The browser's locale: the calls say times as it writes them.
      locale: 'en-US',
    });
  });

  it('a returning, verified user: "Welcome back!" and the routine', async () => {
    signInLocally();
    server.use(
      mock('register', () =>
        HttpResponse.json({ requires_phone_verification: false, created: false }),
      ),
    );
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('Now at /dashboard/routine')).toBeInTheDocument();
  });

  it('registration failure shows the server text, else "Failed to register user"', async () => {
    signInLocally();
    server.use(mock('register', () => new HttpResponse(null, { status: 500 })));
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
        mock('register', () =>
          HttpResponse.json({ requires_phone_verification: true, created: true }, { status: 201 }),
        ),
        mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })),
        mock('verifyPhone', () =>
          HttpResponse.json({ message: 'Phone number verified successfully!' }),
        ),
        mock('updateProfile', () =>
          ok ? HttpResponse.json({}) : new HttpResponse(null, { status: 500 }),
        ),
      );
      const view = renderScreen(<AuthCallbackPage />, at);
      await userEvent.type(await screen.findByLabelText(/Phone number/), '+12025550143');
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

describe('AuthCallbackPage: the browser zone, email verification and the verified number', () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers with the browser zone mapped to a listed one (Berlin → Paris)', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Europe/Berlin' };
    });
    signInLocally();
    let registered: { timezone?: string } = {};
    server.use(
      mock('register', async ({ request }) => {
        registered = (await request.json()) as { timezone?: string };
        return HttpResponse.json({ requires_phone_verification: false, created: false });
      }),
    );
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByText('Now at /dashboard/routine')).toBeInTheDocument();
    expect(registered.timezone).toBe('Europe/Paris');
  });

  it('an unconfirmed email (identity without email_confirmed_at) goes to /verification-pending', async () => {
    signInLocally('user-1', { emailConfirmed: false });
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByText('Now at /verification-pending')).toBeInTheDocument();
  });

  it("the register answer's requires_email_verification goes to /verification-pending", async () => {
    signInLocally();
    server.use(
      mock('register', () =>
        HttpResponse.json({
          requires_phone_verification: true,
          requires_email_verification: true,
          created: true,
        }),
      ),
    );
    renderScreen(<AuthCallbackPage />, at);
    expect(await screen.findByText('Now at /verification-pending')).toBeInTheDocument();
  });

  function verifyingUser(patchAnswer: (body: Record<string, unknown>) => Response) {
    signInLocally();
    const sent: { phone_number?: string }[] = [];
    const patched: Record<string, unknown>[] = [];
    server.use(
      mock('register', () =>
        HttpResponse.json({ requires_phone_verification: true, created: true }, { status: 201 }),
      ),
      mock('sendPhoneVerification', async ({ request }) => {
        sent.push((await request.json()) as { phone_number: string });
        return HttpResponse.json({ message: 'ok' });
      }),
      mock('verifyPhone', () =>
        HttpResponse.json({ message: 'Phone number verified successfully!' }),
      ),
      mock('getProfile', () =>
        HttpResponse.json({ ...profile, phone_number: '+12025550123', phone_verified: true }),
      ),
      mock('updateProfile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patched.push(body);
        return patchAnswer(body);
      }),
    );
    return { sent, patched };
  }

  it('accepts the placeholder style, and saves the number that was verified with the whole profile', async () => {
    const user = userEvent.setup();
    const { sent, patched } = verifyingUser((body) => HttpResponse.json({ ...profile, ...body }));
    renderScreen(<AuthCallbackPage />, at);
    const field = await screen.findByLabelText(/Phone number/);
    await user.type(field, '+1 (202) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Calling +1 202 555 0123')).toBeInTheDocument();
    expect(sent).toEqual([{ phone_number: '+12025550123', supabase_uid: 'user-1' }]);
    // The field changes after the call went out: the verified number is still the one saved.
    await user.clear(field);
    await user.type(field, '+1 202 555 0199');
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Phone verified! Your account is ready.')).toBeInTheDocument();
    expect(await screen.findByText('Now at /dashboard/routine')).toBeInTheDocument();
    expect(patched).toEqual([
      expect.objectContaining({
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        zip_code: profile.zip_code,
        timezone: profile.timezone,
        phone_number: '+12025550123',
      }),
    ]);
  });

  it('honours requires_phone_verification in the answer: to /phone-verification, not the routine', async () => {
    const user = userEvent.setup();
    verifyingUser((body) =>
      HttpResponse.json({
        ...profile,
        ...body,
        phone_verified: false,
        requires_phone_verification: true,
      }),
    );
    renderScreen(<AuthCallbackPage />, at);
    await user.type(await screen.findByLabelText(/Phone number/), '+12025550123');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    await user.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Phone verification required')).toBeInTheDocument();
    expect(await screen.findByText('Now at /phone-verification')).toBeInTheDocument();
    expect(screen.queryByText('Phone verified! Your account is ready.')).not.toBeInTheDocument();
  });

  it("a failed save after verifying shows the server's words (SPEC §8), and still goes to the routine", async () => {
    const user = userEvent.setup();
    verifyingUser(() =>
      HttpResponse.json({ message: 'phone_number: already in use' }, { status: 409 }),
    );
    renderScreen(<AuthCallbackPage />, at);
    await user.type(await screen.findByLabelText(/Phone number/), '+12025550123');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    await user.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('phone_number: already in use')).toBeInTheDocument();
    expect(await screen.findByText('Now at /dashboard/routine')).toBeInTheDocument();
  });

  it("a number that is not one gets the hint of the browser zone's country, and Verify now stays off", async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'America/Chicago' };
    });
    const user = userEvent.setup();
    verifyingUser((body) => HttpResponse.json({ ...profile, ...body }));
    renderScreen(<AuthCallbackPage />, at);
    await user.type(await screen.findByLabelText(/Phone number/), '12');
    await user.tab();
    expect(
      await screen.findByText(
        'Enter a valid phone number for the United States, like (201) 555-0123',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeDisabled();
  });
});
