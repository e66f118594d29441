import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { HearMyCallCard } from '../../src/features/calls/HearMyCallCard';
import { apiHandlers } from '../../tests/fixtures/api';
import { loadDashboard } from '../support/session';

/** Hear my call: idle, playing (words, progress, stop) and refused. */
const meta = {
  title: 'Screens/Hear my call',
  component: HearMyCallCard,
  parameters: { msw: { handlers: apiHandlers() } },
  loaders: [loadDashboard],
} satisfies Meta<typeof HearMyCallCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Hear my call' });
    await expect(within(card).getByText(/unsaved changes are heard once saved/)).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Hear my call' })).toBeEnabled();
  },
};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Hear my call' }));
    await userEvent.click(card.getByRole('button', { name: 'Hear my call' }));
    await expect(await card.findByText(/Good morning, Ada/)).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Call playback' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Stop' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/calls/preview/', () =>
          HttpResponse.json(
            { message: 'Too many previews. Please wait a few minutes and try again.' },
            { status: 429 },
          ),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Hear my call' }));
    await userEvent.click(card.getByRole('button', { name: 'Hear my call' }));
    await expect(await screen.findByText(/Too many previews/)).toBeInTheDocument();
  },
};
