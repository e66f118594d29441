import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { PhoneVerificationPage } from '../../src/features/account/PhoneVerificationPage';
import { ProfileForm } from '../../src/features/account/ProfileForm';
import { IntegrationsPage } from '../../src/features/integrations/IntegrationsPage';
import type { Profile } from '../../src/core/types';
import { apiHandlers, mock, profile } from '../support/api';
import { signInLocally } from '../support/session';
import { labelRoom } from '../support/labelRoom';

const meta = {
  title: 'Screens/Profile',
  component: ProfileForm,
  args: { profile, onProfile: fn() },
  parameters: { route: '/dashboard/profile', msw: { handlers: apiHandlers() } },
  loaders: [async () => (signInLocally(), {})],
  decorators: [labelRoom],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The phone field arrives with its numbering rules (loaded when a form first shows one).
    await expect(await canvas.findByLabelText(/Phone number/)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.getByText('Email is managed through your account settings')).toBeVisible();
    await expect(canvas.getByText('Phone verified')).toBeVisible();
    // Nothing changed yet: Save waits for a change.
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

export const SaveSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('updateProfile', async ({ request }) =>
          HttpResponse.json({ ...profile, ...((await request.json()) as object) }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/First name/));
    await userEvent.type(canvas.getByLabelText(/First name/), 'Augusta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await expect(args.onProfile).toHaveBeenCalled();
  },
};

/** Verify now, the step's only action: a contained button, easy to hit (≥ 44 px tall). */
export const Unverified: Story = {
  args: { profile: { ...profile, phone_verified: false } },
  play: async ({ canvasElement }) => {
    const verify = within(canvasElement).getByRole('button', { name: 'Verify now' });
    await expect(verify).toBeEnabled();
    await expect(verify.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The same step in dark mode. */
export const UnverifiedDark: Story = { ...Unverified, globals: { theme: 'dark' } };

export const NoPhoneNumber: Story = {
  args: { profile: { ...profile, phone_number: '', phone_verified: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verify now' })).toBeDisabled();
  },
};

export const CodeSentWithBanner: Story = {
  args: { profile: { ...profile, phone_verified: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now' }));
    await expect(await canvas.findByText('Incoming Verification Call')).toBeVisible();
    await expect(canvas.getByText('Calling +1 202 555 0123')).toBeVisible();
    await expect(canvas.getByText('Listen for your verification code.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  },
};

export const WrongCodeClears: Story = {
  args: { profile: { ...profile, phone_verified: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now' }));
    const input = await canvas.findByPlaceholderText('Enter 6-digit code');
    await userEvent.type(input, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    await expect(input).toHaveValue('');
  },
};

export const RightCodeCompletes: Story = {
  args: { profile: { ...profile, phone_verified: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now' }));
    await userEvent.type(await canvas.findByPlaceholderText('Enter 6-digit code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    // One event, one toast: the form's words, not the widget's as well.
    await expect(await screen.findByText('Phone verification complete!')).toBeInTheDocument();
    await expect(screen.queryByText('Phone number verified successfully!')).toBeNull();
  },
};

export const PhoneChangeNeedsVerification: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('updateProfile', () =>
          HttpResponse.json({
            ...profile,
            phone_number: '+12025550111',
            phone_verified: false,
            requires_phone_verification: true,
          }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Phone number/));
    await userEvent.type(canvas.getByLabelText(/Phone number/), '+12025550111');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByText('Phone verification required')).toBeInTheDocument();
    await expect(await screen.findByText('Navigated to /phone-verification')).toBeInTheDocument();
  },
};

/** A new number saved but not verified yet: the verified one keeps receiving calls; Cancel drops the new one. */
export const NewNumberWaiting: Story = {
  args: { profile: { ...profile, pending_phone_number: '+12025550111' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Phone number/)).toHaveValue('+1 202 555 0111');
    await expect(
      canvas.getByText(/Until then your wake-up calls go to \+1 202 555 0123/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify now' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.queryByText('Phone verified')).not.toBeInTheDocument();
  },
};

/** A Paris profile: the phone field reads numbers in France and shows them as they will be dialled. */
export const PhoneInFrance: Story = {
  args: { profile: { ...profile, timezone: 'Europe/Paris', phone_number: '+33612345678' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue(
      'France +33',
    );
    await expect(canvas.getByLabelText(/Phone number/)).toHaveValue('+33 6 12 34 56 78');
    await expect(canvas.getByText('Your wake-up calls go to +33 6 12 34 56 78.')).toBeVisible();
  },
};

/** At 390 px the country selector sits above the number. */
export const PhoneInFranceOnAPhone: Story = {
  ...PhoneInFrance,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** A Paris profile with no number yet. */
const parisNoPhone: Profile = {
  ...profile,
  timezone: 'Europe/Paris',
  phone_number: '',
  phone_verified: false,
};

/** A London number typed in a Paris profile: refused, naming France and its format. */
export const PhoneNotValidInCountry: Story = {
  args: { profile: parisNoPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/Phone number/);
    await expect(field).toHaveAttribute('placeholder', '06 12 34 56 78');
    await userEvent.type(field, '020 7946 0958');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Enter a valid phone number for France, like 06 12 34 56 78'),
    ).toBeVisible();
  },
};

/** The same number once the United Kingdom is chosen: accepted, shown as it will be dialled. */
export const PhoneCountryChosen: Story = {
  args: { profile: parisNoPhone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/Phone number/);
    await userEvent.type(field, '020 7946 0958');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'GB');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue(
      'United Kingdom +44',
    );
    await userEvent.click(field);
    await userEvent.tab();
    await expect(field).toHaveValue('+44 20 7946 0958');
    await expect(canvas.queryByText(/Enter a valid phone number/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Verify now' })).toBeEnabled();
  },
};

/** /phone-verification after a number change: verify it, or Cancel back to the profile at once. */
export const VerifyNewNumberPage: Story = {
  render: () => <PhoneVerificationPage />,
  parameters: {
    route: '/phone-verification',
    msw: {
      handlers: apiHandlers({ profile: { ...profile, pending_phone_number: '+12025550111' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We will call +1 202 555 0111')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify now' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const IntegrationsLoading: Story = {
  // A fresh store: the dashboard's initial load has not filled the integrations yet.
  render: () => <IntegrationsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading integrations...')).toBeVisible();
  },
};
