/**
 * The Playground's generated states (stories/catalogue/generateStates.ts): a row for every rule every
 * field declares, each with a value that breaks that rule (alone where one can), and the states around
 * a save; the refusal is the server's validator's own answer.
 */
import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../src/core/types';
import { humanMessage } from '../../../src/core/fields/errorMessages';
import { settingsFieldErrors, validateSettings } from '../../../src/core/fields/validateSettings';
import { blockCatalogue } from '../../fixtures/catalogue';
import {
  asSent,
  brokenBy,
  generateStates,
  rulesOf,
  type GeneratedState,
} from '../../../stories/catalogue/generateStates';

const fields: BlockField[] = [
  {
    key: 'zip_code',
    label: 'Zip code',
    type: 'text',
    required: true,
    validation: { max_length: 5, pattern: '^[0-9]{5}$' },
  },
  { key: 'topic', label: 'Topic', type: 'text', validation: { max_length: 30 } },
  {
    key: 'sign',
    label: 'Star sign',
    type: 'text',
    options: [
      { value: 'aries', label: 'Aries' },
      { value: 'leo', label: 'Leo' },
    ],
  },
  {
    key: 'detail',
    label: 'Detail',
    type: 'number',
    required: true,
    validation: { min_value: 1, max_value: 3 },
  },
  { key: 'events', label: 'Events', type: 'number', validation: { min_value: 1, max_value: 10 } },
  { key: 'celsius', label: 'Celsius', type: 'toggle', default_value: false },
  {
    key: 'calendar',
    label: 'Calendar',
    type: 'integration',
    integration_type: 'google_calendar',
    required: true,
  },
];

const ruleRows = (states: GeneratedState[]) =>
  states.filter((s): s is Extract<GeneratedState, { kind: 'rule' }> => s.kind === 'rule');

describe('generateStates', () => {
  const states = generateStates(fields);

  it('gives one row per rule each field declares, named as schema.fields says it', () => {
    expect(ruleRows(states).map((s) => s.name)).toEqual([
      'zip_code: required',
      'zip_code: max_length 5',
      'zip_code: pattern',
      'topic: max_length 30',
      'sign: options',
      'detail: required',
      'detail: min_value 1',
      'detail: max_value 3',
      'events: min_value 1',
      'events: max_value 10',
      'events: whole number',
      'calendar: required',
    ]);
  });

  it('breaks each rule with its value, alone where a value can', () => {
    const rows = ruleRows(states);
    for (const row of rows) {
      const field = fields.find((f) => f.key === row.rule.key);
      if (!field) throw new Error(row.name);
      expect(brokenBy(field, row.values[field.key]), row.name).toEqual(row.breaks);
      expect(row.breaks, row.name).toContain(row.rule.keyword);
    }
    // A zip code one digit too long is not five digits either; every other rule breaks alone.
    expect(rows.filter((r) => r.breaks.length > 1).map((r) => r.name)).toEqual([
      'zip_code: max_length 5',
    ]);
    const values = Object.fromEntries(rows.map((r) => [r.name, r.values[r.rule.key]]));
    expect(values).toMatchObject({
      'zip_code: required': '',
      'zip_code: max_length 5': '000000',
      'zip_code: pattern': 'x',
      'topic: max_length 30': '0'.repeat(31),
      'detail: required': null,
      'detail: min_value 1': 0,
      'detail: max_value 3': 4,
      'events: min_value 1': 0,
      'events: max_value 10': 11,
      'events: whole number': 1.5,
      'calendar: required': null,
    });
  });

  it('breaks nothing else: the other fields keep their valid values', () => {
    for (const row of ruleRows(states)) {
      const others = fields.filter((f) => f.key !== row.rule.key);
      for (const field of others) expect(brokenBy(field, row.values[field.key])).toEqual([]);
    }
  });

  it('fills every field validly, with other values than the defaults', () => {
    const filled = states.find((s) => s.kind === 'filled');
    expect(filled?.values).toEqual({
      zip_code: '12345',
      topic: 'Cooking',
      sign: 'leo',
      detail: 3,
      events: 10,
      celsius: true,
      calendar: 'google_calendar',
    });
    expect(validateSettings(fields, filled?.values)).toMatchObject({ ok: true });
  });

  it('refuses as the server does: its validator’s answer, naming the field', () => {
    const refused = states.find((s) => s.kind === 'refused');
    if (refused?.kind !== 'refused') throw new Error('no refusal');
    expect(refused.refusal).toEqual([{ field: 'zip_code', message: 'Must be 5 digits' }]);
    const verdict = validateSettings(fields, asSent(refused.values));
    expect(verdict.ok ? [] : settingsFieldErrors(verdict.errors)).toEqual(refused.refusal);
  });

  it('has the states around a save, and Not connected only for fields needing an integration', () => {
    const kinds = states.filter((s) => s.kind !== 'rule').map((s) => s.name);
    expect(kinds).toEqual([
      'Defaults',
      'Filled and valid',
      'Refused by the server',
      'Saving',
      'Integration not connected',
    ]);
    const withoutIntegration = generateStates(fields.filter((f) => f.type !== 'integration'));
    expect(withoutIntegration.map((s) => s.name)).not.toContain('Integration not connected');
  });

  it('each isolated rule’s row shows that rule’s own error text', () => {
    const texts = ruleRows(states)
      .filter((r) => r.breaks.length === 1)
      .map((r) => `${r.name} → ${humanMessage(r.rule)}`);
    expect(texts).toContain('zip_code: pattern → Must be 5 digits');
    expect(texts).toContain('detail: max_value 3 → Must be at most 3');
    expect(texts).toContain('events: whole number → Must be a whole number');
    expect(texts).toContain('sign: options → Choose one of the options');
  });
});

describe('every block of the catalogue', () => {
  it.each(blockCatalogue.map((b) => [b.id, b.fields] as const))(
    '%s: a row for each of its rules, each breaking it',
    (_id, blockFields) => {
      const rows = ruleRows(generateStates(blockFields));
      expect(rows.map((r) => r.name)).toEqual(
        blockFields.flatMap((f) => rulesOf(f).map((r) => `${f.key}: ${r.name}`)),
      );
      for (const row of rows) expect(row.breaks).toContain(row.rule.keyword);
    },
  );
});
