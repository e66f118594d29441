import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CallsPage } from '../../src/features/calls/CallsPage';
import { apiHandlers, callRecord } from '../../tests/fixtures/api';
import { loadDashboard } from '../support/session';

const meta = {
  title: 'Screens/Calls',
  component: CallsPage,
  parameters: { layout: 'padded', msw: { handlers: apiHandlers() } },
  loaders: [loadDashboard],
} satisfies Meta<typeof CallsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One call of each outcome: confirmed awake, answered, no answer, busy, voicemail, failed. */
export const EachOutcome: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: 'Your calls, newest first',
    });
    for (const outcome of [
      'Confirmed awake',
      'Answered',
      'No answer',
      'Busy',
      'Voicemail',
      'Failed',
    ])
      await expect(within(list).getByText(outcome)).toBeVisible();
  },
};

/** A call opened: its words and the audio player. */
export const OpenCall: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Wake-up call, Fri, Nov 20/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/Good morning, Ada/)).toBeVisible());
    await expect(within(dialog).getByLabelText('Recording of this call')).toBeVisible();
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
        http.get('*/api/calls/', async () => {
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
        http.get('*/api/calls/', () =>
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
