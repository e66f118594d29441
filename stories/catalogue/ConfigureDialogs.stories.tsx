import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blockCatalogue } from '../../tests/fixtures/catalogue';
import { ConfigureDialogView } from './ConfigureDialogView';

const block = (id: string) => {
  const found = blockCatalogue.find((b) => b.id === id);
  if (!found) throw new Error(`No block ${id} in the catalogue`);
  return found;
};
const configFor = (id: string) => ({
  schema: { fields: block(id).fields },
  current_settings: block(id).default_settings,
});
const connected = [
  { provider: 'google_calendar' as const, is_active: true, last_sync: '2026-11-22T06:00:00Z' },
];

const meta = {
  title: 'Catalogue/Configure dialogs',
  component: ConfigureDialogView,
  args: { name: 'Weather', config: configFor('weather'), onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfigureDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title and one labelled control per field of the block; saving the defaults sends them. */
async function showsEveryField(canvasElement: HTMLElement, id: string) {
  const dialog = within(
    within(canvasElement).getByRole('dialog', { name: `Configure ${block(id).name}` }),
  );
  for (const field of block(id).fields) {
    await expect(dialog.getAllByText(new RegExp(field.label)).length).toBeGreaterThan(0);
  }
  return dialog;
}

export const Weather: Story = {
  args: { name: block('weather').name, config: configFor('weather') },
  play: async ({ canvasElement, args }) => {
    const dialog = await showsEveryField(canvasElement, 'weather');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(block('weather').default_settings);
  },
};

export const Calendar: Story = {
  args: { name: block('calendar').name, config: configFor('calendar'), integrations: connected },
  play: async ({ canvasElement, args }) => {
    const dialog = await showsEveryField(canvasElement, 'calendar');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(block('calendar').default_settings);
  },
};

export const Horoscope: Story = {
  args: { name: block('horoscope').name, config: configFor('horoscope') },
  play: async ({ canvasElement, args }) => {
    const dialog = await showsEveryField(canvasElement, 'horoscope');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(block('horoscope').default_settings);
  },
};

export const WordOfTheDay: Story = {
  args: { name: block('word_of_the_day').name, config: configFor('word_of_the_day') },
  play: async ({ canvasElement, args }) => {
    const dialog = await showsEveryField(canvasElement, 'word_of_the_day');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(block('word_of_the_day').default_settings);
  },
};

export const CalendarNotConnected: Story = {
  args: {
    name: 'Calendar',
    config: configFor('calendar'),
    integrations: [],
    onConnectIntegration: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await showsEveryField(canvasElement, 'calendar');
    await userEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    await expect(args.onConnectIntegration).toHaveBeenCalledWith('google_calendar');
  },
};

export const InvalidValueIsRejected: Story = {
  args: {
    name: 'Weather',
    config: {
      ...configFor('weather'),
      current_settings: { zip_code: '1234', use_celsius: false, detail_level: 9 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Configure Weather' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Must be 5 digits')).toBeVisible();
    await expect(dialog.getByText('Must be at most 3')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const MalformedSchema: Story = {
  args: {
    name: 'Broken block',
    config: {
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
    },
    onInvalid: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Field "days": min_value (10) is greater than max_value (2)',
    );
    await expect(args.onInvalid).toHaveBeenCalledWith(
      'Field "days": min_value (10) is greater than max_value (2)',
    );
  },
};
