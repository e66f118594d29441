import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';
import type { BlockField, BlockSettings } from '../../../src/core/types';
import { blockFolders, blocks, readEntry } from '../../../server/blocks';
import { offlineCalendar, localDay, offlineWeather } from '../../../server/calls/content';
import { say } from '../../../server/calls/words';

const dir = path.resolve('server/blocks');
const day = new Date('2026-11-24T12:00:00Z');
const context = (connected: boolean, locale = 'en-US') => ({
  userId: 'u1',
  date: day,
  day: localDay(day, 'America/New_York'),
  language: 'en' as const,
  locale,
  weather: offlineWeather,
  calendar: offlineCalendar,
  isConnected: () => connected,
});

describe('the block registry (server/blocks/<id>/)', () => {
  it('every folder is one block with a catalogue entry named after it and a speaker — and only those', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(blockFolders()).toEqual(folders.map((f) => f.name).sort());
    for (const folder of blockFolders()) {
      expect(existsSync(path.join(dir, folder, 'block.json')), `${folder}/block.json`).toBe(true);
      expect(existsSync(path.join(dir, folder, 'speak.ts')), `${folder}/speak.ts`).toBe(true);
      expect(readEntry(folder)?.id).toBe(folder);
    }
    expect(blocks.map((b) => b.id).sort()).toEqual(blockFolders());
  });

  it('keeps the catalogue order (each block.json position) and derives default_settings from the fields', () => {
    const positions = blocks.map((b) => readEntry(b.id)?.position ?? Number.NaN);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The spec's four in the spec's order, wherever a newer block stands among them.
    const spec = new Set(['weather', 'calendar', 'horoscope', 'word_of_the_day']);
    expect(blocks.map((b) => b.id).filter((id) => spec.has(id))).toEqual([
      'weather',
      'calendar',
      'horoscope',
      'word_of_the_day',
    ]);
    expect(blocks.find((b) => b.id === 'calendar')?.default_settings).toEqual({
      calendar: 'google_calendar',
      max_events: 3,
      include_all_day: true,
    });
  });

  it.each(blocks.map((b) => [b.id, b] as const))(
    '%s speaks a sentence with its default settings, and has a fallback line',
    async (_id, block) => {
      const text = await block.speak(block.default_settings, context(true));
      expect(text).toMatch(/^[A-Z].+[.!]$/);
      // The fallback is a message every call language has (tests/unit/calls/catalogue.test.ts).
      expect(say('en', block.fallback)).toMatch(/^[A-Z].+\.$/);
    },
  );

  it('the calendar says times as the user’s locale writes them: 12-hour in the US, 24-hour in Britain', async () => {
    const calendar = blocks.find((b) => b.id === 'calendar')!;
    const early = {
      ...context(true),
      day: { ...localDay(day, 'America/New_York'), time: '06:00' },
    };
    expect(await calendar.speak({ max_events: 3, include_all_day: false }, early)).toBe(
      'On your calendar today: Team stand-up at 9:30 AM, Lunch with Sam at 12:30 PM, and Dentist at 4:00 PM.',
    );
    expect(
      await calendar.speak(
        { max_events: 3, include_all_day: false },
        { ...early, locale: 'en-GB' },
      ),
    ).toBe(
      'On your calendar today: Team stand-up at 09:30, Lunch with Sam at 12:30 and Dentist at 16:00.',
    );
  });

  /** Two values of a field that a user could choose, as different as its rules allow. */
  function twoValues(field: BlockField): [BlockSettings[string], BlockSettings[string]] | null {
    switch (field.type) {
      case 'toggle':
        return [true, false];
      case 'number':
        return [field.validation?.min_value ?? 1, field.validation?.max_value ?? 10];
      case 'text': {
        const options = field.options ?? [];
        return options.length
          ? [options[0]!.value, options[options.length - 1]!.value]
          : ['science', 'cooking'];
      }
      case 'place':
        return [ZONE_PLACES['Asia/Tokyo'], ZONE_PLACES['Australia/Sydney']];
      default:
        return null; // an integration is which account, not what is said
    }
  }

  it.each(blocks.map((b) => [b.id, b] as const))(
    '%s: every setting changes what is said (a setting that stops mattering fails here)',
    async (_id, block) => {
      const early = {
        ...context(true),
        day: { ...localDay(day, 'America/New_York'), time: '06:00' },
      };
      const base: BlockSettings = { ...block.default_settings };
      for (const field of block.fields)
        if (field.type === 'place') base[field.key] = ZONE_PLACES['Europe/London'];
      const same: string[] = [];
      for (const field of block.fields) {
        const pair = twoValues(field);
        if (!pair) continue;
        const [a, b] = await Promise.all(
          pair.map((value) => block.speak({ ...base, [field.key]: value }, early)),
        );
        if (a === b) same.push(`${field.key}: ${String(a)}`);
      }
      expect(same).toEqual([]);
    },
  );
});
