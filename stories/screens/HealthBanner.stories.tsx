import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CallsHealthBanner } from '../../src/features/calls/CallsHealthBanner';
import { apiHandlers, mock, nextCallDue, profile, schedule } from '../support/api';
import { loadDashboard } from '../support/session';

/** The dashboard's calls health banner, in each state where calls will not be placed. */
const meta = {
  title: 'Screens/Calls health banner',
  component: CallsHealthBanner,
  loaders: [loadDashboard],
} satisfies Meta<typeof CallsHealthBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner says what the server's next-call answer decided: it appears once that has come. */
const banner = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('alert', { name: 'Wake-up calls' });

/** The server's next-call answer when its callability rule says no call will be placed. */
const blocked = (reason: string) =>
  mock('getNextCall', () =>
    HttpResponse.json({ ...nextCallDue, next_call_at: null, local_time: null, reason }),
  );

export const UnverifiedPhone: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getProfile', () => HttpResponse.json({ ...profile, phone_verified: false })),
        blocked('no_verified_phone'),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await banner(canvasElement);
    await expect(alert).toHaveTextContent('your phone number is not verified');
    await expect(
      within(alert).getByRole('link', { name: 'Verify your phone number' }),
    ).toBeVisible();
  },
};

export const NoPhone: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getProfile', () =>
          HttpResponse.json({ ...profile, phone_number: '', phone_verified: false }),
        ),
        blocked('no_verified_phone'),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(await banner(canvasElement)).getByRole('link', { name: 'Add your phone number' }),
    ).toBeVisible();
  },
};

export const CallsOff: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getSchedule', () => HttpResponse.json({ ...schedule, enabled: false })),
        blocked('calls_off'),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(await banner(canvasElement)).getByRole('button', { name: 'Turn wake-up calls on' }),
    ).toBeVisible();
  },
};

/** Calls will be placed: no banner at all. */
export const Healthy: Story = {
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Issue 11: a new number waiting for verification — calls still go to the verified one. */
const pendingPhone: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getProfile', () =>
          HttpResponse.json({ ...profile, pending_phone_number: '+12025550111' }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await banner(canvasElement);
    // The numbers are written as dialled once the phone metadata has loaded (it loads lazily).
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Your new number +1 202 555 0111 is not verified yet: wake-up calls keep going to +1 202 555 0123 until you verify it.',
      ),
    );
    await expect(within(alert).getByRole('link', { name: 'Verify your new number' })).toBeVisible();
  },
};
export const PendingPhone: Story = pendingPhone;
export const PendingPhoneDark: Story = { ...pendingPhone, globals: { theme: 'dark' } };
