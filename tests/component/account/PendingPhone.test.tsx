/** Issue 8: never a verified look on an unverified number — the pending number, Cancel, completion. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { ProfileForm } from '../../../src/features/account/ProfileForm';
import { PhoneVerificationPage } from '../../../src/features/account/PhoneVerificationPage';
import { loadProfileAtom, profileAtom } from '../../../src/state/profile';
import type { Profile } from '../../../src/core/types';
import { HttpResponse, mock, profile, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

const pending = { ...profile, pending_phone_number: '+12025550111' };

/** The server of issue 8: a verified user's new number waits; the verified number sent back drops it. */
function pendingServer() {
  const patched: Record<string, unknown>[] = [];
  let current: Profile = pending;
  server.use(
    mock('getProfile', () => HttpResponse.json(current)),
    mock('updateProfile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patched.push(body);
      if (body.phone_number === current.phone_number)
        current = { ...current, pending_phone_number: null };
      return HttpResponse.json(current);
    }),
    mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })),
  );
  return patched;
}

describe('ProfileForm with a number waiting for verification', () => {
  it('shows the pending number to verify and says calls still go to the verified one', async () => {
    signInLocally();
    pendingServer();
    renderScreen(<ProfileForm profile={pending} />);
    // The phone widget and its metadata load lazily: the field comes in a moment later.
    expect(await screen.findByLabelText(/Phone number/)).toHaveValue('+1 202 555 0111');
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeEnabled();
    expect(screen.queryByText('Phone verified')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Until then your wake-up calls go to \+1 202 555 0123/),
    ).toBeInTheDocument();
  });

  it('Cancel sends the verified number back and restores it with its verified look', async () => {
    signInLocally();
    const patched = pendingServer();
    renderScreen(<ProfileForm profile={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await screen.findByRole('textbox', { name: /Verification code/ }); // the code step, with its own Cancel
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Phone verified')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 202 555 0123');
    expect(patched).toEqual([expect.objectContaining({ phone_number: '+12025550123' })]);
  });

  it('Cancel while the code call is being placed: its late answer does not reopen the code step', async () => {
    signInLocally();
    pendingServer();
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    server.use(
      mock('sendPhoneVerification', async () => {
        asked = true;
        await answered;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderScreen(<ProfileForm profile={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(asked).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Phone verified')).toBeInTheDocument();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('textbox', { name: /Verification code/ })).not.toBeInTheDocument();
    expect(screen.getByText('Phone verified')).toBeInTheDocument();
  });

  it('Cancel is offered before Verify now too', async () => {
    signInLocally();
    const patched = pendingServer();
    renderScreen(<ProfileForm profile={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Phone verified')).toBeInTheDocument();
    expect(patched).toHaveLength(1);
  });

  it('a failed Cancel: "Failed to update profile. Please try again." (SPEC §8), the server text first', async () => {
    signInLocally();
    pendingServer();
    server.use(mock('updateProfile', () => new HttpResponse(null, { status: 500 })));
    renderScreen(<ProfileForm profile={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Failed to update profile. Please try again.'),
    ).toBeInTheDocument();
    server.use(
      mock('updateProfile', () =>
        HttpResponse.json({ message: 'Profile not found. Please sign in again.' }, { status: 404 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Profile not found. Please sign in again.')).toBeInTheDocument();
  });
});

describe('completion marks the profile verified before the fresh fetch (SPEC §4)', () => {
  it('a failed refetch keeps "Phone verified", never "Verify now"', async () => {
    signInLocally();
    server.use(
      mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })),
      mock('verifyPhone', () =>
        HttpResponse.json({ message: 'Phone number verified successfully!' }),
      ),
      mock('getProfile', () => new HttpResponse(null, { status: 500 })),
    );
    const store = createStore();
    renderScreen(<ProfileForm profile={{ ...profile, phone_verified: false }} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await userEvent.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Error updating profile. Please refresh the page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Phone verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
  });

  it('the refetch failure follows SPEC §8: no response at all gives the network text', async () => {
    signInLocally();
    server.use(
      mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })),
      mock('verifyPhone', () =>
        HttpResponse.json({ message: 'Phone number verified successfully!' }),
      ),
      mock('getProfile', () => HttpResponse.error()),
    );
    renderScreen(<ProfileForm profile={{ ...profile, phone_verified: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await userEvent.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Network error - please check your connection'),
    ).toBeInTheDocument();
    expect(screen.getByText('Phone verified')).toBeInTheDocument();
  });
});

describe('the phone field takes numbers as people write them', () => {
  it('"+1 (202) 555-0123" passes, is shown formatted, and is saved', async () => {
    signInLocally();
    let body: Record<string, unknown> = {};
    server.use(
      mock('updateProfile', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          ...profile,
          pending_phone_number: '+12025550143',
          requires_phone_verification: true,
        });
      }),
    );
    renderScreen(<ProfileForm profile={profile} />);
    const field = screen.getByLabelText(/Phone number/);
    expect(field).toHaveValue('+1 202 555 0123');
    await userEvent.clear(field);
    await userEvent.type(field, '+1 (202) 555-0143');
    await userEvent.tab();
    expect(field).toHaveValue('+1 202 555 0143');
    expect(screen.queryByText(/Enter a valid phone number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Now at /phone-verification')).toBeInTheDocument();
    // Sent as it will be dialled.
    expect(body.phone_number).toBe('+12025550143');
  });

  it('something that is not a phone number is refused in the form, with the server’s hint', async () => {
    signInLocally();
    let patched = false;
    server.use(
      mock('updateProfile', () => {
        patched = true;
        return HttpResponse.json(profile);
      }),
    );
    renderScreen(<ProfileForm profile={profile} />);
    const field = screen.getByLabelText(/Phone number/);
    await userEvent.clear(field);
    await userEvent.type(field, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Enter a valid phone number for the United States, like (201) 555-0123',
      ),
    ).toBeInTheDocument();
    expect(patched).toBe(false);
  });
});

describe('/phone-verification', () => {
  it('Cancel sends the verified number back, then the profile shows it verified', async () => {
    signInLocally();
    const patched = pendingServer();
    const store = createStore();
    await store.set(loadProfileAtom);
    renderScreen(<PhoneVerificationPage />, { store, route: '/phone-verification' });
    expect(await screen.findByText('We will call +1 202 555 0111')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Now at /dashboard/profile')).toBeInTheDocument();
    expect(patched).toEqual([expect.objectContaining({ phone_number: '+12025550123' })]);
    await waitFor(() =>
      expect(store.get(profileAtom)).toMatchObject({
        phone_number: '+12025550123',
        phone_verified: true,
        pending_phone_number: null,
      }),
    );
  });

  it('a way back from the start: Cancel before any call drops the pending number, then the profile', async () => {
    signInLocally();
    const patched = pendingServer();
    let calls = 0;
    server.use(
      mock('sendPhoneVerification', () => {
        calls += 1;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const store = createStore();
    await store.set(loadProfileAtom);
    renderScreen(<PhoneVerificationPage />, { store, route: '/phone-verification' });
    expect(await screen.findByText('We will call +1 202 555 0111')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Now at /dashboard/profile')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(patched).toEqual([expect.objectContaining({ phone_number: '+12025550123' })]);
    expect(store.get(profileAtom)).toMatchObject({
      phone_number: '+12025550123',
      phone_verified: true,
      pending_phone_number: null,
    });
  });

  it('with nothing passed and nothing waiting, goes back to the profile (the number is verified)', async () => {
    signInLocally();
    const store = createStore();
    await store.set(loadProfileAtom);
    renderScreen(<PhoneVerificationPage />, { store, route: '/phone-verification' });
    expect(await screen.findByText('Now at /dashboard/profile')).toBeInTheDocument();
  });
});
