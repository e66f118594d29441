/**
 * Error texts come from what the failed rule belongs to — the field's type, or the contract's own
 * declaration of a pattern — never from reading a regex's source (DESIGN: "each field-type entry gives
 * its JSON Schema translation, its widget and its error texts").
 */
import { describe, expect, it } from 'vitest';
import * as schemas from '../../../../src/core/schemas.gen';
import type { BlockField } from '../../../../src/core/types';
import { humanMessage } from '../../../../src/core/fields/errorMessages';
import { declaredPatterns } from '../../../../src/core/fields/patternTexts';
import { fieldSchema } from '../../../../src/core/fields/settingsSchema';
import { fieldTypes, PLACE_ERROR } from '../../../../src/core/fields/fieldTypes';
import { validateSettings } from '../../../../src/core/fields/validateSettings';

const text = (pattern: string): BlockField => ({
  key: 'value',
  label: 'Value',
  type: 'text',
  validation: { pattern },
});

/** What the server (and the story catalogue) says about `value` in a field. */
function said(field: BlockField, value: unknown): string[] {
  const verdict = validateSettings([field], { [field.key]: value });
  return verdict.ok ? [] : verdict.errors.map((e) => e.message);
}

/** A field of each type with every rule its type can carry. */
const everyRule: Record<BlockField['type'], BlockField> = {
  text: {
    key: 't',
    label: 'T',
    type: 'text',
    required: true,
    options: [{ value: 'leo', label: 'Leo' }],
    validation: { max_length: 5, pattern: '^[a-z]+$' },
  },
  number: {
    key: 'n',
    label: 'N',
    type: 'number',
    required: true,
    validation: { min_value: 1, max_value: 30 },
  },
  toggle: { key: 'b', label: 'B', type: 'toggle', required: true },
  integration: {
    key: 'i',
    label: 'I',
    type: 'integration',
    required: true,
    integration_type: 'google_calendar',
  },
  place: { key: 'p', label: 'P', type: 'place', required: true },
};

/** The keywords a schema translation carries that a value can fail. */
const NOT_RULES = new Set(['title', 'description', 'default']);

describe('each field-type entry gives its error texts', () => {
  it.each(Object.keys(everyRule) as BlockField['type'][])(
    '%s: a text for required and for every keyword of its translation',
    (type) => {
      const entry = fieldTypes[type];
      const field = everyRule[type];
      // A place says one thing whatever is wrong with it.
      if ('errorText' in entry) return;
      const keywords = Object.keys(fieldSchema(field)).filter((k) => !NOT_RULES.has(k));
      const texts: Record<string, unknown> = entry.errors;
      for (const keyword of ['required', ...keywords])
        expect(texts[keyword], `${type}: ${keyword}`).toBeDefined();
    },
  );

  it('a number says its own words for a fraction, a toggle and an integration theirs for a wrong type', () => {
    expect(said(everyRule.number, 2.5)).toEqual(['Must be a whole number']);
    expect(said(everyRule.number, 31)).toEqual(['Must be at most 30']);
    expect(said(everyRule.toggle, 'yes')).toEqual(['Invalid value']);
    expect(said(everyRule.integration, 3)).toEqual(['Invalid value']);
  });

  it('two field types with one pattern say different things: a text its format, a place its own', () => {
    const countryCode = schemas.placeSchema.properties.country_code.pattern;
    expect(said(text(countryCode), 'fr')).toEqual(['Invalid format']);
    const place = {
      name: 'Paris',
      admin: '',
      latitude: 48.9,
      longitude: 2.35,
      timezone: 'Europe/Paris',
    };
    expect(said(everyRule.place, { ...place, country_code: 'fr' })).toEqual([PLACE_ERROR]);
  });

  it('a text field with options lists them when its pattern fails (Horoscope’s sign)', () => {
    const sign: BlockField = {
      key: 'sign',
      label: 'Sign',
      type: 'text',
      options: [
        { value: 'aries', label: 'Aries' },
        { value: 'leo', label: 'Leo' },
      ],
      validation: { pattern: '^(aries|leo)$' },
    };
    expect(said(sign, 'dragon')).toEqual([
      'Choose one of the options',
      'Must be one of: aries, leo',
    ]);
  });
});

describe('a pattern is said by its declaration, never guessed from its regex', () => {
  // Each of these reads like one of the contract's patterns to a guess from its first characters.
  it.each([
    ['^([01]+)$', '2', 'binary digits, not a time'],
    ['^\\d{4}-\\d{4}$', '12-34', 'a ZIP+4 code, not a date'],
    ['^\\+[1-9]\\d*$', '+0', 'a signed number, not a phone number'],
    ['^[^\\u0000-\\u001F]*x$', 'y', 'a line ending in x, not the one-line rule'],
    ['^(on|off)$', 'maybe', 'a text without options: nothing lists the values'],
  ])('%s (%s: %s) is "Invalid format"', (pattern, value) => {
    expect(said(text(pattern), value)).toEqual(['Invalid format']);
    expect(humanMessage({ keyword: 'pattern', params: { pattern } })).toBe('Invalid format');
  });

  it('the contract’s own patterns keep their words', () => {
    const p = schemas.profileSchema.properties;
    const s = schemas.scheduleSchema.properties;
    const words = (pattern: string) => humanMessage({ keyword: 'pattern', params: { pattern } });
    expect(words(p.phone_number.pattern)).toBe('Use only digits, spaces and + ( ) . -');
    expect(words(schemas.callsNextResponseSchema.properties.caller_id.pattern)).toBe(
      'Use only digits, spaces and + ( ) . -',
    );
    expect(words(p.zip_code.pattern)).toBe('Must be 5 digits');
    expect(words(schemas.phoneVerifySchema.properties.code.pattern)).toBe('Must be 6 digits');
    expect(words(s.call_time.pattern)).toBe('Use a time like 07:30');
    expect(words(s.one_off.items.properties.time.pattern)).toBe('Use a time like 07:30');
    expect(words(s.pause.properties.from.pattern)).toBe('Use a date like 2026-12-24');
    expect(words(schemas.callsNextResponseSchema.properties.skipping.pattern)).toBe(
      'Use a date like 2026-12-24',
    );
    expect(words(schemas.oneLineSchema.pattern)).toBe(
      'Must be one line, without control or invisible formatting characters',
    );
    expect(words(s.weekdays.pattern)).toBe('Invalid format');
    // A block's zip code field, as the old weather block declared it (the stories' and tests' blocks).
    expect(said(text('^[0-9]{5}$'), '123')).toEqual(['Must be 5 digits']);
  });

  /** Every pattern of schemas/, as the generated schemas hold them. */
  function schemaPatterns(): Set<string> {
    const found = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'pattern' && typeof inner === 'string') found.add(inner);
          else walk(inner);
        }
    };
    Object.values(schemas).forEach(walk);
    return found;
  }

  it('declares only patterns of the contract (and a block’s zip code), each the schema’s own text', () => {
    const contract = schemaPatterns();
    expect(declaredPatterns().filter((p) => !contract.has(p))).toEqual(['^[0-9]{5}$']);
  });

  it('leaves every other pattern of schemas/ "Invalid format" on purpose: a new one is declared or listed here', () => {
    const declared = new Set(declaredPatterns());
    const field = schemas.blockFieldsSchema.properties.schema.properties.fields.items.properties;
    expect([...schemaPatterns()].filter((p) => !declared.has(p)).sort()).toEqual(
      [
        schemas.placeSchema.properties.country_code.pattern,
        schemas.placeSchema.properties.timezone.pattern,
        field.key.pattern,
        field.summary.properties.format.pattern,
        field.summary.properties.values.propertyNames.pattern,
        schemas.callRecordSchema.properties.attempts.items.properties.keys.pattern,
        schemas.registerSchema.properties.locale.pattern,
        schemas.scheduleSchema.properties.weekdays.pattern,
        schemas.scheduleSchema.properties.voice_id.pattern,
      ].sort(),
    );
  });
});
