import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BlockField } from '../../../src/core/types';
import { defaultSettings, parseInteger } from '../../../src/core/fields/settingsSchema';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { validateSettings } from '../../../src/core/fields/validateSettings';

describe('parseInteger (base-10, never a silent 0)', () => {
  it.each([
    ['08', 8],
    ['42', 42],
    [' 7 ', 7],
    ['-3', -3],
  ])('%j is %d', (raw, expected) => expect(parseInteger(raw)).toBe(expected));

  it.each(['3.5', '1e3', 'abc', '1 2', '0x10'])(
    '%j stays text so the integer rule rejects it',
    (raw) => {
      expect(parseInteger(raw)).toBe(raw);
    },
  );

  it('empty is no value', () => {
    expect(parseInteger('')).toBeUndefined();
    expect(parseInteger('   ')).toBeUndefined();
  });
});

describe('fieldsToSchema', () => {
  const fields: BlockField[] = [
    {
      key: 'zip',
      label: 'Zip',
      type: 'text',
      required: true,
      default_value: '10001',
      validation: { pattern: '^[0-9]{5}$', max_length: 5 },
    },
    {
      key: 'days',
      label: 'Days',
      type: 'number',
      required: true,
      default_value: 3,
      validation: { min_value: 1, max_value: 10 },
    },
    { key: 'loud', label: 'Loud', type: 'toggle', required: true, default_value: false },
    {
      key: 'cal',
      label: 'Calendar',
      type: 'integration',
      integration_type: 'google_calendar',
      required: true,
    },
  ];

  it('maps each type to its JSON Schema and widget', () => {
    const { schema, uiSchema } = fieldsToSchema(fields);
    expect(schema.properties).toEqual({
      zip: {
        title: 'Zip',
        type: 'string',
        minLength: 1,
        maxLength: 5,
        pattern: '^[0-9]{5}$',
        default: '10001',
      },
      days: { title: 'Days', type: 'integer', minimum: 1, maximum: 10, default: 3 },
      loud: { title: 'Loud', type: 'boolean', default: false },
      cal: { title: 'Calendar', type: 'string', default: 'google_calendar' },
    });
    expect(schema.required).toEqual(['zip', 'days', 'loud', 'cal']);
    expect(uiSchema.cal).toEqual({
      'ui:widget': 'integration',
      'ui:options': { provider: 'google_calendar' },
    });
    expect(uiSchema.loud).toEqual({ 'ui:widget': 'switch' });
  });

  it('a required toggle accepts off', () => {
    expect(validateSettings(fields, { ...defaultSettings(fields), loud: false }).ok).toBe(true);
  });

  it('reports human messages per key', () => {
    const result = validateSettings(fields, {
      zip: '123',
      days: 11,
      loud: 'yes',
      cal: 'google_calendar',
      extra: 1,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { key: 'zip', message: 'Must be 5 digits' },
        { key: 'days', message: 'Must be at most 10' },
        { key: 'loud', message: 'Invalid value' },
        { key: 'extra', message: 'Unknown field "extra"' },
      ]),
    );
  });

  it('a missing required value is "This field is required", and a number is never a string', () => {
    const result = validateSettings(fields, {
      zip: '10001',
      loud: true,
      cal: 'google_calendar',
      days: '5',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toContainEqual({ key: 'days', message: 'Must be a whole number' });
    const missing = validateSettings(fields, { zip: '', loud: true, cal: 'google_calendar' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.errors).toContainEqual({ key: 'days', message: 'This field is required' });
      expect(missing.errors).toContainEqual({ key: 'zip', message: 'This field is required' });
    }
  });
});

describe('fieldsToSchema accepts exactly what the rules allow (property-based)', () => {
  const numberField = fc
    .record({
      min: fc.integer({ min: -1000, max: 1000 }),
      span: fc.integer({ min: 0, max: 1000 }),
      required: fc.boolean(),
    })
    .map(({ min, span, required }): BlockField => ({
      key: 'n',
      label: 'N',
      type: 'number',
      required,
      validation: { min_value: min, max_value: min + span },
    }));

  it('numbers: inside [min, max] integers pass, everything else fails', () => {
    fc.assert(
      fc.property(
        numberField,
        fc.oneof(fc.integer({ min: -3000, max: 3000 }), fc.double({ noNaN: true })),
        (field, value) => {
          const min = field.validation?.min_value ?? 0;
          const max = field.validation?.max_value ?? 0;
          const allowed = Number.isInteger(value) && value >= min && value <= max;
          expect(validateSettings([field], { n: value }).ok).toBe(allowed);
        },
      ),
    );
  });

  it('numbers: absent passes only when not required', () => {
    fc.assert(
      fc.property(numberField, (field) => {
        expect(validateSettings([field], {}).ok).toBe(!field.required);
      }),
    );
  });

  it('text: length and pattern decide', () => {
    const textField = fc
      .record({
        max: fc.integer({ min: 1, max: 12 }),
        digits: fc.boolean(),
        required: fc.boolean(),
      })
      .map(({ max, digits, required }): BlockField => ({
        key: 't',
        label: 'T',
        type: 'text',
        required,
        validation: { max_length: max, ...(digits ? { pattern: '^[0-9]*$' } : {}) },
      }));
    fc.assert(
      fc.property(textField, fc.string({ maxLength: 20 }), (field, value) => {
        const rules = field.validation ?? {};
        const allowed =
          [...value].length <= (rules.max_length ?? Infinity) &&
          (!rules.pattern || /^[0-9]*$/u.test(value)) &&
          (!field.required || value.length > 0);
        expect(validateSettings([field], { t: value }).ok).toBe(allowed);
      }),
    );
  });

  it('toggles: any boolean passes, anything else fails', () => {
    const toggle: BlockField = { key: 'b', label: 'B', type: 'toggle', required: true };
    fc.assert(
      fc.property(fc.oneof(fc.boolean(), fc.string(), fc.integer()), (value) => {
        expect(validateSettings([toggle], { b: value }).ok).toBe(typeof value === 'boolean');
      }),
    );
  });
});
