import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { expect, within } from 'storybook/test';
import { profileSchema, scheduleSchema } from '../../src/core/schemas.gen';
import profileUi from '../../schemas/profile.ui.json';
import scheduleUi from '../../schemas/schedule.ui.json';
import { fieldsToSchema } from '../../src/forms/fieldsToSchema';
import type { BlockField } from '../../src/core/types';
import { errors } from '../../src/core/messages';
import { BUILT_IN_VOICES } from '../../src/core/constants';
import {
  voiceNames,
  voiceSchema,
  voiceUiFor,
  type VoiceChoice,
} from '../../src/features/voice/VoiceCard';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { expectFitsItsCells, expectForcedRows } from './cells';
import { ForcedState, type Forced } from './ForcedState';
import { StatesGrid, type StateCell } from './StatesGrid';
import { WidgetHarness, type WidgetHarnessProps } from './WidgetHarness';

type Values = Record<string, unknown>;
type State = Omit<WidgetHarnessProps, 'id' | 'schema' | 'uiSchema'> & {
  /** Shown hovered or keyboard-focused (see ForcedState). */
  forced?: Forced;
  /** The control the forced state is shown on, when it is not the first one. */
  target?: string;
  uiSchema?: UiSchema;
};

interface Widget {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  phoneZone?: string;
}

/** A form of the contract's own fields (their titles, rules and widgets), one or more of them. */
function formOf(
  source: { properties: Record<string, unknown>; required?: readonly string[] },
  ui: UiSchema,
  keys: string[],
): Widget {
  const properties = Object.fromEntries(keys.map((k) => [k, source.properties[k]]));
  const required = (source.required ?? []).filter((k) => keys.includes(k));
  const uiSchema: UiSchema = Object.fromEntries(keys.map((k) => [k, ui[k] ?? {}]));
  return {
    schema: { type: 'object', properties, required } as RJSFSchema,
    uiSchema: { ...uiSchema, 'ui:order': keys },
  };
}

/** A block field as the configure dialog shows it. */
const blockWidget = (field: BlockField): Widget => {
  const { schema, uiSchema } = fieldsToSchema([field]);
  return { schema, uiSchema };
};

function statesOf(widget: Widget, states: Record<string, State>): StateCell[] {
  return Object.entries(states).map(([name, { forced, target, uiSchema, ...state }]) => ({
    name,
    render: (id) => {
      const harness = (
        <WidgetHarness
          id={id}
          schema={widget.schema}
          uiSchema={uiSchema ?? widget.uiSchema}
          {...(widget.phoneZone ? { phoneZone: widget.phoneZone } : {})}
          {...state}
        />
      );
      return forced ? (
        <ForcedState state={forced} {...(target ? { target } : {})}>
          {harness}
        </ForcedState>
      ) : (
        harness
      );
    },
  }));
}

const v = (values: object) => ({ value: values as Values });

const phone: Widget = {
  ...formOf(profileSchema, profileUi as UiSchema, ['phone_number']),
  phoneZone: 'America/New_York',
};
const time = formOf(scheduleSchema, scheduleUi as UiSchema, ['call_time']);
const weekdays = formOf(scheduleSchema, scheduleUi as UiSchema, ['weekdays']);
const timezone = formOf(scheduleSchema, scheduleUi as UiSchema, ['timezone']);
// The voice list as the card shows it: each built-in voice with its preview button (none playing).
const previews = { names: voiceNames, playing: null, onPreview: () => undefined };
const voice: Widget = { schema: voiceSchema, uiSchema: voiceUiFor({ voice: 'custom' }, previews) };
const segmented = blockWidget({
  key: 'difficulty',
  label: 'Difficulty',
  type: 'number',
  required: true,
  description: 'How hard the word of the day is.',
  validation: { min_value: 1, max_value: 5 },
});
const select = blockWidget({
  key: 'sign',
  label: 'Star sign',
  type: 'text',
  required: true,
  description: 'The sign whose horoscope the call reads.',
  options: [
    { value: 'aries', label: 'Aries' },
    { value: 'leo', label: 'Leo' },
    { value: 'long', label: 'Sagittarius, the archer (November 22 to December 21)' },
  ],
});

/** A widget's uiSchema with a designer's long label and description for `key`. */
const longCopy = (widget: Widget, key: string, title: string, description: string): UiSchema => ({
  ...widget.uiSchema,
  [key]: {
    ...(widget.uiSchema[key] as UiSchema | undefined),
    'ui:title': title,
    'ui:description': description,
  },
});
const LONG_TIME_DESCRIPTION =
  'We call at this time on every day you choose below, in your own time zone, and again after the snooze if nobody answers the first call.';
const LONG_WEEKDAYS_DESCRIPTION =
  'Choose every day you want a morning call: weekdays, weekends or both. Days left out are quiet, and the next call shows on the dashboard.';
const LONG_SEGMENTED_DESCRIPTION =
  'How hard the word of the day is: 1 keeps to everyday vocabulary, 5 brings rare and old words that even keen readers may not have met.';

const rachel = BUILT_IN_VOICES[0]?.id ?? '';
const custom = (id: string): VoiceChoice => ({ voice: 'custom', custom_voice_id: id });
const NUMBER = '.MuiInputBase-root:has(input[type="tel"])';

const pages = {
  Phone: statesOf(phone, {
    Empty: {},
    Filled: v({ phone_number: '+1 202 555 0123' }),
    'Another country': v({ phone_number: '+33 6 12 34 56 78' }),
    'Not a valid number': { ...v({ phone_number: '202 555' }), touched: ['phone_number'] },
    Focused: { ...v({ phone_number: '+1 202 555 0123' }), forced: 'focus', target: NUMBER },
    Hover: { ...v({ phone_number: '+1 202 555 0123' }), forced: 'hover', target: NUMBER },
    Disabled: { ...v({ phone_number: '+1 202 555 0123' }), disabled: true },
    'Read-only': { ...v({ phone_number: '+1 202 555 0123' }), readonly: true },
    'Long content': v({ phone_number: '+1 (202) 555-0123 ext. 4567' }),
  }),
  Time: statesOf(time, {
    Empty: {},
    Filled: v({ call_time: '06:45' }),
    'Required, after submit': { touched: ['call_time'] },
    Focused: { ...v({ call_time: '06:45' }), forced: 'focus' },
    Hover: { ...v({ call_time: '06:45' }), forced: 'hover' },
    Disabled: { ...v({ call_time: '06:45' }), disabled: true },
    'Read-only': { ...v({ call_time: '06:45' }), readonly: true },
    // The value has one length: the copy around it is what grows.
    'Long content': {
      ...v({ call_time: '06:45' }),
      uiSchema: longCopy(time, 'call_time', 'Time of your morning call', LONG_TIME_DESCRIPTION),
    },
  }),
  Weekdays: statesOf(weekdays, {
    Empty: {},
    'Weekdays chosen': v({ weekdays: '1,2,3,4,5' }),
    'Every day': v({ weekdays: '1,2,3,4,5,6,7' }),
    'None chosen, after submit': { touched: ['weekdays'] },
    Focused: { ...v({ weekdays: '1,2,3,4,5' }), forced: 'focus' },
    Hover: { ...v({ weekdays: '1,2,3,4,5' }), forced: 'hover', target: 'button[value="6"]' },
    Disabled: { ...v({ weekdays: '1,2,3,4,5' }), disabled: true },
    'Read-only': { ...v({ weekdays: '1,2,3,4,5' }), readonly: true },
    'Long content': {
      ...v({ weekdays: '1,2,3,4,5,6,7' }),
      uiSchema: longCopy(
        weekdays,
        'weekdays',
        'Days of the week on which we call you to wake you up',
        LONG_WEEKDAYS_DESCRIPTION,
      ),
    },
  }),
  Timezone: statesOf(timezone, {
    Empty: {},
    Filled: v({ timezone: 'Europe/Paris' }),
    'Longest name': v({ timezone: 'America/Los_Angeles' }),
    'Required, after submit': { touched: ['timezone'] },
    Focused: { ...v({ timezone: 'Europe/Paris' }), forced: 'focus' },
    Hover: { ...v({ timezone: 'Europe/Paris' }), forced: 'hover' },
    Disabled: { ...v({ timezone: 'Europe/Paris' }), disabled: true },
    'Read-only': { ...v({ timezone: 'Europe/Paris' }), readonly: true },
  }),
  Voice: statesOf(voice, {
    'Built-in voice': {
      ...v({ voice: rachel }),
      uiSchema: voiceUiFor({ voice: rachel }, previews),
    },
    'Custom voice, empty': v(custom('')),
    'Custom voice, filled': v(custom('EXAVITQu4vr4xnSDxMaL')),
    'Custom voice refused': {
      ...v(custom('not-a-voice')),
      errors: { custom_voice_id: [errors.invalidVoiceId] },
    },
    'Long content': v(custom('x'.repeat(64))),
  }),
  // The voice list is tall: its interaction states are a page of their own, so each fits in one view.
  VoiceInteraction: statesOf(voice, {
    Focused: { ...v(custom('EXAVITQu4vr4xnSDxMaL')), forced: 'focus' },
    Hover: { ...v(custom('EXAVITQu4vr4xnSDxMaL')), forced: 'hover' },
    Disabled: { ...v(custom('EXAVITQu4vr4xnSDxMaL')), disabled: true },
    'Read-only': { ...v(custom('EXAVITQu4vr4xnSDxMaL')), readonly: true },
  }),
  Segmented: statesOf(segmented, {
    Empty: {},
    Chosen: v({ difficulty: 3 }),
    'Required, after submit': { touched: ['difficulty'] },
    Focused: { ...v({ difficulty: 3 }), forced: 'focus' },
    Hover: { ...v({ difficulty: 3 }), forced: 'hover' },
    Disabled: { ...v({ difficulty: 3 }), disabled: true },
    'Read-only': { ...v({ difficulty: 3 }), readonly: true },
    'Long content': {
      ...v({ difficulty: 5 }),
      uiSchema: longCopy(
        segmented,
        'difficulty',
        'Difficulty of the word of the day, from everyday vocabulary to rare words',
        LONG_SEGMENTED_DESCRIPTION,
      ),
    },
  }),
  Select: statesOf(select, {
    Empty: {},
    Chosen: v({ sign: 'leo' }),
    'Required, after submit': { touched: ['sign'] },
    Focused: { ...v({ sign: 'leo' }), forced: 'focus' },
    Hover: { ...v({ sign: 'leo' }), forced: 'hover' },
    Disabled: { ...v({ sign: 'leo' }), disabled: true },
    'Read-only': { ...v({ sign: 'leo' }), readonly: true },
    'Long content': v({ sign: 'long' }),
  }),
};

const meta = {
  title: 'States/Widgets',
  component: StatesGrid,
  parameters: { layout: 'padded', viewport: { options: { ...viewports, ...statesViewport } } },
  globals: { viewport: { value: 'states', isRotated: false } },
} satisfies Meta<typeof StatesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each state shows in all four columns (a text may belong to several states). */
const play =
  (expected: string[]): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of expected) {
      await expect((await canvas.findAllByText(text)).length % 4).toBe(0);
    }
    // A forced state is shown, not held: the Focused and Hover rows look it, nothing has the focus.
    if (canvasElement.querySelector('[data-state^="Focused ·"]'))
      await expectForcedRows(canvasElement);
    await expect(document.activeElement).toBe(document.body);
  };

export const Phone: Story = {
  args: { states: pages.Phone },
  play: async (context) => {
    // The phone widget loads lazily: every cell's number field is there before anything is checked.
    await expect(await within(context.canvasElement).findAllByRole('textbox')).toHaveLength(
      4 * pages.Phone.length,
    );
    await play(['Any format: choose the country, or start with + and the country code'])(context);
  },
};
export const Time: Story = {
  args: { states: pages.Time },
  play: async (context) => {
    await play(['This field is required', LONG_TIME_DESCRIPTION])(context);
    await expectFitsItsCells(context.canvasElement, 'Long content');
  },
};
export const Weekdays: Story = {
  args: { states: pages.Weekdays },
  play: async (context) => {
    await play([
      'This field is required',
      'Days of the week on which we call you to wake you up',
      LONG_WEEKDAYS_DESCRIPTION,
    ])(context);
    await expectFitsItsCells(context.canvasElement, 'Long content');
  },
};
export const Timezone: Story = {
  args: { states: pages.Timezone },
  play: play(['Europe/Paris (CET)', 'This field is required']),
};
export const Voice: Story = {
  args: { states: pages.Voice },
  play: play([errors.invalidVoiceId, 'We test the ID with a short preview before saving it.']),
};
export const VoiceFocusHoverDisabled: Story = {
  args: { states: pages.VoiceInteraction },
  play: play(['We test the ID with a short preview before saving it.']),
};
export const Segmented: Story = {
  args: { states: pages.Segmented },
  play: async (context) => {
    await play([
      'How hard the word of the day is.',
      'This field is required',
      'Difficulty of the word of the day, from everyday vocabulary to rare words',
      LONG_SEGMENTED_DESCRIPTION,
    ])(context);
    await expectFitsItsCells(context.canvasElement, 'Long content');
  },
};
export const Select: Story = {
  args: { states: pages.Select },
  play: play(['Sagittarius, the archer (November 22 to December 21)', 'This field is required']),
};
