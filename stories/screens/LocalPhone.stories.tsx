import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocalPhonePage } from '../../src/features/local-phone/LocalPhonePage';
import { apiHandlers } from '../support/api';
import { endedWakeUp, localCall, localPhoneHandlers } from '../../tests/fixtures/localCalls';
import { signInLocally } from '../support/session';

/** Local mode's phone: a verification call ringing (its code big) above this morning's wake-up call, ended. */
const meta = {
  title: 'Screens/Local phone',
  component: LocalPhonePage,
  parameters: {
    layout: 'fullscreen',
    route: '/local/phone',
    msw: { handlers: [...localPhoneHandlers([localCall(2), endedWakeUp]), ...apiHandlers()] },
  },
  loaders: [
    () => {
      signInLocally();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ringing = await canvas.findByRole('article', { name: 'Verification call' });
    await expect(within(ringing).getByLabelText('Verification code')).toHaveTextContent('481516');
    await expect(within(ringing).getByRole('button', { name: 'Answer' })).toBeEnabled();
    await expect(within(ringing).getByRole('button', { name: 'Hang up' })).toBeDisabled();
    const ended = canvas.getByRole('article', { name: 'Wake-up call' });
    await expect(within(ended).getByText('Ended: confirmed awake')).toBeVisible();
    await expect(within(ended).getByRole('button', { name: 'Answer' })).toBeDisabled();
  },
} satisfies Meta<typeof LocalPhonePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RingingAndEnded: Story = {};

export const RingingAndEndedDark: Story = { globals: { theme: 'dark' } };

export const Phone390: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const Desktop1280: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};
