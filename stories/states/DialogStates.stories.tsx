import type { ComponentProps, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BlockField, BlockSettings } from '../../src/core/types';
import { errors as messages, loading } from '../../src/core/messages';
import { settingsSchema } from '../../src/core/fields/settingsSchema';
import { validateForm } from '../../src/forms/validation';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';
import { blockCatalogue, startedSettings } from '../../tests/fixtures/catalogue';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { forEachBlock } from '../support/eachBlock';
import { cellsOf, controlAbove, expectedFocusRing, focusRingIn, partsLoaded, row } from './cells';
import { ForcedState } from './ForcedState';
import { StatesGrid, type StateCell } from './StatesGrid';
import { readyConfig } from '../../tests/fixtures/blockConfig';

type DialogProps = ComponentProps<typeof ConfigureDialog>;

const connected = [
  { provider: 'google_calendar' as const, is_active: true, last_sync: '2026-01-15T06:00:00Z' },
];

const blockOf = (id: string) => {
  const block = blockCatalogue.find((b) => b.id === id);
  if (!block) throw new Error(`No block ${id}`);
  return block;
};

/** A wrong value for each field type, for the "errors after submit" state. */
function wrongSettings(id: string): BlockSettings {
  const out: BlockSettings = {};
  for (const field of blockOf(id).fields) {
    if (field.type === 'text') out[field.key] = field.options ? '' : 'x'.repeat(60);
    if (field.type === 'number') out[field.key] = (field.validation?.max_value ?? 10) + 5;
    if (field.type === 'place' && field.required) out[field.key] = null;
  }
  return out;
}

/** What the server refuses in each block's save (a new block: its first field, in general words). */
const refusals: Record<string, { key: string; value?: string | number; message: string }> = {
  weather: { key: 'place', message: 'No forecast is available for this place' },
  calendar: { key: 'max_events', value: 10, message: 'At most 8 events fit in a morning call' },
  horoscope: { key: 'sign', message: 'No horoscope is published for this sign today' },
  word_of_the_day: {
    key: 'topic',
    value: 'Quantum chromodynamics',
    message: 'No words found on this topic: try a broader one',
  },
};
const refusalOf = (id: string) =>
  refusals[id] ?? {
    key: blockOf(id).fields[0]?.key ?? '',
    message: 'The server did not accept this value: try another',
  };

/** The dialog of `name`, laid in the page (inline) so every state sits side by side. */
const dialog =
  (name: string, props: Partial<DialogProps>) =>
  (cell: string): ReactNode => (
    <ConfigureDialog
      inline
      id={cell}
      name={name}
      config={{ state: 'loading' }}
      integrations={connected}
      onSave={fn()}
      onClose={fn()}
      onConnectIntegration={fn()}
      {...props}
    />
  );

function statesOf(id: string): StateCell[] {
  const block = blockOf(id);
  const config = (settings: BlockSettings) =>
    readyConfig({
      schema: { fields: block.fields },
      current_settings: { ...startedSettings(block), ...settings },
    });
  const wrong = { ...startedSettings(block), ...wrongSettings(id) };
  const errors = validateForm(settingsSchema(block.fields), wrong);
  const refusal = refusalOf(id);
  const frame = (name: string, props: Partial<DialogProps>) => ({
    name,
    render: dialog(block.name, { config: config({}), ...props }),
  });
  const states: StateCell[] = [
    frame('Defaults (Save waits for a change)', {}),
    // Its first control as reached by keyboard (see ForcedState).
    {
      name: 'Focused',
      render: (cell) => (
        <ForcedState state="focus">{dialog(block.name, { config: config({}) })(cell)}</ForcedState>
      ),
    },
    frame('Errors after submit', {
      config: config(wrong),
      initialErrors: errors,
      guardUnsaved: false,
    }),
    // The user's change sent, and refused: the message under its field, the change still unsaved
    // (Save stays enabled). The play takes away the focus the refusal gives that field, so the row is
    // pictured at rest.
    frame('Refused by the server', {
      config: config(refusal.value === undefined ? {} : { [refusal.key]: refusal.value }),
      serverErrors: { [refusal.key]: [refusal.message] },
      guardUnsaved: false,
    }),
    frame('Saving', { saving: true }),
  ];
  if (block.fields.some((f) => f.type === 'integration')) {
    states.push(frame('Integration not connected', { integrations: [] }));
  }
  return states;
}

// The states before a block's fields are there, the same for every block: shown for Weather.
const WEATHER = blockOf('weather').name;
const onRetry = fn();
const onClose = fn();
/** A payload the dialog must refuse to render (min above max), as the catalogue's story has it. */
const BROKEN = 'Broken block';
const broken: DialogProps['config'] = readyConfig({
  schema: {
    fields: [
      { key: 'days', label: 'Days', type: 'number', validation: { min_value: 10, max_value: 2 } },
    ],
  },
  current_settings: {},
});
const loadStates: StateCell[] = [
  { name: 'Loading', render: dialog(WEATHER, { config: { state: 'loading' } }) },
  {
    name: 'Load failed',
    render: dialog(WEATHER, {
      config: { state: 'failed', message: messages.loadConfiguration },
      onRetry,
      onClose,
    }),
  },
  {
    name: 'Malformed schema',
    render: dialog(BROKEN, { config: broken, onClose, onInvalid: fn() }),
  },
];

// Every text a designer's copy or a user's value can make long, in one dialog: it wraps inside the
// dialog, never past it.
const LONG_NAME = 'Word of the Day, with its meaning and an example sentence';
const longFields: BlockField[] = [
  {
    key: 'topic',
    label: 'A favourite topic for the words you hear each morning, from science to cooking',
    type: 'text',
    description:
      'Optional: the theme the word of the day is chosen from. Leave it empty and the words come from every corner of the dictionary, old and new.',
    validation: { max_length: 60 },
  },
  {
    key: 'sign',
    label: 'Star sign',
    type: 'text',
    options: [
      { value: 'sagittarius', label: 'Sagittarius, the archer (November 22 to December 21)' },
    ],
  },
  {
    key: 'max_events',
    label: 'Number of calendar events read to you, starting with the first of the day',
    type: 'number',
    validation: { min_value: 1, max_value: 10 },
  },
  {
    key: 'use_celsius',
    label: 'Speak temperatures in degrees Celsius instead of Fahrenheit',
    type: 'toggle',
  },
  {
    key: 'calendar',
    label: 'The Google Calendar account whose events your morning call reads to you',
    type: 'integration',
    integration_type: 'google_calendar',
    description:
      'Connect the account once: the call reads the events of every calendar it can see, shared ones included.',
  },
];
const LONG_VALUE = 'Mediterranean cooking, gardening and the history of bread';
const longStates: StateCell[] = [
  {
    name: 'Long content',
    render: dialog(LONG_NAME, {
      config: readyConfig({
        schema: { fields: longFields },
        current_settings: {
          topic: LONG_VALUE,
          sign: 'sagittarius',
          max_events: 3,
          use_celsius: true,
        },
      }),
    }),
  },
];

const meta = {
  title: 'States/Configure dialogs',
  component: StatesGrid,
  parameters: { layout: 'padded', viewport: { options: { ...viewports, ...statesViewport } } },
  globals: { viewport: { value: 'states', isRotated: false } },
  excludeStories: ['eachBlock'],
} satisfies Meta<typeof StatesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing holds the focus: a States page shows each state at rest. */
async function atRest() {
  (document.activeElement as HTMLElement | null)?.blur();
  await expect(document.activeElement).toBe(document.body);
}

const play =
  (id: string): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const { name } = blockOf(id);
    const canvas = within(canvasElement);
    await partsLoaded(canvasElement);
    await expect(canvas.getAllByRole('dialog', { name: `Configure ${name}` }).length % 4).toBe(0);
    await expect(canvas.getAllByRole('button', { name: 'Saving...' })).toHaveLength(4);
    // Focused: the first control shows the focus ring, in the mode's focus colour, in every column.
    for (const cell of cellsOf(canvasElement, 'Focused')) {
      await expect(focusRingIn(cell)).toEqual(expectedFocusRing(cell));
    }
    // Refused: the server's message describes the refused field, under it; the change can be saved
    // again.
    const refusal = refusalOf(id);
    for (const cell of row(canvasElement, 'Refused by the server')) {
      await expect(cell.getByRole('button', { name: 'Save' })).toBeEnabled();
      const message = cell.getByText(refusal.message);
      await expect(message).toBeVisible();
      await expect(message.id).toMatch(new RegExp(`_${refusal.key}__error$`));
      await expect(controlAbove(message)).toHaveAccessibleDescription(refusal.message);
    }
    // The refusal focused its field (the last cell's); the row is pictured at rest.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await atRest();
  };

/** One per block of the catalogue (a new block folder adds its own). */
export const eachBlock = forEachBlock('', (id: string): Story => ({
  args: { states: statesOf(id) },
  play: play(id),
}));

/** Before the fields are there: loading, a failed load with Retry, a payload that cannot be shown. */
export const LoadStates: Story = {
  args: { states: loadStates },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    onClose.mockClear();
    for (const cell of row(canvasElement, 'Loading')) {
      await expect(cell.getByRole('status')).toHaveTextContent(loading.configuration);
    }
    // A failed load says so, and its Retry asks again; Close leaves.
    for (const cell of row(canvasElement, 'Load failed')) {
      await expect(cell.getByRole('alert')).toHaveTextContent(messages.loadConfiguration);
      await expect(cell.getByRole('button', { name: 'Close' })).toBeEnabled();
      await userEvent.click(cell.getByRole('button', { name: 'Retry' }));
    }
    await expect(onRetry).toHaveBeenCalledTimes(4);
    // A malformed payload says why, and Cancel is the way out.
    for (const cell of row(canvasElement, 'Malformed schema')) {
      await expect(cell.getByRole('dialog', { name: `Configure ${BROKEN}` })).toBeVisible();
      await expect(cell.getByRole('alert')).toHaveTextContent(
        `This block's settings can't be shown: Field "days": min_value (10) is greater than max_value (2)`,
      );
      await userEvent.click(cell.getByRole('button', { name: 'Cancel' }));
    }
    await expect(onClose).toHaveBeenCalledTimes(4);
    await atRest();
  },
};

/** Long copy and values wrap inside the dialog, in every column. */
export const LongContent: Story = {
  args: { states: longStates },
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement, 'Long content');
    for (const cell of cells) {
      const inside = within(cell);
      await expect(inside.getByRole('dialog', { name: `Configure ${LONG_NAME}` })).toBeVisible();
      await expect(inside.getByDisplayValue(LONG_VALUE)).toBeVisible();
      await expect(
        inside.getByText('Sagittarius, the archer (November 22 to December 21)'),
      ).toBeVisible();
    }
    // Nothing long pushes past its cell.
    await expect(
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.dataset.state),
    ).toEqual([]);
  },
};
