import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingPage } from '../../src/features/landing/LandingPage';
import { SignInPage } from '../../src/features/auth/SignInPage';
import { VerificationPendingPage } from '../../src/features/auth/VerificationPendingPage';

function Public({ page }: { page: 'landing' | 'signin' | 'pending' }) {
  if (page === 'signin') return <SignInPage />;
  if (page === 'pending') return <VerificationPendingPage />;
  return <LandingPage />;
}

const meta = {
  title: 'Screens/Public',
  component: Public,
  args: { page: 'landing' },
  parameters: { layout: 'fullscreen' },
  // Signed out: no session left behind by another story.
  loaders: [async () => (localStorage.clear(), {})],
} satisfies Meta<typeof Public>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of ['features', 'how-it-works', 'pricing'])
      await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
    await expect(canvas.getByText('Free forever')).toBeVisible();
    await expect(canvas.getByText('$49/year')).toBeVisible();
  },
};

/** The landing page in dark mode. */
export const LandingDark: Story = { ...Landing, globals: { theme: 'dark' } };

export const SignIn: Story = {
  args: { page: 'signin' },
  parameters: { route: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const SignInProviderError: Story = {
  args: { page: 'signin' },
  parameters: { route: '/signin?error_description=Access%20denied%20by%20the%20provider' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Access denied by the provider')).toBeVisible();
  },
};

export const VerificationPending: Story = {
  args: { page: 'pending' },
  parameters: { route: '/verification-pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};
