import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFolders, blocks, readEntry } from '../../../server/blocks';
import { offlineCalendar, localDay, offlineWeather } from '../../../server/calls/content';

const dir = path.resolve('server/blocks');
const day = new Date('2026-11-24T12:00:00Z');
const context = (connected: boolean) => ({
  userId: 'u1',
  date: day,
  day: localDay(day, 'America/New_York'),
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
      expect(block.fallback).toMatch(/^[A-Z].+\.$/);
    },
  );
});
