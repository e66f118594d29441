import { describe, expect, it, vi } from 'vitest';
import { dayBounds, localDay, openMeteoWeather } from '../../../server/calls/content';

describe("the call's day on the user's calendar", () => {
  it('is the local date in the user zone, not the UTC one', () => {
    // 07:00 in Tokyo on the 24th is still the 23rd in UTC.
    expect(localDay(new Date('2026-11-23T22:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-24',
      timeZone: 'Asia/Tokyo',
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

  it('the weather asked for is the forecast of the call’s own date', async () => {
    const fetchFn = vi.fn(async (url: string) =>
      url.includes('geocoding')
        ? Response.json({ results: [{ latitude: 40.7, longitude: -74 }] })
        : Response.json({
            daily: { temperature_2m_max: [10], precipitation_probability_max: [20] },
          }),
    );
    await openMeteoWeather(fetchFn as unknown as typeof fetch).forecast('10001', {
      date: '2026-11-25',
      timeZone: 'America/New_York',
    });
    const forecastUrl = String(fetchFn.mock.calls[1]?.[0]);
    expect(forecastUrl).toContain('start_date=2026-11-25&end_date=2026-11-25');
    expect(forecastUrl).toContain('timezone=America%2FNew_York');
    expect(forecastUrl).not.toContain('forecast_days');
  });
});
