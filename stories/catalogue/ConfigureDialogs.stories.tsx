import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blockCatalogue, startedSettings } from '../../tests/fixtures/catalogue';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';
import { forEachBlock } from '../support/eachBlock';
import { readyConfig } from '../../tests/fixtures/blockConfig';

const block = (id: string) => {
  const found = blockCatalogue.find((b) => b.id === id);
  if (!found) throw new Error(`No block ${id} in the catalogue`);
  return found;
};
const payloadFor = (id: string) => ({
  schema: { fields: block(id).fields },
  current_settings: startedSettings(block(id)),
});
const configFor = (id: string) => readyConfig(payloadFor(id));
const connected = [
  { provider: 'google_calendar' as const, is_active: true, last_sync: '2026-11-22T06:00:00Z' },
];

const meta = {
  title: 'Catalogue/Configure dialogs',
  component: ConfigureDialog,
  args: { name: 'Weather', config: configFor('weather'), onSave: fn(), onClose: fn() },
  excludeStories: ['eachBlock'],
} satisfies Meta<typeof ConfigureDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title and one labelled control per field of the block. */
async function showsEveryField(id: string) {
  const dialog = within(await screen.findByRole('dialog', { name: `Configure ${block(id).name}` }));
  // A part that loads when first shown (the place field) may still be on its way.
  for (const field of block(id).fields) {
    await waitFor(() =>
      expect(dialog.getAllByText(new RegExp(field.label)).length).toBeGreaterThan(0),
    );
  }
  return dialog;
}

/**
 * Save waits for a change; after flipping the block's switch, saving sends the defaults with the
 * switch flipped.
 */
const savesAChange =
  (id: string): NonNullable<Story['play']> =>
  async ({ args }) => {
    const dialog = await showsEveryField(id);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    const toggle = block(id).fields.find((f) => f.type === 'toggle');
    if (!toggle) throw new Error(`${id} has no switch to flip`);
    await userEvent.click(dialog.getByRole('switch', { name: new RegExp(toggle.label) }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const started = startedSettings(block(id));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...started,
      [toggle.key]: !started[toggle.key],
    });
  };

/** One per block of the catalogue (a new block folder adds its own): every field shown, Save sends a change. */
export const eachBlock = forEachBlock('', (id: string): Story => ({
  args: {
    name: block(id).name,
    config: configFor(id),
    ...(block(id).requires_integration ? { integrations: connected } : {}),
  },
  play: savesAChange(id),
}));

export const CalendarNotConnected: Story = {
  args: {
    name: 'Calendar',
    config: configFor('calendar'),
    integrations: [],
    onConnectIntegration: fn(),
  },
  play: async ({ args }) => {
    const dialog = await showsEveryField('calendar');
    await userEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    await expect(args.onConnectIntegration).toHaveBeenCalledWith('google_calendar');
  },
};

export const InvalidValueIsRejected: Story = {
  args: {
    name: 'Weather',
    config: readyConfig({
      ...payloadFor('weather'),
      // No place (an old zip code the upgrade could not find) and a detail level above 3.
      current_settings: { place: null, use_celsius: false, detail_level: 9 },
    }),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Weather' }));
    // Stored values that break today's rules: any change, then Save, shows every error.
    await userEvent.click(dialog.getByRole('switch', { name: /Use Celsius/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Choose a place from the list')).toBeVisible();
    await expect(dialog.getByText('Must be at most 3')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Cancel with an unsaved change asks first; Keep editing goes back to the change. */
export const CancelWithChangesAsks: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Weather' }));
    await userEvent.click(dialog.getByRole('switch', { name: /Use Celsius/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    await userEvent.click(prompt.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    await expect(dialog.getByRole('switch', { name: /Use Celsius/ })).toBeChecked();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Escape with an unsaved change: the discard prompt over the dialog (left open for review). */
export const DiscardPrompt: Story = {
  tags: ['focus'],
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Weather' }));
    await userEvent.click(dialog.getByRole('switch', { name: /Use Celsius/ }));
    await userEvent.keyboard('{Escape}');
    const prompt = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    await expect(prompt.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await expect(prompt.getByRole('button', { name: 'Discard' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refused one setting: its message under that field. */
export const RefusedByServer: Story = {
  tags: ['focus'],
  args: { serverErrors: { place: ['No forecast is available for this place'] } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Weather' }));
    const place = dialog.getByRole('combobox', { name: /Place/ });
    await expect(place).toHaveAccessibleDescription('No forecast is available for this place');
    await waitFor(() => expect(place).toHaveFocus());
  },
};

/** The same refusal in dark mode: the error text and label must still read at 4.5:1. */
export const RefusedByServerDark: Story = {
  ...RefusedByServer,
  globals: { theme: 'dark' },
};

export const MalformedSchema: Story = {
  args: {
    name: 'Broken block',
    config: readyConfig({
      schema: {
        fields: [
          {
            key: 'days',
            label: 'Days',
            type: 'number',
            validation: { min_value: 10, max_value: 2 },
          },
        ],
      },
      current_settings: {},
    }),
    onInvalid: fn(),
  },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Field "days": min_value (10) is greater than max_value (2)',
    );
    await expect(args.onInvalid).toHaveBeenCalledWith(
      'Field "days": min_value (10) is greater than max_value (2)',
    );
    // A way out: the dialog's Cancel closes it.
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Broken block' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { config: { state: 'loading' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Weather' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading configuration...');
  },
};

/** The load failed: the screen's text, Retry to ask again, Close to leave. */
export const LoadFailed: Story = {
  args: {
    config: { state: 'failed', message: 'Failed to load configuration. Please try again.' },
    onRetry: fn(),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Weather' }));
    // The dialog fades in.
    await waitFor(() =>
      expect(dialog.getByText('Failed to load configuration. Please try again.')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
