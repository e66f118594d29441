import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../src/core/types';
import { parseBlockFields } from '../../../src/core/fields/parseBlockConfig';
import { smallRange } from '../../../src/core/fields/fieldTypes';
import { validateSettings } from '../../../src/core/fields/validateSettings';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import horoscope from '../../../server/blocks/horoscope/block.json';

const sign: BlockField = {
  key: 'sign',
  label: 'Star sign',
  type: 'text',
  required: true,
  options: [
    { value: 'aries', label: 'Aries' },
    { value: 'leo', label: 'Leo' },
  ],
};

describe('text options', () => {
  it('become an enum and the options widget with their labels', () => {
    const { schema, uiSchema } = fieldsToSchema([sign]);
    expect(schema.properties?.sign).toMatchObject({ type: 'string', enum: ['aries', 'leo'] });
    expect(uiSchema.sign).toEqual({
      'ui:widget': 'options',
      'ui:options': { choices: sign.options },
    });
  });

  it('are enforced by the server check with the same human message', () => {
    expect(validateSettings([sign], { sign: 'leo' })).toEqual({ ok: true, value: { sign: 'leo' } });
    expect(validateSettings([sign], { sign: 'Leo' })).toEqual({
      ok: false,
      errors: [{ key: 'sign', message: 'Choose one of the options' }],
    });
  });

  it('are optional: a payload without them stays valid and free text', () => {
    const plain = { key: 'topic', label: 'Topic', type: 'text' } as const;
    expect(parseBlockFields([plain]).ok).toBe(true);
    expect(fieldsToSchema([plain]).uiSchema.topic).toEqual({ 'ui:widget': 'counterText' });
  });

  it('are rejected on a non-text field, with repeated values, or a default outside them', () => {
    const reason = (field: object) => {
      const parsed = parseBlockFields([field]);
      return parsed.ok ? null : parsed.reason;
    };
    expect(reason({ ...sign, type: 'number' })).toBe(
      'Field "sign": options are only for text fields',
    );
    expect(reason({ ...sign, options: [sign.options?.[0], sign.options?.[0]] })).toBe(
      'Field "sign": options repeat a value',
    );
    expect(reason({ ...sign, default_value: 'ophiuchus' })).toBe(
      'Field "sign": default_value "ophiuchus" is not one of its options',
    );
    expect(reason({ ...sign, options: [{ value: 'leo' }] })).toMatch(/missing "label"/);
  });

  it('give the horoscope star sign capitalised labels and lowercase values', () => {
    const field = horoscope.fields[0] as BlockField;
    expect(parseBlockFields(horoscope.fields).ok).toBe(true);
    expect(field.options).toHaveLength(12);
    expect(field.options?.[0]).toEqual({ value: 'aries', label: 'Aries' });
  });
});

describe('number ranges', () => {
  const number = (min: number, max: number): BlockField => ({
    key: 'n',
    label: 'N',
    type: 'number',
    validation: { min_value: min, max_value: max },
  });
  it('of at most 7 values render as a segmented control, larger ones as a text box', () => {
    expect(smallRange(number(1, 3))).toEqual({ min: 1, max: 3 });
    expect(smallRange(number(1, 7))).toEqual({ min: 1, max: 7 });
    expect(smallRange(number(1, 8))).toBeNull();
    expect(fieldsToSchema([number(1, 5)]).uiSchema.n).toEqual({ 'ui:widget': 'segmented' });
    expect(fieldsToSchema([number(1, 10)]).uiSchema.n).toEqual({ 'ui:widget': 'integer' });
    expect(smallRange({ key: 'n', label: 'N', type: 'number' })).toBeNull();
  });
});
