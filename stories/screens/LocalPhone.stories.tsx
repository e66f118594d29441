import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocalPhonePage } from '../../src/features/local-phone/LocalPhonePage';
import { apiHandlers } from '../support/api';
import {
  answeredLine,
  endedWakeUp,
  localCall,
  localPhoneHandlers,
} from '../../tests/fixtures/localCalls';
import { signInLocally } from '../support/session';

/**
 * Local mode's phone: a wake-up call ringing (nothing heard yet), a verification call answered (its
 * code big) and this morning's first wake-up call, ended.
 */
const meta = {
  title: 'Screens/Local phone',
  component: LocalPhonePage,
  parameters: {
    layout: 'fullscreen',
    route: '/local/phone',
    msw: {
      handlers: [
        ...localPhoneHandlers([
          localCall(3, {
            kind: 'wakeup',
            text: endedWakeUp.text,
            audio_url: endedWakeUp.audio_url,
            created_at: '2026-11-23T12:05:00.000Z',
          }),
          localCall(2, {
            line: answeredLine,
          }),
          endedWakeUp,
        ]),
        ...apiHandlers(),
      ],
    },
  },
  loaders: [
    () => {
      signInLocally();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [ringing, ended] = await canvas.findAllByRole('article', { name: 'Wake-up call' });
    await expect(within(ringing!).getByText('Answer to hear what it says.')).toBeVisible();
    await expect(within(ringing!).getByRole('button', { name: 'Answer' })).toBeEnabled();
    await expect(within(ringing!).getByRole('button', { name: 'Hang up' })).toBeDisabled();
    const answered = canvas.getByRole('article', { name: 'Verification call' });
    await expect(within(answered).getByLabelText('Verification code')).toHaveTextContent('481516');
    await expect(within(answered).getByRole('button', { name: 'Hang up' })).toBeEnabled();
    await expect(within(ended!).getByText('Ended: confirmed awake')).toBeVisible();
    await expect(within(ended!).getByRole('button', { name: 'Answer' })).toBeDisabled();
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
