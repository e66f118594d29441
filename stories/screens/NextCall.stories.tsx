import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { RoutineScreen } from '../../src/app/RoutineScreen';
import type { NextCall } from '../../src/core/types';
import { apiHandlers, callerId, callerIdDisplay, mock, nextCallDue } from '../support/api';
import { loadDashboard } from '../support/session';

/** The next-call line in the routine page's header, in each of its states. */
const meta = {
  title: 'Screens/Next call',
  component: RoutineScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
  loaders: [loadDashboard],
} satisfies Meta<typeof RoutineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('status', { name: 'Next call' });

export const Due: Story = {
  play: async ({ canvasElement }) => {
    const status = await line(canvasElement);
    await expect(
      await within(status).findByText(/Next call: Tue, Nov 24 at 7:30 AM EST/),
    ).toBeVisible();
  },
};

/** The line in dark mode. */
export const DueDark: Story = { ...Due, globals: { theme: 'dark' } };

const reason = (
  why: NonNullable<NextCall['reason']>,
  action: string,
  role: 'link' | 'button',
): Story => ({
  parameters: {
    msw: {
      handlers: [
        mock('getNextCall', () =>
          HttpResponse.json({
            next_call_at: null,
            local_time: null,
            timezone: 'America/New_York',
            reason: why,
            retry: null,
            caller_id: callerId,
            caller_id_display: callerIdDisplay,
          } satisfies NextCall),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await line(canvasElement);
    await expect(await within(status).findByRole(role, { name: action })).toBeVisible();
  },
});

export const UnverifiedPhone = reason(
  'no_verified_phone',
  'Verify your phone number to get calls',
  'link',
);
export const CallsOff = reason('calls_off', 'Turn wake-up calls on', 'button');
export const NoWeekday = reason('no_weekday', 'Pick at least one day', 'button');
export const EmptyRoutine = reason('empty_routine', 'Add a block to your routine', 'button');

/** This morning's call not confirmed yet: when it calls again, and that 1 stops it. */
export const RetryPending: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getNextCall', () =>
          HttpResponse.json({
            ...nextCallDue,
            retry: {
              call_id: 12,
              at: '2026-11-23T12:05:00.000Z',
              local_time: '2026-11-23T07:05',
              attempt: 2,
              max_attempts: 3,
              ringing: false,
            },
          } satisfies NextCall),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await line(canvasElement);
    await expect(
      await within(status).findByText(
        'Calling again at 7:05 AM (attempt 2 of 3) — press 1 to stop.',
      ),
    ).toBeVisible();
  },
};

export const CheckFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getNextCall', () => HttpResponse.json({ message: 'Server busy' }, { status: 503 })),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await line(canvasElement);
    await expect(await within(status).findByText('Server busy')).toBeVisible();
  },
};

/** The next call after a skipped or paused morning (issue 35): what is held back, then when it rings. */
const heldBack = (held: Pick<NextCall, 'skipping' | 'paused_until'>, text: RegExp): Story => ({
  parameters: {
    msw: {
      handlers: [
        mock('getNextCall', () =>
          HttpResponse.json({
            ...nextCallDue,
            one_off: false,
            skipping: null,
            paused_until: null,
            ...held,
          } satisfies NextCall),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await line(canvasElement);
    await expect(await within(status).findByText(text)).toBeVisible();
    await expect(within(status).getByRole('button', { name: 'Skip Tue, Nov 24' })).toBeEnabled();
    await expect(
      within(status).getByRole('button', { name: 'Change this call only' }),
    ).toBeEnabled();
  },
});

export const Skipping = heldBack(
  { skipping: '2026-11-23' },
  /^Skipping Mon, Nov 23 — next call Tue, Nov 24 at 7:30 AM EST$/,
);
export const Paused = heldBack(
  { paused_until: '2026-11-23' },
  /^Paused until Mon, Nov 23 — next call Tue, Nov 24 at 7:30 AM EST$/,
);
export const PausedDark: Story = { ...Paused, globals: { theme: 'dark' } };
