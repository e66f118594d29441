import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Stack, Typography } from '@mui/material';
import { ScheduleCard } from '../../src/features/schedule/ScheduleCard';
import { VoiceCard } from '../../src/features/voice/VoiceCard';
import { IntegrationsPage } from '../../src/features/integrations/IntegrationsPage';
import { active, apiHandlers, userBlock } from '../support/api';
import { loadDashboard } from '../support/session';

function Cards() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Wake-up settings
      </Typography>
      <ScheduleCard />
      <VoiceCard />
    </Stack>
  );
}

const meta = {
  title: 'Screens/Cards',
  component: Cards,
  parameters: { msw: { handlers: apiHandlers() } },
  loaders: [loadDashboard],
} satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Wake-up Schedule' }));
    await expect(card.getByLabelText(/Call time/)).toHaveValue('07:30');
    await userEvent.click(card.getByRole('button', { name: 'Sunday' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Schedule' }));
    await expect(await screen.findByText('Schedule updated successfully!')).toBeInTheDocument();
  },
};

export const VoicePreviewToggles: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Wake-up Voice' }));
    await expect(
      card.getByRole('radio', { name: /Rachel — warm, professional female/ }),
    ).toBeChecked();
    await userEvent.click(card.getByRole('button', { name: 'Preview Domi' }));
    await expect(await card.findByRole('button', { name: 'Pause Domi' })).toBeVisible();
    // Its tooltip covers no other voice's button (below it, it lay over Elli's play button).
    const tip = (await screen.findByRole('tooltip')).getBoundingClientRect();
    const overlaps = (other: DOMRect) =>
      tip.left < other.right &&
      other.left < tip.right &&
      tip.top < other.bottom &&
      other.top < tip.bottom;
    for (const name of ['Preview Rachel', 'Preview Adam', 'Preview Elli'])
      await expect(
        overlaps(card.getByRole('button', { name }).getBoundingClientRect()),
        `the tooltip over ${name}`,
      ).toBe(false);
    await userEvent.click(card.getByRole('button', { name: 'Pause Domi' }));
    const preview = await card.findByRole('button', { name: 'Preview Domi' });
    await expect(preview).toBeVisible();
    // End at rest: the pointer leaves, the tooltip closes and the page is back at its top, so the
    // picture depends neither on whether the tooltip had opened yet nor on where clicking scrolled.
    await userEvent.unhover(preview);
    preview.blur();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    window.scrollTo(0, 0);
  },
};

export const VoiceCustomInvalid: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Wake-up Voice' }));
    await userEvent.click(card.getByRole('radio', { name: 'Custom Voice' }));
    await userEvent.type(card.getByLabelText(/Custom voice ID/), '   ');
    await userEvent.click(card.getByRole('button', { name: 'Save Voice' }));
    await expect(
      await screen.findByText('Invalid voice ID. Please check and try again.'),
    ).toBeInTheDocument();
  },
};

export const VoiceBuiltIn: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Wake-up Voice' }));
    await userEvent.click(card.getByRole('radio', { name: /Elli/ }));
    await userEvent.click(card.getByRole('button', { name: 'Save Voice' }));
    await expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
  },
};

export const IntegrationsInactive: Story = {
  render: () => <IntegrationsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connected Services' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(canvas.queryByText(/Last synced/)).toBeNull();
  },
};

export const IntegrationsActive: Story = {
  render: () => <IntegrationsPage />,
  parameters: { msw: { handlers: apiHandlers({ integrations: active }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Last synced /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  },
};

/** Issue 11: Disconnect with a Calendar block in the routine asks first and says what will happen. */
const disconnectConfirm: Story = {
  render: () => <IntegrationsPage />,
  parameters: {
    msw: {
      handlers: apiHandlers({
        integrations: active,
        blocks: [userBlock(1, 'weather', 0), userBlock(2, 'calendar', 1)],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your Calendar block will be skipped in your wake-up calls until you reconnect Google Calendar.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeVisible();
  },
};
export const DisconnectAsksFirst: Story = disconnectConfirm;
export const DisconnectAsksFirstDark: Story = {
  ...disconnectConfirm,
  globals: { theme: 'dark' },
};

/**
 * On a 360 px phone (the narrowest the app serves) each voice's preview sits on its own voice's line:
 * one list, nothing wrapping apart from what it plays ("▶ Elli" wrapped alone onto a second row).
 */
export const VoicePreviewsOnAPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Wake-up Voice' }));
    for (const name of ['Rachel', 'Adam', 'Domi', 'Elli']) {
      const radio = card.getByRole('radio', { name: new RegExp(`^${name} — `) });
      const row = radio.closest('label')?.getBoundingClientRect();
      const play = card.getByRole('button', { name: `Preview ${name}` }).getBoundingClientRect();
      // The button's middle lies within its voice's line, and inside the card.
      const middle = play.top + play.height / 2;
      await expect(row && middle > row.top && middle < row.bottom).toBe(true);
      await expect(play.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    }
  },
};
