import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { NextCall } from '../../src/core/types';
import { HearMyCallCard } from '../../src/features/calls/HearMyCallCard';
import { apiHandlers, mock, nextCallDue } from '../support/api';
import { loadDashboard } from '../support/session';

// The stories' clock is Thu 2026-01-15 08:00 in New York (.storybook/vitest.setup.ts).
const nextAt = (utc: string, local: string): NextCall => ({
  ...nextCallDue,
  next_call_at: utc,
  local_time: local,
});
const tomorrow = nextAt('2026-01-16T12:30:00.000Z', '2026-01-16T07:30');

/**
 * Whether this machine can decode or output audio must not show in a picture: the media element's
 * play() is pinned for a story (started, or refused with `refusal`) and nothing is loaded (the
 * player's preload is none), so the player rests at 0:00 everywhere.
 */
function pinPlayback(refusal?: DOMException) {
  const proto = HTMLMediaElement.prototype;
  const { play } = proto;
  proto.play = function (this: HTMLMediaElement) {
    if (refusal) return Promise.reject(refusal);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  return () => {
    proto.play = play;
  };
}

/** Hear my call: idle (tomorrow's or today's call), playing (words, the player, Stop), refused, unplayable. */
const meta = {
  title: 'Screens/Hear my call',
  component: HearMyCallCard,
  parameters: { msw: { handlers: apiHandlers({ next: tomorrow }) } },
  loaders: [loadDashboard],
  beforeEach: () => pinPlayback(),
} satisfies Meta<typeof HearMyCallCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Hear my call' }));

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const hear = card(canvasElement);
    await expect(await hear.findByText(/^Plays tomorrow's call in your voice/)).toBeVisible();
    await expect(hear.getByText(/unsaved changes are heard once saved/)).toBeVisible();
    await expect(hear.getByRole('button', { name: 'Hear my call' })).toBeEnabled();
  },
};

/** The next call is later today (18:00): the card says so, not "tomorrow". */
export const IdleCallToday: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({ next: nextAt('2026-01-15T23:00:00.000Z', '2026-01-15T18:00') }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await card(canvasElement).findByText(/^Plays today's call in your voice/),
    ).toBeVisible();
  },
};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const hear = card(canvasElement);
    await hear.findByText(/^Plays tomorrow's call/);
    await userEvent.click(hear.getByRole('button', { name: 'Hear my call' }));
    await expect(await hear.findByText(/Good morning, Ada/)).toBeVisible();
    // The player loads while the call is prepared: it may come just after the words.
    const player = within(await hear.findByRole('group', { name: 'Call playback' }));
    await expect(await player.findByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'Position' })).toBeInTheDocument();
    await expect(player.getByText('0:00 / -:--')).toBeVisible();
    await expect(hear.getByRole('button', { name: 'Stop' })).toBeVisible();
  },
};

/** The recording cannot be played: the player says so in its own words. */
export const PlaybackFailed: Story = {
  beforeEach: () => pinPlayback(new DOMException('unsupported', 'NotSupportedError')),
  play: async ({ canvasElement }) => {
    const hear = card(canvasElement);
    await hear.findByText(/^Plays tomorrow's call/);
    await userEvent.click(hear.getByRole('button', { name: 'Hear my call' }));
    await expect(await hear.findByRole('alert')).toHaveTextContent(
      'This recording could not be played. The file is missing or in a format this browser cannot play.',
    );
    await expect(hear.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const PlaybackFailedDark: Story = { ...PlaybackFailed, globals: { theme: 'dark' } };

export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('previewCall', () =>
          HttpResponse.json(
            { message: 'Too many previews. Please wait a few minutes and try again.' },
            { status: 429 },
          ),
        ),
        ...apiHandlers({ next: tomorrow }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const hear = card(canvasElement);
    await hear.findByText(/^Plays tomorrow's call/);
    await userEvent.click(hear.getByRole('button', { name: 'Hear my call' }));
    await expect(await screen.findByText(/Too many previews/)).toBeInTheDocument();
  },
};
