import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { blocks as blockCatalogue } from '../../../server/blocks';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';
import { profileSchema, scheduleSchema } from '../../../src/core/schemas.gen';
import { parseBlockFields } from '../../../src/core/fields/parseBlockConfig';
import { validateSettings } from '../../../src/core/fields/validateSettings';

describe('the block catalogue', () => {
  it.each(blockCatalogue.map((b) => [b.id, b] as const))(
    '%s is a valid block-fields payload whose defaults obey its rules',
    (_id, block) => {
      expect(parseBlockFields(block.fields)).toEqual({ ok: true, value: block.fields });
      // Every required field starts with a value, so a block added untouched can be saved: its own
      // default, or for a place the user's own (server/blocks/startingSettings.ts).
      const started = { ...block.default_settings };
      for (const field of block.fields.filter((f) => f.type === 'place'))
        started[field.key] = ZONE_PLACES['Asia/Tokyo'];
      for (const field of block.fields.filter((f) => f.required))
        expect(started[field.key], `${field.key} default`).toBeDefined();
      expect(validateSettings(block.fields, started)).toEqual({ ok: true, value: started });
      expect(block.requires_integration).toBe(block.integration_type !== null);
    },
  );

  it('has unique ids and at least weather, calendar, horoscope and word of the day', () => {
    const ids = blockCatalogue.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['weather', 'calendar', 'horoscope', 'word_of_the_day']),
    );
    expect(blockCatalogue.find((b) => b.id === 'calendar')?.integration_type).toBe(
      'google_calendar',
    );
  });

  it("uses each of the spec's four field types, the place, and every validation rule", () => {
    const fields = blockCatalogue.flatMap((b) => b.fields);
    expect([...new Set(fields.map((f) => f.type))]).toEqual(
      expect.arrayContaining(['integration', 'toggle', 'number', 'text', 'place']),
    );
    const rules = new Set(fields.flatMap((f) => Object.keys(f.validation ?? {})));
    expect(rules).toEqual(new Set(['min_value', 'max_value', 'max_length', 'pattern']));
  });
});

describe('profile and schedule schemas', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema(profileSchema, 'profile.schema.json');
  const schedule = ajv.compile(scheduleSchema);
  const profile = ajv.getSchema('profile.schema.json');
  const base = {
    enabled: true,
    call_time: '08:00',
    weekdays: '1,2,3,4,5',
    timezone: 'America/New_York',
    voice_id: '21m00Tcm4TlvDq8ikWAM',
    snooze_minutes: 5,
    max_attempts: 3,
  };

  it.each([
    ['1,2,3,4,5', true],
    ['7', true],
    ['1,3,5', true],
    ['3,1', false],
    ['1,1', false],
    ['1,', false],
    ['', false],
    ['8', false],
  ])('weekdays %j → %s', (weekdays, valid) => expect(schedule({ ...base, weekdays })).toBe(valid));

  it.each([
    ['08:00', true],
    ['23:59', true],
    ['24:00', false],
    ['8:00', false],
  ])('call_time %j → %s', (call_time, valid) =>
    expect(schedule({ ...base, call_time })).toBe(valid),
  );

  it('timezone is one of the 12; phone is written with digits and + ( ) . - or empty (libphonenumber decides the rest)', () => {
    expect(schedule({ ...base, timezone: 'Europe/Berlin' })).toBe(false);
    const p = { first_name: 'A', last_name: 'B', email: 'a@b.c', timezone: 'Asia/Tokyo' };
    expect(profile?.({ ...p, phone_number: '+12025550123' })).toBe(true);
    expect(profile?.({ ...p, phone_number: '' })).toBe(true);
    expect(profile?.({ ...p, phone_number: '+1 (202) 555-0123' })).toBe(true);
    expect(profile?.({ ...p, phone_number: 'call 202-555-0123' })).toBe(false);
    expect(profile?.({ ...p, zip_code: '1234' })).toBe(false);
  });
});
