import { describe, expect, it } from 'vitest';
import { blocks } from '../../../server/blocks';
import {
  fieldSummary,
  missingSetting,
  settingsSummary,
} from '../../../src/core/fields/settingsSummary';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';
import type { BlockField } from '../../../src/core/types';

const fieldsOf = (id: string) => blocks.find((b) => b.id === id)?.fields ?? [];

describe('settingsSummary: a routine entry in one line', () => {
  it('two Weather blocks read differently (place, unit, detail)', () => {
    expect(
      settingsSummary(fieldsOf('weather'), {
        place: ZONE_PLACES['America/New_York'],
        use_celsius: false,
        detail_level: 2,
      }),
    ).toBe('New York · °F · high, low and rain');
    expect(
      settingsSummary(fieldsOf('weather'), {
        place: ZONE_PLACES['Asia/Tokyo'],
        use_celsius: true,
        detail_level: 3,
      }),
    ).toBe('Tokyo · °C · full forecast');
  });

  it('a scale (a number of at most 7 steps, a segmented control) reads each step in words, not as its number', () => {
    const scales = blocks.flatMap((b) =>
      b.fields
        .filter((f) => f.type === 'number')
        .filter((f) => (f.validation?.max_value ?? 99) - (f.validation?.min_value ?? 0) < 7)
        .map((f) => ({ block: b.id, field: f })),
    );
    expect(scales.map((s) => s.field.key)).toEqual(['detail_level', 'difficulty']);
    for (const { block, field } of scales)
      for (let n = field.validation?.min_value ?? 0; n <= (field.validation?.max_value ?? 0); n++)
        expect(fieldSummary(field, n), `${block}.${field.key} = ${n}`).not.toMatch(/\d/);
  });

  it('a required place not chosen is what the entry lacks, naming an old zip code that was not found', () => {
    const weather = fieldsOf('weather');
    expect(missingSetting(weather, { place: ZONE_PLACES['Europe/London'] })).toBeNull();
    expect(missingSetting(weather, { zip_code: '00000', use_celsius: false })).toBe(
      'Zip code 00000 was not found: choose a place in its settings, or its call says nothing of it.',
    );
    expect(missingSetting(weather, {})).toBe(
      'No place chosen: choose one in its settings, or its call says nothing of it.',
    );
    expect(missingSetting(fieldsOf('horoscope'), { sign: 'leo' })).toBeNull();
  });

  it('every built-in block with its defaults', () => {
    const lines = Object.fromEntries(
      blocks.map((b) => [b.id, settingsSummary(b.fields, b.default_settings)]),
    );
    expect(lines).toMatchObject({
      // The place is the user's own, chosen when the block is added (server/blocks/startingSettings.ts).
      weather: '°F · high, low and rain',
      calendar: '3 events · with all-day',
      horoscope: 'Aries',
      word_of_the_day: 'familiar words · with an example',
    });
    // Any block added to the catalogue says its defaults in one non-empty line too.
    for (const [id, line] of Object.entries(lines)) expect(line, id).toMatch(/\S/);
  });

  it("an option by its label, a toggle's texts, a missing setting by its default, a free text as written", () => {
    expect(
      settingsSummary(fieldsOf('horoscope'), { sign: 'sagittarius', include_lucky_number: true }),
    ).toBe('Sagittarius · lucky number');
    expect(settingsSummary(fieldsOf('calendar'), { max_events: 5, include_all_day: false })).toBe(
      '5 events · timed only',
    );
    expect(
      settingsSummary(fieldsOf('word_of_the_day'), {
        difficulty: 4,
        include_example: false,
        topic: 'space',
      }),
    ).toBe('rare words · topic: space');
  });

  it('without hints: number as "Label: value", toggle label when on, nothing for empty text or an integration', () => {
    const field = (f: Partial<BlockField> & Pick<BlockField, 'type'>): BlockField => ({
      key: 'k',
      label: 'Level',
      ...f,
    });
    expect(fieldSummary(field({ type: 'number' }), 3)).toBe('Level: 3');
    expect(fieldSummary(field({ type: 'toggle', label: 'Say the date' }), true)).toBe(
      'Say the date',
    );
    expect(fieldSummary(field({ type: 'toggle' }), false)).toBeNull();
    expect(fieldSummary(field({ type: 'text' }), '')).toBeNull();
    expect(fieldSummary(field({ type: 'text' }), null)).toBeNull();
    expect(fieldSummary(field({ type: 'integration' }), 'google_calendar')).toBeNull();
    expect(settingsSummary([], {})).toBe('');
  });
});
