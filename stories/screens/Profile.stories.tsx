import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { ProfileForm } from '../../src/features/account/ProfileForm';
import { IntegrationsPage } from '../../src/features/integrations/IntegrationsPage';
import { apiHandlers, profile } from '../../tests/fixtures/api';
import { signInLocally } from '../support/session';

const meta = {
  title: 'Screens/Profile',
  component: ProfileForm,
  args: { profile, onProfile: fn() },
  parameters: { route: '/dashboard/profile', msw: { handlers: apiHandlers() } },
  loaders: [async () => (signInLocally(), {})],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Email/)).toBeDisabled();
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
        http.patch('*/api/profile/', async ({ request }) =>
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

export const Unverified: Story = {
  args: { profile: { ...profile, phone_verified: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verify now' })).toBeEnabled();
  },
};

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
    await expect(canvas.getByText('Calling +1 555 123 4567')).toBeVisible();
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
    await expect(
      await screen.findByText('Phone number verified successfully!'),
    ).toBeInTheDocument();
    await expect(await screen.findByText('Phone verification complete!')).toBeInTheDocument();
  },
};

export const PhoneChangeNeedsVerification: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/api/profile/', () =>
          HttpResponse.json({
            ...profile,
            phone_number: '+15550001111',
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
    await userEvent.type(canvas.getByLabelText(/Phone number/), '+15550001111');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByText('Phone verification required')).toBeInTheDocument();
    await expect(await screen.findByText('Navigated to /phone-verification')).toBeInTheDocument();
  },
};

/** A new number saved but not verified yet: the verified one keeps receiving calls; Cancel drops the new one. */
export const NewNumberWaiting: Story = {
  args: { profile: { ...profile, pending_phone_number: '+15550001111' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Phone number/)).toHaveValue('+1 555 000 1111');
    await expect(
      canvas.getByText(/Until then your wake-up calls go to \+1 555 123 4567/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify now' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.queryByText('Phone verified')).not.toBeInTheDocument();
  },
};

export const IntegrationsLoading: Story = {
  // A fresh store: the dashboard's initial load has not filled the integrations yet.
  render: () => <IntegrationsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading integrations...')).toBeVisible();
  },
};
