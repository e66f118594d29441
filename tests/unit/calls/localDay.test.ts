import { describe, expect, it } from 'vitest';
import { blockById } from '../../../server/blocks';
import { dayBounds, dayPart, localDay } from '../../../server/calls/content';

describe("the call's day on the user's calendar", () => {
  it('is the local date in the user zone, not the UTC one', () => {
    // 07:00 in Tokyo on the 24th is still the 23rd in UTC.
    expect(localDay(new Date('2026-11-23T22:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-24',
      timeZone: 'Asia/Tokyo',
      time: '07:00',
    });
    expect(localDay(new Date('2026-11-24T04:00:00Z'), 'America/Los_Angeles').date).toBe(
      '2026-11-23',
    );
  });

  it('starts and ends at local midnight, 23 or 25 hours long across a DST change', () => {
    expect(dayBounds({ date: '2026-11-24', timeZone: 'Asia/Tokyo' })).toEqual({
      start: new Date('2026-11-23T15:00:00Z'),
      end: new Date('2026-11-24T15:00:00Z'),
    });
    const spring = dayBounds({ date: '2026-03-08', timeZone: 'America/New_York' });
    expect(spring).toEqual({
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
    });
    const fall = dayBounds({ date: '2026-10-25', timeZone: 'Europe/London' });
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('words that fit the hour of the call', () => {
  it('greets by the hour on the user’s clock, across zones and a DST change', () => {
    const at = (iso: string, zone: string) => dayPart(localDay(new Date(iso), zone));
    expect(at('2026-11-23T22:00:00Z', 'Asia/Tokyo')).toBe('morning'); // 07:00
    expect(at('2026-11-28T16:04:00Z', 'Europe/London')).toBe('afternoon'); // 16:04
    expect(at('2026-11-28T23:13:00Z', 'America/New_York')).toBe('evening'); // 18:13
    expect(at('2026-11-28T07:50:00Z', 'America/New_York')).toBe('morning'); // 02:50
    // 11:30 in Sydney on both sides of its October change (UTC+10, then +11).
    expect(at('2026-10-03T01:30:00Z', 'Australia/Sydney')).toBe('morning');
    expect(at('2026-10-04T00:30:00Z', 'Australia/Sydney')).toBe('morning');
    expect(at('2026-10-04T01:30:00Z', 'Australia/Sydney')).toBe('afternoon'); // 12:30 AEDT
  });

  it('the calendar reads only what is still to come at the time of the call', async () => {
    const calendar = blockById('calendar')!;
    const events = [
      { title: 'Team stand-up', start: '09:30', allDay: false },
      { title: 'Dentist', start: '16:00', allDay: false },
      { title: 'Dinner', start: '19:00', allDay: false },
      { title: "Mom's birthday", start: '', allDay: true },
    ];
    const speak = (iso: string) =>
      calendar.speak({ max_events: 5, include_all_day: true }, {
        userId: 'u',
        date: new Date(iso),
        day: localDay(new Date(iso), 'Europe/London'),
        calendar: { events: async () => events },
        language: 'en',
        locale: 'en-US',
        isConnected: () => true,
      } as never);
    expect(await speak('2026-11-28T07:00:00Z')).toBe(
      "On your calendar today: Mom's birthday, Team stand-up at 9:30 AM, Dentist at 4:00 PM, and Dinner at 7:00 PM.",
    );
    expect(await speak('2026-11-28T16:04:00Z')).toBe(
      "On your calendar today: Mom's birthday and Dinner at 7:00 PM.",
    );
    expect(
      await calendar.speak({ max_events: 5, include_all_day: false }, {
        userId: 'u',
        date: new Date('2026-11-28T20:00:00Z'),
        day: localDay(new Date('2026-11-28T20:00:00Z'), 'Europe/London'),
        calendar: { events: async () => events },
        language: 'en',
        locale: 'en-US',
        isConnected: () => true,
      } as never),
    ).toBe('Nothing more on your calendar today.');
  });
});
