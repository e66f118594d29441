/**
 * Dates and times as the user's country writes them (issue 36): the browser's locale decides 12- or
 * 24-hour time and the order of a date; the zone's abbreviation and the English words stay. Clocks
 * pinned on both sides of New York's DST change.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  clockText,
  displayLocale,
  formatInZone,
  formatLocalDate,
  setDisplayLocale,
} from '../../../src/core/timezones';

afterEach(() => setDisplayLocale(null));

const summer = new Date('2026-10-31T11:05:00Z'); // Sat, 07:05 EDT
const winter = new Date('2026-11-02T12:05:00Z'); // Mon, 07:05 EST

describe('the locale the screens write in', () => {
  it('is the browser’s (en-US here), or en-US without one', () => {
    expect(displayLocale()).toBe('en-US');
  });

  it('en-US: 12-hour time, month before day', () => {
    setDisplayLocale('en-US');
    expect(formatInZone(summer, 'America/New_York')).toBe('Sat, Oct 31 at 7:05 AM EDT');
    expect(formatInZone(winter, 'America/New_York')).toBe('Mon, Nov 2 at 7:05 AM EST');
    expect(formatLocalDate('2026-11-28')).toBe('Sat, Nov 28');
    expect(clockText('16:00')).toBe('4:00 PM');
  });

  it('en-GB: 24-hour time, day before month; en-AU: day before month, its own 12-hour clock', () => {
    setDisplayLocale('en-GB');
    expect(formatInZone(winter, 'Europe/London')).toBe('Mon 2 Nov at 12:05 GMT');
    expect(formatLocalDate('2026-11-28')).toBe('Sat 28 Nov');
    expect(clockText('07:30')).toBe('07:30');
    setDisplayLocale('en-AU');
    expect(formatInZone(winter, 'Australia/Sydney')).toBe('Mon, 2 Nov at 11:05 pm AEDT');
  });

  it('ja-JP: the date as Japanese writes it, 24-hour time', () => {
    setDisplayLocale('ja-JP');
    expect(formatInZone(winter, 'Asia/Tokyo')).toBe('11月2日(月) at 21:05 JST');
    expect(clockText('07:30')).toBe('07:30');
  });
});
