import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from '../../../src/features/account/ProfileForm';
import { HttpResponse, mock, profile, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

afterEach(() => vi.useRealTimers());

function setup() {
  signInLocally();
  const onProfile = vi.fn();
  renderScreen(<ProfileForm profile={profile} onProfile={onProfile} />, {
    route: '/dashboard/profile',
  });
  return onProfile;
}

describe('ProfileForm (SPEC §4 "Profile save")', () => {
  it('shows the read-only email with its note, the timezone with abbreviations, and the verified phone', async () => {
    // The abbreviation follows the season: pin the day (January: EST).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    setup();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByText('Email is managed through your account settings')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Timezone/ })).toHaveDisplayValue(
      'America/New York (EST)',
    );
    expect(screen.getByText('Phone verified')).toBeInTheDocument();
    // A New York profile: US numbers, SPEC §2's placeholder ("US style with +1").
    // The phone widget and its metadata load lazily: the field comes in a moment later.
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveDisplayValue(
      'United States +1',
    );
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute(
      'placeholder',
      '+1 (201) 555-0123',
    );
  });

  it('a plain save replaces the profile and says "Profile updated successfully!"', async () => {
    server.use(
      mock('updateProfile', async ({ request }) =>
        HttpResponse.json({ ...profile, ...((await request.json()) as object) }),
      ),
    );
    const onProfile = setup();
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.type(screen.getByLabelText(/First name/), 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(onProfile).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Augusta' }));
  });

  it('a new phone number: no replacement, the two info messages, and the phone verification page', async () => {
    server.use(
      mock('updateProfile', () =>
        HttpResponse.json({
          ...profile,
          phone_number: '+12025550111',
          phone_verified: false,
          requires_phone_verification: true,
        }),
      ),
    );
    const onProfile = setup();
    await userEvent.clear(screen.getByLabelText(/Phone number/));
    await userEvent.type(screen.getByLabelText(/Phone number/), '+12025550111');
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone verification required')).toBeInTheDocument();
    expect(screen.getByText('Please verify your new phone number.')).toBeInTheDocument();
    expect(await screen.findByText('Now at /phone-verification')).toBeInTheDocument();
    expect(onProfile).not.toHaveBeenCalled();
  });

  it('a failed save shows the server message, else "Failed to update profile"; an invalid zip never leaves', async () => {
    server.use(
      mock('updateProfile', () =>
        HttpResponse.json({ message: 'timezone: Choose one of the options' }, { status: 400 }),
      ),
    );
    setup();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Last name/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('timezone: Choose one of the options')).toBeInTheDocument();
    server.use(mock('updateProfile', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Zip code/));
    await userEvent.type(screen.getByLabelText(/Zip code/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be 5 digits')).toBeInTheDocument();
  });

  it('the zip code stops at its 5 digits and counts them, like the names', async () => {
    setup();
    const zip = screen.getByLabelText(/Zip code/);
    const line = within(zip.closest<HTMLElement>('[data-field]')!);
    expect(zip).toHaveAttribute('maxlength', '5');
    expect(line.getByText('5/5')).toBeInTheDocument();
    await userEvent.clear(zip);
    expect(line.getByText('0/5')).toBeInTheDocument();
    await userEvent.type(zip, '941101');
    expect(zip).toHaveValue('94110');
    expect(line.getByText('5/5')).toBeInTheDocument();
  });

  it('a cleared phone number says it is required, sends nothing and keeps the form as typed', async () => {
    let patched = 0;
    server.use(
      mock('updateProfile', () => {
        patched += 1;
        return HttpResponse.json(profile);
      }),
    );
    setup();
    const field = screen.getByLabelText(/Phone number/);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(patched).toBe(0);
  });
});
