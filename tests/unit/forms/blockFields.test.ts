import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldTypes } from '../../../src/core/fields/fieldTypes';
import {
  FIELD_TYPE_NAMES,
  parseBlockConfig,
  parseBlockFields,
} from '../../../src/core/fields/parseBlockConfig';

/** The refusal names every field type the format has (a new type keeps this test true). */
const notAType = (key: string) =>
  `Field "${key}" type is not one of ${FIELD_TYPE_NAMES.join(', ')}`;

const ok = {
  key: 'days',
  label: 'Days',
  type: 'number',
  validation: { min_value: 1, max_value: 5 },
};

describe('parseBlockConfig', () => {
  it('accepts a well-formed payload', () => {
    const result = parseBlockConfig({ schema: { fields: [ok] }, current_settings: { days: 2 } });
    expect(result).toEqual({
      ok: true,
      value: { schema: { fields: [ok] }, current_settings: { days: 2 } },
    });
  });

  it.each([
    ['an unknown type', [{ ...ok, type: 'color' }], notAType('days')],
    [
      'min > max',
      [{ ...ok, validation: { min_value: 10, max_value: 2 } }],
      'Field "days": min_value (10) is greater than max_value (2)',
    ],
    [
      'an invalid regex',
      [{ key: 'z', label: 'Z', type: 'text', validation: { pattern: '([' } }],
      'Field "z": pattern "([" is not a valid regular expression',
    ],
    ['a missing key', [{ label: 'Days', type: 'number' }], 'Field 1 is missing "key"'],
    ['duplicate keys', [ok, ok], 'Field "days" appears more than once'],
    [
      'an integration without a provider',
      [{ key: 'c', label: 'C', type: 'integration' }],
      'Field "c": an integration field needs an integration_type',
    ],
  ])('rejects %s with a clear reason', (_name, fields, reason) => {
    expect(parseBlockConfig({ schema: { fields }, current_settings: {} })).toEqual({
      ok: false,
      reason,
    });
  });

  it('rejects non-objects without throwing', () => {
    for (const payload of [
      null,
      42,
      'x',
      [],
      { schema: null },
      { schema: { fields: 'nope' }, current_settings: {} },
    ]) {
      const result = parseBlockConfig(payload);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason.length).toBeGreaterThan(5);
    }
  });

  it('never throws on arbitrary JSON, and anything it accepts is a list of well-formed fields', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            schema: fc.record({ fields: fc.array(fc.jsonValue()) }),
            current_settings: fc.jsonValue(),
          }),
        ),
        (payload) => {
          const result = parseBlockConfig(payload);
          if (result.ok) expect(Array.isArray(result.value.schema.fields)).toBe(true);
          else expect(typeof result.reason).toBe('string');
        },
      ),
    );
  });

  it('parseBlockFields checks a bare fields list the same way', () => {
    expect(parseBlockFields([ok]).ok).toBe(true);
    expect(parseBlockFields([{ ...ok, key: '1bad' }])).toEqual({
      ok: false,
      reason: expect.stringContaining('key') as string,
    });
  });
});

describe('parseBlockFields reasons name the field', () => {
  it('an unknown type in a bare list names the field by key', () => {
    expect(parseBlockFields([{ key: 'x', label: 'X', type: 'colour' }])).toEqual({
      ok: false,
      reason: notAType('x'),
    });
  });
});

describe('the field-type registry', () => {
  it('has exactly one entry per field type of the block-fields format', () => {
    expect(Object.keys(fieldTypes).sort()).toEqual([...FIELD_TYPE_NAMES].sort());
  });
});
