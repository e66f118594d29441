import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RoutineScreen } from '../../src/app/RoutineScreen';
import type { CallAttempt } from '../../src/core/types';
import { apiHandlers, callRecord, nextCallDue } from '../support/api';
import { loadDashboard } from '../support/session';

// The stories' clock is Thu 2026-01-15 08:00 in New York (.storybook/vitest.setup.ts).
const attempt = (number: number, answered: boolean): CallAttempt => ({
  number,
  started_at: `2026-01-15T12:${25 + 5 * number}:00.000Z`,
  answered_at: answered ? `2026-01-15T12:${25 + 5 * number}:06.000Z` : null,
  ended_at: `2026-01-15T12:${25 + 5 * number}:50.000Z`,
  outcome: answered ? 'completed' : 'no-answer',
  confirmed: false,
  keys: '',
});
/** This morning: three attempts, two answered, 1 never pressed. */
const missed = callRecord(12, {
  confirmed: false,
  status: 'missed',
  due_at: '2026-01-15T12:30:00.000Z',
  local_date: '2026-01-15',
  attempts: [attempt(1, false), attempt(2, true), attempt(3, true)],
});
const tomorrow = {
  ...nextCallDue,
  next_call_at: '2026-01-16T12:30:00.000Z',
  local_time: '2026-01-16T07:30',
};

/** The routine page after a morning that failed: the notice above the next call, until that call. */
const meta = {
  title: 'Screens/Missed morning',
  component: RoutineScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: apiHandlers({ calls: [missed], next: tomorrow }) },
  },
  loaders: [loadDashboard],
} satisfies Meta<typeof RoutineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // By its text: the schedule card's zone note is an alert too.
    await expect(
      await canvas.findByText("This morning's call was not confirmed — 3 attempts, no key pressed"),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See calls' })).toBeVisible();
    await expect(await canvas.findByText(/Next call: Fri, Jan 16 at 7:30 AM EST/)).toBeVisible();
  },
};

export const NotConfirmedDark: Story = { ...NotConfirmed, globals: { theme: 'dark' } };

export const NotConfirmedPhone: Story = {
  ...NotConfirmed,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** The service was down at call time: the morning was never placed, and the notice says why. */
export const NotPlaced: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        calls: [
          {
            ...missed,
            status: 'expired',
            attempts: [],
            audio_url: null,
            last_error: 'More than 15 minutes late',
          },
        ],
        next: tomorrow,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "This morning's call was not placed — more than 15 minutes late",
      ),
    ).toBeVisible();
  },
};

/**
 * The phone silenced this morning's calls (straight to voicemail, never ringing): the notice says so,
 * with "Make sure it rings" opened to its steps.
 */
export const Silenced: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        calls: [
          {
            ...missed,
            attempts: [1, 2, 3].map((n) => ({
              ...attempt(n, false),
              outcome: 'silenced' as const,
            })),
          },
        ],
        next: tomorrow,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const said = await canvas.findByText(/Your phone sent it to voicemail without ringing\./);
    const notice = within(said.closest('[role="alert"]') as HTMLElement);
    await userEvent.click(notice.getByText('Make sure it rings'));
    await expect(notice.getByRole('region', { name: 'iPhone' })).toBeVisible();
    await expect(notice.getByRole('region', { name: 'Android' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Add to contacts' })).toBeVisible();
  },
};

export const SilencedDark: Story = { ...Silenced, globals: { theme: 'dark' } };
