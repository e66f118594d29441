import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CallsPage } from '../../src/features/calls/CallsPage';
import { apiHandlers, callRecord, mock } from '../support/api';
import { loadDashboard } from '../support/session';

const meta = {
  title: 'Screens/Calls',
  component: CallsPage,
  parameters: { layout: 'padded', msw: { handlers: apiHandlers() } },
  loaders: [loadDashboard],
} satisfies Meta<typeof CallsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One call of each outcome: a retry pending, stopped, expired (with why), confirmed awake, a test call
 * answered, a morning missed after 3 attempts (answered, 1 never pressed: red, never "Answered"), a
 * test call not answered and one to voicemail, a verification call that failed.
 */
export const EachOutcome: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: 'Your calls, newest first',
    });
    for (const outcome of [
      'Calling again at 7:36 AM',
      'Stopped: wake-up calls were turned off',
      'Expired: more than 15 minutes late',
      'Confirmed awake',
      'Answered',
      'Missed: not confirmed after 3 attempts',
      'No answer',
      'Voicemail',
      'Failed',
    ])
      await expect(within(list).getByText(outcome)).toBeVisible();
  },
};

export const EachOutcomeDark: Story = { ...EachOutcome, globals: { theme: 'dark' } };

/** On a phone the long outcomes wrap inside their chips. */
export const EachOutcomePhone: Story = {
  ...EachOutcome,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** Opens the call whose row starts with `name`; the dialog once its words show. */
async function open(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText(/Good morning, Ada/)).toBeVisible());
  return within(dialog);
}

/** A confirmed call opened: its attempt (1 pressed), its words and the app's player at rest. */
export const OpenCall: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /^Wake-up call, Fri, Nov 20/);
    await expect(
      within(dialog.getByRole('list', { name: 'Attempts' })).getByText(
        '1:05 on the line · 1 pressed: awake',
      ),
    ).toBeVisible();
    const player = within(dialog.getByRole('group', { name: 'Recording of this call' }));
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
    // At rest nothing is loaded: the same picture whatever the machine can decode.
    await expect(player.getByText('0:00 / -:--')).toBeVisible();
  },
};

export const OpenCallDark: Story = { ...OpenCall, globals: { theme: 'dark' } };

/** The morning of issue 19 opened: missed, each attempt with its time, line time and no key pressed. */
export const OpenMissedCall: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, /^Wake-up call, Thu, Nov 19/);
    await expect(dialog.getByText('Missed: not confirmed after 3 attempts')).toBeVisible();
    const attempts = within(dialog.getByRole('list', { name: 'Attempts' }));
    await expect(attempts.getAllByRole('listitem')).toHaveLength(3);
    await expect(attempts.getByText('Attempt 1 · 7:31 AM · No answer')).toBeVisible();
    await expect(attempts.getAllByText('0:44 on the line · No key pressed')).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: apiHandlers({ calls: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No calls yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getCalls', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading calls...');
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('getCalls', () =>
          HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const MorePages: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({ calls: Array.from({ length: 25 }, (_, i) => callRecord(100 - i)) }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Your calls, newest first' })).getAllByRole(
          'button',
        ),
      ).toHaveLength(25),
    );
    // All loaded: the button goes; the page back at its top, so the picture is taken at rest.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull());
    window.scrollTo(0, 0);
  },
};
