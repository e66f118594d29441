import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ZONE_PLACES } from '../../src/core/zonePlaces';
import type { BlockField } from '../../src/core/types';
import { FieldHarness, type FieldHarnessProps } from '../forms/FieldHarness';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { expectForcedRows, partsLoaded } from './cells';
import { ForcedState, type Forced } from './ForcedState';
import { StatesGrid, type StateCell } from './StatesGrid';

type State = Omit<FieldHarnessProps, 'onSubmit' | 'field'> & {
  field?: BlockField;
  /** Shown hovered or keyboard-focused (see ForcedState). */
  forced?: Forced;
};

/** The states every field type is reviewed in, plus the ones its type adds. */
function statesOf(field: BlockField, states: Record<string, State>): StateCell[] {
  return Object.entries(states).map(([name, { forced, ...state }]) => ({
    name,
    render: (id) => {
      const harness = (
        <FieldHarness
          id={id}
          field={state.field ?? field}
          onSubmit={fn()}
          onConnectIntegration={fn()}
          {...state}
        />
      );
      return forced ? <ForcedState state={forced}>{harness}</ForcedState> : harness;
    },
  }));
}

const describe = (field: BlockField, description: string) => ({ ...field, description });

const text: BlockField = {
  key: 'zip_code',
  label: 'Zip code',
  type: 'text',
  required: true,
  validation: { max_length: 5, pattern: '^[0-9]{5}$' },
};
/** A free text field, for a state a zip code cannot show (right-to-left). */
const greeting: BlockField = {
  key: 'greeting',
  label: 'Greeting',
  type: 'text',
  validation: { max_length: 60 },
};
const RTL_VALUE = 'בוקר טוב, עדה';

const number: BlockField = {
  key: 'max_events',
  label: 'Events to read',
  type: 'number',
  required: true,
  validation: { min_value: 1, max_value: 10 },
};
const scale: BlockField = {
  key: 'detail_level',
  label: 'Detail level',
  type: 'number',
  validation: { min_value: 1, max_value: 3 },
};
const toggle: BlockField = { key: 'use_celsius', label: 'Use Celsius', type: 'toggle' };
const integration: BlockField = {
  key: 'calendar',
  label: 'Calendar account',
  type: 'integration',
  integration_type: 'google_calendar',
};
const place: BlockField = {
  key: 'place',
  label: 'Place',
  type: 'place',
  required: true,
};
const SYDNEY = ZONE_PLACES['Australia/Sydney'];
/** A place whose name and region are long (Wales' longest place name). */
const LONG_PLACE = {
  name: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
  admin: 'Wales',
  country_code: 'GB',
  latitude: 53.2239,
  longitude: -4.1977,
  timezone: 'Europe/London',
};
const connected = [
  { provider: 'google_calendar' as const, is_active: true, last_sync: '2026-01-15T06:00:00Z' },
];
const sign: BlockField = {
  key: 'sign',
  label: 'Star sign',
  type: 'text',
  required: true,
  options: ['aries', 'taurus', 'gemini', 'leo'].map((v) => ({
    value: v,
    label: v[0]?.toUpperCase() + v.slice(1),
  })),
};

const pages = {
  Text: statesOf(text, {
    Empty: {},
    'With description': {
      field: describe(text, 'The 5 digits of the place whose weather you want.'),
    },
    Filled: { value: '94110' },
    'Error (changed and left)': { value: '12a', touched: true },
    'Required, after submit': { touched: true },
    'Too long': { value: '9411012', touched: true },
    'Server error': { value: '00000', errors: ['No weather station near this zip code'] },
    Options: { field: sign, value: 'leo' },
    'Options, after submit': { field: sign, touched: true },
    Busy: { value: '94110', busy: true },
    Disabled: { value: '94110', disabled: true },
    'Read-only': { value: '94110', readonly: true },
    'Right-to-left': { field: greeting, value: RTL_VALUE },
  }),
  Number: statesOf(number, {
    Empty: {},
    'With description': { field: describe(number, 'How many of today’s events the call reads.') },
    Filled: { value: 7 },
    'Above maximum': { value: 11, touched: true },
    'Not a whole number': { value: '3.5', touched: true },
    'Required, after submit': { touched: true },
    'Range of 3: segmented': { field: scale, value: 2 },
    'Range of 5: segmented, empty': {
      field: {
        ...scale,
        key: 'difficulty',
        label: 'Difficulty',
        validation: { min_value: 1, max_value: 5 },
      },
    },
    Focused: { value: 7, forced: 'focus' },
    Hover: { value: 7, forced: 'hover' },
    Busy: { value: 7, busy: true },
    Disabled: { value: 7, disabled: true },
    'Read-only': { value: 7, readonly: true },
  }),
  Toggle: statesOf(toggle, {
    Off: {},
    On: { value: true },
    'With description': {
      field: describe(toggle, 'Speak temperatures in °C instead of °F.'),
      value: true,
    },
    'Server error': { value: true, errors: ['Celsius is not available for this station'] },
    Focused: { value: true, forced: 'focus' },
    Hover: { value: true, forced: 'hover' },
    Busy: { value: true, busy: true },
    Disabled: { value: true, disabled: true },
    'Read-only': { value: true, readonly: true },
  }),
  Integration: statesOf(integration, {
    'Not connected': {},
    Connected: { integrations: connected },
    'With description': {
      field: describe(integration, 'The calendar whose events the call reads.'),
      integrations: connected,
    },
    'Server error': { errors: ['The calendar connection expired: connect again'] },
    // Not connected: its Connect button is the control.
    Focused: { forced: 'focus' },
    Hover: { forced: 'hover' },
    Busy: { integrations: connected, busy: true },
    Disabled: { disabled: true },
    'Read-only': { integrations: connected, readonly: true },
  }),
  Place: statesOf(place, {
    Empty: {},
    'With description': {
      field: describe(place, 'The city or postcode whose weather you want.'),
      value: SYDNEY,
    },
    Filled: { value: SYDNEY },
    'Required, after submit': { touched: true },
    'Server error': { value: SYDNEY, errors: ['No forecast is available for this place'] },
    'Long name': { value: LONG_PLACE },
    Focused: { value: SYDNEY, forced: 'focus' },
    Hover: { value: SYDNEY, forced: 'hover' },
    Busy: { value: SYDNEY, busy: true },
    Disabled: { value: SYDNEY, disabled: true },
    'Read-only': { value: SYDNEY, readonly: true },
  }),
  // The text page is tall: its interaction states are a page of their own, so each fits in one view.
  TextInteraction: statesOf(text, {
    Focused: { value: '94110', forced: 'focus' },
    Hover: { value: '94110', forced: 'hover' },
  }),
  // Everything a designer's copy or a user's value can make long: it wraps or scrolls inside its
  // field, never past the cell.
  'Long content': statesOf(text, {
    'Long label and description': {
      field: {
        ...describe(
          { ...text, label: 'Zip code of the place whose weather your morning call reads to you' },
          'The five digits of the post office that serves the town, village or neighbourhood whose forecast you want to hear first thing every morning.',
        ),
      },
    },
    'Long value': {
      field: greeting,
      value: 'Good morning Ada, the sun is up and so should you be, love',
    },
    'Long server error': {
      value: '00000',
      errors: [
        'No weather station reports within fifty kilometres of this zip code: pick a zip code of a nearby town',
      ],
    },
    'Long option': {
      field: {
        ...sign,
        options: [{ value: 'long', label: 'Sagittarius, the archer (November 22 to December 21)' }],
      },
      value: 'long',
    },
    'Long switch label': {
      field: { ...toggle, label: 'Speak temperatures in degrees Celsius instead of Fahrenheit' },
      value: true,
    },
  }),
};

const meta = {
  title: 'States/Fields',
  component: StatesGrid,
  parameters: { layout: 'padded', viewport: { options: { ...viewports, ...statesViewport } } },
  globals: { viewport: { value: 'states', isRotated: false } },
} satisfies Meta<typeof StatesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each state renders on mount, in all four columns (a text may belong to several states). */
const play =
  (expected: string[]): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of expected) {
      await expect(canvas.getAllByText(text).length % 4).toBe(0);
    }
  };

export const Text: Story = {
  args: { states: pages.Text },
  play: async (context) => {
    await play(['Must be 5 digits', 'No weather station near this zip code', 'Saving...', '5/5'])(
      context,
    );
    // Right-to-left text reads from the right, in every column.
    const rtl = [...context.canvasElement.querySelectorAll('input')].filter(
      (input) => input.value === RTL_VALUE,
    );
    await expect(rtl.map((input) => input.matches(':dir(rtl)'))).toEqual([true, true, true, true]);
  },
};
export const TextFocusHover: Story = {
  args: { states: pages.TextInteraction },
  play: async (context) => {
    await play(['5/5'])(context);
    await expectForcedRows(context.canvasElement);
  },
};
export const Number: Story = {
  args: { states: pages.Number },
  play: async (context) => {
    await play(['Must be at most 10', 'Must be a whole number', 'This field is required'])(context);
    await expectForcedRows(context.canvasElement);
  },
};
export const Toggle: Story = {
  args: { states: pages.Toggle },
  play: async (context) => {
    await play([
      'Speak temperatures in °C instead of °F.',
      'Celsius is not available for this station',
    ])(context);
    await expectForcedRows(context.canvasElement);
  },
};
export const Integration: Story = {
  args: { states: pages.Integration },
  play: async (context) => {
    await play(['The calendar connection expired: connect again'])(context);
    await expectForcedRows(context.canvasElement);
  },
};
export const Place: Story = {
  args: { states: pages.Place },
  play: async (context) => {
    await partsLoaded(context.canvasElement);
    // A place says it is not one from the list, whatever its schema's rule: one text, not the keyword's.
    await play([
      'Choose a place from the list',
      'The city or postcode whose weather you want.',
      'Saving...',
    ])(context);
    const boxes = [...context.canvasElement.querySelectorAll('input')].map((i) => i.value);
    await expect(boxes.filter((v) => v === 'Sydney, New South Wales, Australia').length % 4).toBe(
      0,
    );
    await expectForcedRows(context.canvasElement);
  },
};
export const LongContent: Story = {
  args: { states: pages['Long content'] },
  play: async (context) => {
    await play([
      'No weather station reports within fifty kilometres of this zip code: pick a zip code of a nearby town',
      'Speak temperatures in degrees Celsius instead of Fahrenheit',
    ])(context);
    // Nothing long pushes past its cell: every cell's content fits its width.
    const cells = [...context.canvasElement.querySelectorAll<HTMLElement>('[data-state]')];
    await expect(cells.length).toBe(20);
    await expect(
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.dataset.state),
    ).toEqual([]);
  },
};
