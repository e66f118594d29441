import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import profileUi from '../../../schemas/profile.ui.json';
import scheduleUi from '../../../schemas/schedule.ui.json';
import { profileSchema, scheduleSchema } from '../../../src/core/schemas.gen';
import type { BlockField } from '../../../src/core/types';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../../src/forms/SchemaForm';

/** A block's fields: a text, a bounded number, a select, a toggle and a small range (segmented). */
const fields: BlockField[] = [
  { key: 'zip_code', label: 'Zip code', type: 'text', validation: { max_length: 5 } },
  {
    key: 'max_events',
    label: 'Events to read',
    type: 'number',
    validation: { min_value: 1, max_value: 10 },
  },
  {
    key: 'sign',
    label: 'Star sign',
    type: 'text',
    options: [
      { value: 'aries', label: 'Aries' },
      { value: 'leo', label: 'Leo' },
    ],
  },
  { key: 'use_celsius', label: 'Use Celsius', type: 'toggle' },
  {
    key: 'difficulty',
    label: 'Difficulty',
    type: 'number',
    validation: { min_value: 1, max_value: 5 },
  },
];
const blockValues = {
  zip_code: '94110',
  max_events: 7,
  sign: 'leo',
  use_celsius: true,
  difficulty: 3,
};

/** The contract's own fields of the schedule (time, days, zone) and the profile (phone). */
function contractForm(
  source: { properties: Record<string, unknown> },
  ui: UiSchema,
  keys: string[],
): { schema: RJSFSchema; uiSchema: UiSchema } {
  return {
    schema: {
      type: 'object',
      properties: Object.fromEntries(keys.map((k) => [k, source.properties[k]])),
    } as RJSFSchema,
    uiSchema: { ...Object.fromEntries(keys.map((k) => [k, ui[k] ?? {}])), 'ui:order': keys },
  };
}
const schedule = contractForm(scheduleSchema, scheduleUi as UiSchema, [
  'call_time',
  'weekdays',
  'timezone',
]);
const scheduleValues = { call_time: '06:45', weekdays: '1,2,3,4,5', timezone: 'Europe/Paris' };
const profile = contractForm(profileSchema, profileUi as UiSchema, ['phone_number']);
const profileValues = { phone_number: '+1 202 555 0123' };

/** Three read-only forms, one after the other: every widget of the layer, with a value. */
async function renderReadOnly() {
  const onChange = vi.fn();
  const block = fieldsToSchema(fields);
  const forms = [
    { id: 'block', ...block, values: blockValues },
    { id: 'schedule', ...schedule, values: scheduleValues },
    { id: 'profile', ...profile, values: profileValues },
  ];
  render(
    <>
      {forms.map(({ id, schema, uiSchema, values }) => (
        <SchemaForm<Record<string, unknown>>
          key={id}
          id={id}
          schema={schema}
          uiSchema={uiSchema}
          formData={values}
          onChange={onChange}
          onSubmit={vi.fn()}
          submitLabel="Save"
          noSubmit
          readonly
        />
      ))}
    </>,
  );
  // The phone field loads its own part.
  await screen.findByRole('textbox', { name: /Phone number/ });
  return onChange;
}

/** The control of each field, as a keyboard or screen-reader user meets it. */
function controls() {
  const group = (name: RegExp) => screen.getByRole('group', { name });
  return {
    'Zip code': screen.getByRole('textbox', { name: /Zip code/ }),
    'Events to read': screen.getByRole('spinbutton', { name: /Events to read/ }),
    'Star sign': screen.getByRole('combobox', { name: /Star sign/ }),
    'Use Celsius': screen.getByRole('switch', { name: /Use Celsius/ }),
    // A group of buttons is one stop of the tab order (MUI moves between its buttons with arrows).
    Difficulty: group(/Difficulty/),
    'Call time': screen.getByLabelText(/time/i, { selector: 'input[type="time"]' }),
    Days: group(/days/i),
    Timezone: screen.getByRole('combobox', { name: /Timezone/i }),
    'Phone number': screen.getByRole('textbox', { name: /Phone number/ }),
  };
}

describe('a read-only field', () => {
  it('is reached with Tab, says it is read-only, and shows its value', async () => {
    const user = userEvent.setup();
    await renderReadOnly();
    const stopsOf = (control: HTMLElement) =>
      control.matches('[role="group"]') ? within(control).getAllByRole('button') : [control];
    const wanted = Object.values(controls()).map(stopsOf);
    const reached = new Set<Element>();
    // Tab on until every control has been reached (each tab is a MUI focus round: a few, not 40).
    for (let i = 0; i < 40 && !wanted.every((s) => s.some((stop) => reached.has(stop))); i += 1) {
      await user.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    for (const [name, control] of Object.entries(controls())) {
      const stops = stopsOf(control);
      for (const stop of stops) expect(stop, name).toBeEnabled();
      expect(
        stops.some((stop) => reached.has(stop)),
        `${name} is reached with Tab`,
      ).toBe(true);
    }
    // Each says it is read-only (a text box also by its native readOnly); a group of buttons, which
    // has no such state, by its description.
    const all = controls();
    for (const name of [
      'Zip code',
      'Events to read',
      'Star sign',
      'Use Celsius',
      'Call time',
      'Timezone',
      'Phone number',
    ] as const) {
      expect(all[name], name).toHaveAttribute('aria-readonly', 'true');
    }
    for (const name of ['Zip code', 'Events to read', 'Call time', 'Phone number'] as const) {
      expect(all[name], name).toHaveAttribute('readonly');
    }
    expect(all.Difficulty).toHaveAccessibleDescription(/read-only/i);
    expect(all.Days).toHaveAccessibleDescription(/read-only/i);
    // Its value is there to read and copy.
    expect(all['Zip code']).toHaveValue('94110');
    expect(all['Events to read']).toHaveValue('7');
    expect(all['Call time']).toHaveValue('06:45');
    expect(all['Phone number']).toHaveValue('+1 202 555 0123');
  });

  it('keeps its value whatever the keyboard or the pointer does', async () => {
    const user = userEvent.setup();
    const onChange = await renderReadOnly();
    const all = controls();
    for (const name of ['Zip code', 'Phone number'] as const) {
      await user.click(all[name]);
      expect(all[name]).toHaveFocus();
      await user.keyboard('{End}9{Backspace}{Backspace}');
    }
    await user.click(all['Events to read']);
    await user.keyboard('{ArrowUp}{ArrowUp}5');
    const time = all['Call time'];
    await user.click(time);
    await user.keyboard('7');
    // The toggle, a segment, a day: clicked, with Space too.
    await user.click(all['Use Celsius']);
    await user.keyboard(' ');
    await user.click(within(all.Difficulty).getByRole('button', { name: '5' }));
    await user.keyboard(' ');
    const monday = within(all.Days).getByRole('button', { name: 'Monday' });
    await user.click(monday);
    await user.keyboard(' ');
    // A select offers nothing but its value: the keyboard, type-ahead and a pick find no other.
    for (const name of ['Star sign', 'Timezone'] as const) {
      expect(within(all[name]).getAllByRole('option'), name).toHaveLength(1);
      all[name].focus();
      await user.keyboard('{ArrowDown}{ArrowDown}s{Enter}');
    }

    expect(all['Zip code']).toHaveValue('94110');
    expect(all['Phone number']).toHaveValue('+1 202 555 0123');
    expect(all['Events to read']).toHaveValue('7');
    expect(time).toHaveValue('06:45');
    expect(all['Use Celsius']).toBeChecked();
    expect(within(all.Difficulty).getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(all.Difficulty).getByRole('button', { name: '5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    expect(all['Star sign']).toHaveDisplayValue('Leo');
    expect(all.Timezone).toHaveDisplayValue(/^Europe\/Paris/);
    expect(onChange).not.toHaveBeenCalled();
  });
});
