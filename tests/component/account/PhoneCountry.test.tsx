/** Issue 19: a phone number is read in the user's country, chosen with the field's country selector. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthCallbackPage } from '../../../src/features/account/AuthCallbackPage';
import { ProfileForm } from '../../../src/features/account/ProfileForm';
import type { Profile } from '../../../src/core/types';
import { HttpResponse, mock, profile, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

const paris: Profile = {
  ...profile,
  phone_number: '',
  phone_verified: false,
  timezone: 'Europe/Paris',
};

/**
 * The profile form for `start`, once its phone field is there (the phone widget and its metadata load
 * lazily); the bodies PATCHed, each answered as saved (a new number waits).
 */
async function profileScreen(start: Profile) {
  signInLocally();
  const patched: Record<string, unknown>[] = [];
  server.use(
    mock('updateProfile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patched.push(body);
      const changed = body.phone_number !== start.phone_number;
      return HttpResponse.json({ ...start, ...body, requires_phone_verification: changed });
    }),
  );
  renderScreen(<ProfileForm profile={start} />, { route: '/dashboard/profile' });
  await screen.findByRole('combobox', { name: 'Country' });
  return patched;
}

const field = () => screen.getByLabelText(/Phone number/);
const selector = () => screen.getByRole('combobox', { name: 'Country' });

async function choose(country: string) {
  await userEvent.selectOptions(selector(), country);
}

describe('the phone field reads a number in the profile’s country', () => {
  it('a Paris profile: France is chosen, its example is the placeholder, and "06 98 76 54 32" is saved as +33698765432', async () => {
    const patched = await profileScreen(paris);
    expect(selector()).toHaveDisplayValue('France +33');
    expect(field()).toHaveAttribute('placeholder', '06 12 34 56 78');
    await userEvent.type(field(), '06 98 76 54 32');
    await userEvent.tab();
    // Shown as it will be dialled.
    expect(field()).toHaveValue('+33 6 98 76 54 32');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Now at /phone-verification');
    expect(patched).toEqual([expect.objectContaining({ phone_number: '+33698765432' })]);
  });

  it('"0033 6 12 34 56 78" (the international prefix) is the same French number', async () => {
    await profileScreen(paris);
    await userEvent.type(field(), '0033 6 12 34 56 78');
    await userEvent.tab();
    expect(field()).toHaveValue('+33 6 12 34 56 78');
  });

  it('a London number in a Paris profile is refused naming France; choosing the United Kingdom accepts it', async () => {
    const patched = await profileScreen(paris);
    await userEvent.type(field(), '020 7946 0958');
    await userEvent.tab();
    expect(
      await screen.findByText('Enter a valid phone number for France, like 06 12 34 56 78'),
    ).toBeInTheDocument();
    await choose('United Kingdom +44');
    expect(selector()).toHaveDisplayValue('United Kingdom +44');
    expect(screen.queryByText(/Enter a valid phone number/)).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('placeholder', '07400 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Now at /phone-verification');
    expect(patched).toEqual([expect.objectContaining({ phone_number: '+442079460958' })]);
  });

  it('choosing another country while the field shows an error names that country at once', async () => {
    await profileScreen(paris);
    await userEvent.type(field(), '0412 345');
    await userEvent.tab();
    expect(
      await screen.findByText('Enter a valid phone number for France, like 06 12 34 56 78'),
    ).toBeInTheDocument();
    await choose('Australia +61');
    expect(
      await screen.findByText('Enter a valid phone number for Australia, like 0412 345 678'),
    ).toBeInTheDocument();
  });

  it('a number written with its country code shows its own country, whatever the profile’s', async () => {
    // The New York profile (fixture) with a stored French number.
    await profileScreen({ ...profile, phone_number: '+33612345678' });
    expect(field()).toHaveValue('+33 6 12 34 56 78');
    expect(selector()).toHaveDisplayValue('France +33');
    await userEvent.clear(field());
    await userEvent.type(field(), '+44 20 7946 0958');
    expect(selector()).toHaveDisplayValue('United Kingdom +44');
    await userEvent.clear(field());
    expect(selector()).toHaveDisplayValue('United States +1');
  });

  it('choosing another country keeps a number’s national part, read in the new country', async () => {
    await profileScreen({ ...paris, phone_number: '+33612345678' });
    await choose('United Kingdom +44');
    expect(field()).toHaveValue('06 12 34 56 78');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Enter a valid phone number for the United Kingdom, like 07400 123456',
      ),
    ).toBeInTheDocument();
  });

  it('a number of the right length that no plan has (+1 555 …, +1 0612…) is refused, and nothing is sent', async () => {
    const patched = await profileScreen(profile);
    for (const typed of ['+1 555 123 4567', '+10612345678']) {
      await userEvent.clear(field());
      await userEvent.type(field(), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(
        await screen.findByText(
          'Enter a valid phone number for the United States, like (201) 555-0123',
        ),
      ).toBeInTheDocument();
    }
    expect(patched).toEqual([]);
  });

  it('the profile’s new zone gives the field its country until one is chosen', async () => {
    await profileScreen(paris);
    const zone = screen.getByRole('combobox', { name: /Timezone/ });
    await userEvent.selectOptions(zone, within(zone).getByRole('option', { name: /Asia\/Tokyo/ }));
    expect(selector()).toHaveDisplayValue('Japan +81');
    expect(field()).toHaveAttribute('placeholder', '090-1234-5678');
  });
});

describe('before there is a profile (the auth callback)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("a browser whose zone is not one of the 12 reads numbers in its language's region", async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Europe/Dublin' };
    });
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    signInLocally();
    const sent: unknown[] = [];
    server.use(
      mock('register', () =>
        HttpResponse.json({ requires_phone_verification: true, created: true }, { status: 201 }),
      ),
      mock('sendPhoneVerification', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderScreen(<AuthCallbackPage />, { route: '/auth/callback' });
    await userEvent.type(await screen.findByLabelText(/Phone number/), '07400 123456');
    expect(selector()).toHaveDisplayValue('United Kingdom +44');
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Calling +44 7400 123456')).toBeInTheDocument();
    expect(sent).toEqual([{ phone_number: '+447400123456', supabase_uid: 'user-1' }]);
  });

  it('a UK number is kept in the United Kingdom, and Verify now says what a number still needs while it is typed', async () => {
    await profileScreen({ ...paris, timezone: 'Europe/London' });
    expect(selector()).toHaveDisplayValue('United Kingdom +44');
    await userEvent.type(field(), '07700 900');
    // No reason hidden until the field loses focus: beside the disabled button, what it waits for.
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify now' })).toHaveAccessibleDescription(
      'Verify now waits for a valid number for the United Kingdom',
    );
    await userEvent.clear(field());
    await userEvent.type(field(), '07911 123456');
    await userEvent.tab();
    expect(field()).toHaveValue('+44 7911 123456');
    expect(selector()).toHaveDisplayValue('United Kingdom +44');
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeEnabled();
  });
});
