import { describe, expect, it } from 'vitest';
import { listedZoneFor, timezoneOptions, zoneAbbreviation } from '../../../src/core/timezones';

// Fixed instants: the tests never read today's date.
const winter = new Date('2027-01-15T12:00:00Z');
const summer = new Date('2027-07-15T12:00:00Z');

describe('zone abbreviations as people write them, in every season (SPEC §9)', () => {
  it.each([
    ['America/New_York', 'EST', 'EDT'],
    ['America/Chicago', 'CST', 'CDT'],
    ['America/Denver', 'MST', 'MDT'],
    ['America/Los_Angeles', 'PST', 'PDT'],
    ['America/Anchorage', 'AKST', 'AKDT'],
    ['America/Phoenix', 'MST', 'MST'],
    ['Pacific/Honolulu', 'HST', 'HST'],
    ['Europe/London', 'GMT', 'BST'],
    ['Europe/Paris', 'CET', 'CEST'],
    ['Asia/Tokyo', 'JST', 'JST'],
    ['Asia/Shanghai', 'CST', 'CST'],
    // Southern hemisphere: daylight time is the northern winter.
    ['Australia/Sydney', 'AEDT', 'AEST'],
  ] as const)('%s is %s in January and %s in July', (zone, january, july) => {
    expect(zoneAbbreviation(zone, winter)).toBe(january);
    expect(zoneAbbreviation(zone, summer)).toBe(july);
  });

  it('switches on the transition day itself (New York, 2027-03-14 07:00 UTC)', () => {
    expect(zoneAbbreviation('America/New_York', new Date('2027-03-14T06:59:00Z'))).toBe('EST');
    expect(zoneAbbreviation('America/New_York', new Date('2027-03-14T07:00:00Z'))).toBe('EDT');
  });

  it('labels every option with its abbreviation, never a GMT±n name', () => {
    for (const at of [winter, summer]) {
      const labels = timezoneOptions(at).map((o) => o.label);
      expect(labels).toHaveLength(12);
      for (const label of labels) expect(label).toMatch(/^[A-Za-z/ ]+ \([A-Z]{3,4}\)$/);
    }
    expect(timezoneOptions(summer)[7]?.label).toBe('Europe/London (BST)');
  });
});

describe("the browser's zone mapped to a listed one", () => {
  it.each([
    ['Europe/Paris', 'Europe/Paris', 'listed'],
    ['Europe/Berlin', 'Europe/Paris', 'same-clock'],
    ['America/Toronto', 'America/New_York', 'same-clock'],
    ['America/Vancouver', 'America/Los_Angeles', 'same-clock'],
    ['Australia/Melbourne', 'Australia/Sydney', 'same-clock'],
    ['Asia/Seoul', 'Asia/Tokyo', 'same-clock'],
    // No listed zone keeps India's clock, and Brisbane has no DST unlike Sydney.
    ['Asia/Kolkata', 'America/New_York', 'default'],
    ['Australia/Brisbane', 'America/New_York', 'default'],
    ['Not/AZone', 'America/New_York', 'default'],
    [undefined, 'America/New_York', 'default'],
  ] as const)('%s → %s (%s)', (browser, zone, how) => {
    expect(listedZoneFor(browser, winter)).toEqual({ zone, how });
  });
});
