/** The two forms the benchmark measures: the realistic 6-field configure dialog and a 200-field form. */
import type { BlockField } from '../../src/core/types';

/** Six fields as a configure dialog shows them: every field type, rules of every kind. */
export const sixFields: BlockField[] = [
  { key: 'topic', label: 'Favourite topic', type: 'text', validation: { max_length: 200 } },
  {
    key: 'zip_code',
    label: 'Zip code',
    type: 'text',
    required: true,
    validation: { max_length: 5, pattern: '^[0-9]{5}$' },
  },
  {
    key: 'max_events',
    label: 'Events to read',
    type: 'number',
    required: true,
    validation: { min_value: 1, max_value: 10 },
  },
  { key: 'use_celsius', label: 'Use Celsius', type: 'toggle', default_value: false },
  {
    key: 'first_name',
    label: 'Name to greet',
    type: 'text',
    required: true,
    validation: { max_length: 40 },
  },
  { key: 'include_all_day', label: 'Include all-day events', type: 'toggle' },
];

/** 200 fields: the same six, repeated with distinct keys. */
export const twoHundredFields: BlockField[] = Array.from({ length: 200 }, (_, i) => {
  const base = sixFields[i % sixFields.length] as BlockField;
  return { ...base, key: i < 6 ? base.key : `${base.key}_${i}`, label: `${base.label} ${i + 1}` };
});

export const formsBySize = { 6: sixFields, 200: twoHundredFields } as const;
export type Size = keyof typeof formsBySize;
