import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackupContactCard } from '../../src/features/account/BackupContactCard';
import { apiHandlers, backupContactHandlers } from '../support/api';
import { loadDashboard } from '../support/session';

/** The profile's backup contact: none yet, asked (pending), agreed, declined. */
const meta = {
  title: 'Screens/Backup contact',
  component: BackupContactCard,
  loaders: [loadDashboard],
} satisfies Meta<typeof BackupContactCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const sam = { name: 'Sam', phone_number: '+12025550177' };
const withContact = (contact: Parameters<typeof backupContactHandlers>[0]) => ({
  msw: { handlers: [...backupContactHandlers(contact), ...apiHandlers()] },
});

export const NoneYet: Story = {
  parameters: withContact(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Ask Them' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Asked: the consent call is on its way; the card says nothing is sent until they press 1. */
export const Pending: Story = {
  parameters: withContact({ ...sam, status: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'We are calling Sam at +1 202 555 0177 to ask. Nothing is sent to them until they press 1.',
    );
  },
};

export const Agreed: Story = {
  parameters: withContact({ ...sam, status: 'agreed' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Sam agreed: if a morning ends without you pressing 1, they get one text',
    );
  },
};

export const AgreedDark: Story = { ...Agreed, globals: { theme: 'dark' } };

export const Declined: Story = {
  parameters: withContact({ ...sam, status: 'declined' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Sam declined on the call',
    );
  },
};

export const DeclinedPhone: Story = {
  ...Declined,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
