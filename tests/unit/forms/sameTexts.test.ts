/**
 * A block's form and the server say the same words for the same failing setting: both take them from
 * the setting's field type (src/core/fields/fieldTypes.ts), the form through `validateField` on the
 * schema `settingsSchema` made, the server through `validateSettings`.
 */
import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../src/core/types';
import { settingsSchema } from '../../../src/core/fields/settingsSchema';
import { validateSettings } from '../../../src/core/fields/validateSettings';
import { validateField } from '../../../src/forms/validation';

const fields: BlockField[] = [
  {
    key: 'sign',
    label: 'Sign',
    type: 'text',
    options: [
      { value: 'aries', label: 'Aries' },
      { value: 'leo', label: 'Leo' },
    ],
  },
  {
    key: 'days',
    label: 'Days',
    type: 'number',
    required: true,
    validation: { min_value: 1, max_value: 7 },
  },
  { key: 'zip', label: 'Zip', type: 'text', validation: { pattern: '^[0-9]{5}$' } },
  { key: 'place', label: 'Place', type: 'place', required: true },
];

const failures: [key: string, value: unknown][] = [
  ['sign', 'virgo'],
  ['days', 9],
  ['days', 'three'],
  ['zip', '123'],
  ['place', { name: 'Nowhere' }],
];

describe('form and server texts', () => {
  it.each(failures)('%s = %j: the same words on both sides', (key, value) => {
    const server = validateSettings(fields, { days: 3, place: null, [key]: value });
    const said = server.ok ? [] : server.errors.filter((e) => e.key === key).map((e) => e.message);
    expect(said).toHaveLength(1);
    expect(validateField(settingsSchema(fields) as never, key, value)).toEqual(said);
  });
});
