/** Outside data a routine reads: weather and calendar. Offline sources by default; real ones by configuration. */
import type { Place } from '../../../src/core/places';
import { utcOffsetMinutes } from '../../../src/core/timezones';
import type { CalendarSource, LocalDay, WeatherSource } from '../../blocks';

// What a block reads is declared on the blocks' side (server/blocks/sources.ts), so the content
// imports the blocks and never the reverse; its face still names those types for the adapters.
export type {
  CalendarEvent,
  CalendarSource,
  Forecast,
  LocalDay,
  ScriptSources,
  WeatherSource,
} from '../../blocks';

/** The local day of instant `at` in `timeZone`, with the time of `at` there. */
export function localDay(at: Date, timeZone: string): LocalDay {
  // en-CA writes dates as YYYY-MM-DD.
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date, timeZone, time };
}

/** The part of the day a call greets: morning before noon, afternoon until six, evening after, on the user's clock. */
export function dayPart(day: LocalDay): 'morning' | 'afternoon' | 'evening' {
  const hour = Number((day.time ?? '08:00').slice(0, 2));
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/** The UTC instants where a local day starts and ends (23 or 25 hours on a DST change). */
export function dayBounds(day: LocalDay): { start: Date; end: Date } {
  const midnight = (ymd: string) => {
    const utc = Date.parse(`${ymd}T00:00:00Z`);
    // The zone's offset at that wall time: try the offset an hour each side (DST never moves midnight by more).
    for (const guess of [utc - 14 * 3600_000, utc, utc + 14 * 3600_000]) {
      const offset = utcOffsetMinutes(day.timeZone, new Date(guess));
      const at = new Date(utc - offset * 60_000);
      if (localDay(at, day.timeZone).date === ymd) return at;
    }
    return new Date(utc);
  };
  const next = new Date(Date.parse(`${day.date}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { start: midnight(day.date), end: midnight(next) };
}

/** Places by city name or postcode, best first (GET /api/places/ and the place field's search). */
export interface PlaceSource {
  search(query: string, country: string | null, max: number): Promise<Place[]>;
}

/**
 * A deterministic, plausible forecast from the place's coordinates and the date: no network. Its words
 * agree with its numbers: a wet code comes with a high chance of rain, a dry one with a low one.
 */
export const offlineWeather: WeatherSource = {
  async forecast(place, day) {
    const where = Math.abs(Math.round(place.latitude * 100) + Math.round(place.longitude * 10));
    const seed = where + Math.floor(Date.parse(day.date) / 86_400_000);
    const codes = [0, 1, 2, 3, 61, 80, 95];
    const code = codes[seed % codes.length] ?? 0;
    const high = 8 + (seed % 20);
    const wet = code >= 51;
    return {
      place: place.name,
      code,
      highC: high,
      lowC: high - 7,
      rainChance: wet ? 60 + ((seed * 7) % 40) : (seed * 13) % 30,
      windKph: 5 + (seed % 25),
      humidity: wet ? 85 : 55,
      morning: code,
      afternoon: wet ? 3 : code,
    };
  },
};

/** Sample events for a connected calendar in local mode. */
export const offlineCalendar: CalendarSource = {
  async events() {
    return [
      { title: 'Team stand-up', start: '09:30', allDay: false },
      { title: 'Lunch with Sam', start: '12:30', allDay: false },
      { title: 'Dentist', start: '16:00', allDay: false },
      { title: "Mom's birthday", start: '', allDay: true },
    ];
  },
};
