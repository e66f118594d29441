import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { expect, waitFor } from 'storybook/test';
import { scheduleSchema } from '../../src/core/schemas.gen';
import { WidgetHarness } from '../states/WidgetHarness';
import { labelRoom } from '../support/labelRoom';

/** One field of each kind the app's forms use: boxes (text, time, select, stepper) and groups. */
const schema = {
  type: 'object',
  required: ['zip_code', 'call_time', 'weekdays', 'timezone', 'max_events', 'difficulty'],
  properties: {
    zip_code: { type: 'string', title: 'Zip code', maxLength: 5 },
    call_time: scheduleSchema.properties.call_time,
    weekdays: scheduleSchema.properties.weekdays,
    timezone: { ...scheduleSchema.properties.timezone, title: 'Timezone' },
    max_events: { type: 'integer', title: 'Events to read', minimum: 1, maximum: 10 },
    difficulty: { type: 'integer', title: 'Difficulty', minimum: 1, maximum: 5 },
    calendar: { type: 'string', title: 'Calendar account', default: 'google_calendar' },
  },
} as unknown as RJSFSchema;
const uiSchema: UiSchema = {
  zip_code: { 'ui:widget': 'counterText' },
  call_time: { 'ui:widget': 'time' },
  weekdays: { 'ui:widget': 'weekdays' },
  timezone: { 'ui:widget': 'timezone' },
  max_events: { 'ui:widget': 'integer' },
  difficulty: { 'ui:widget': 'segmented' },
  calendar: { 'ui:widget': 'integration', 'ui:options': { provider: 'google_calendar' } },
};
const keys = Object.keys(schema.properties ?? {});

const meta = {
  title: 'Fields/Anatomy',
  component: WidgetHarness,
  args: { id: 'anatomy', schema, uiSchema },
  decorators: [labelRoom],
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each field's label as drawn: its size on screen (a floating label is scaled), weight and colour. */
function labelsOf(canvasElement: HTMLElement) {
  return keys.map((key) => {
    const field = canvasElement.querySelector(`[data-field="anatomy_${key}"]`);
    const labels = field ? [...field.querySelectorAll('.MuiFormLabel-root, .db-label')] : [];
    const label = labels[0];
    const style = label ? getComputedStyle(label) : null;
    const scale = style && style.transform !== 'none' ? new DOMMatrix(style.transform).a : 1;
    return {
      key,
      count: labels.length,
      look: style
        ? `${Math.round(parseFloat(style.fontSize) * scale * 10) / 10}px ${style.fontWeight} ${style.color}`
        : 'none',
    };
  });
}

/** Every field has one label, and all labels look alike: size, weight, colour. */
export const OneLabelStyle: Story = {
  args: {
    value: { zip_code: '94110', call_time: '07:30', weekdays: '1,2,3', timezone: 'Europe/Paris' },
  },
  play: async ({ canvasElement }) => {
    const labels = labelsOf(canvasElement);
    await expect(labels.map((l) => `${l.key}: ${l.count}`)).toEqual(keys.map((k) => `${k}: 1`));
    const first = labels[0]?.look;
    await expect(labels.map((l) => `${l.key}: ${l.look}`)).toEqual(
      keys.map((k) => `${k}: ${first}`),
    );
  },
};

/** Every field in error says it the same way: its label and its helper line in the error colour. */
export const OneErrorTreatment: Story = {
  args: {
    errors: Object.fromEntries(keys.map((k) => [k, [`Something is wrong with ${k}`]])),
  },
  play: async ({ canvasElement }) => {
    const labels = labelsOf(canvasElement);
    const helpers = keys.map((key) => {
      const line = canvasElement.querySelector(`[data-field="anatomy_${key}"] .db-helper-error`);
      return `${key}: ${line ? getComputedStyle(line).color : 'none'}`;
    });
    const red = helpers[0]?.split(': ')[1] ?? '';
    await expect(red).not.toBe('none');
    await expect(helpers).toEqual(keys.map((k) => `${k}: ${red}`));
    await expect(labels.map((l) => `${l.key}: ${l.look.split(' ').slice(-3).join(' ')}`)).toEqual(
      keys.map((k) => `${k}: ${red}`),
    );
  },
};

/**
 * An error takes the description's room: a two-line description replaced by a one-line error leaves
 * the next field where it was.
 */
export const ErrorMovesNothing: Story = {
  args: {
    value: { zip_code: '94110', call_time: '07:30' },
    uiSchema: {
      ...uiSchema,
      zip_code: {
        'ui:widget': 'counterText',
        'ui:help': 'The five digits of the place whose weather you want to hear each morning.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const field = (key: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-field="anatomy_${key}"]`);
    const note = field('zip_code')?.querySelector('.db-helper-note');
    // The description takes two lines at this width…
    await expect(note?.getBoundingClientRect().height).toBeGreaterThan(30);
    const below = field('call_time')?.getBoundingClientRect().top;
    const zip = field('zip_code')?.querySelector('input');
    if (!zip) throw new Error('no zip input');
    await userEvent.clear(zip);
    await userEvent.tab();
    // …the error one, in its place…
    const error = await waitFor(() => {
      const line = field('zip_code')?.querySelector<HTMLElement>('.db-helper-error');
      if (!line) throw new Error('no error yet');
      return line;
    });
    await expect(error.getBoundingClientRect().height).toBeLessThan(25);
    // …and nothing below has moved.
    await expect(field('call_time')?.getBoundingClientRect().top).toBe(below);
  },
};
