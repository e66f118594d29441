/** Outside data a routine reads: weather and calendar. Offline sources by default; real ones by configuration. */
import { utcOffsetMinutes } from '../../../src/core/timezones';

export interface Forecast {
  summary: string;
  highC: number;
  lowC: number;
  rainChance: number;
  windKph: number;
}

/** The day a call is about, on the user's own calendar: its date there and their zone. */
export interface LocalDay {
  /** YYYY-MM-DD in `timeZone`. */
  date: string;
  timeZone: string;
}

/** The local day of instant `at` in `timeZone`. */
export function localDay(at: Date, timeZone: string): LocalDay {
  // en-CA writes dates as YYYY-MM-DD.
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return { date, timeZone };
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

export interface WeatherSource {
  forecast(zip: string, day: LocalDay): Promise<Forecast>;
}

export interface CalendarEvent {
  title: string;
  start: string;
  allDay: boolean;
}

export interface CalendarSource {
  /** The events of the user's local day, their times on the user's clock ("09:30"). */
  events(userId: string, day: LocalDay): Promise<CalendarEvent[]>;
}

/**
 * The outside data blocks may read while speaking, one entry per source: a block's `speak` gets them
 * in its context (server/blocks/types.ts `SpeakContext`), and the composition root
 * (server/calls/index.ts) picks each one's adapter. A new source is its interface, an entry here and
 * its adapter there.
 */
export interface ScriptSources {
  weather: WeatherSource;
  calendar: CalendarSource;
}

/** A deterministic, plausible forecast from the zip code and date: no network. */
export const offlineWeather: WeatherSource = {
  async forecast(zip, day) {
    const seed = (Number(zip) || 1) + Math.floor(Date.parse(day.date) / 86_400_000);
    const summaries = ['sunny', 'partly cloudy', 'cloudy', 'light rain', 'clear and crisp'];
    const high = 8 + (seed % 20);
    return {
      summary: summaries[seed % summaries.length] ?? 'clear',
      highC: high,
      lowC: high - 7,
      rainChance: (seed * 13) % 100,
      windKph: 5 + (seed % 25),
    };
  },
};

/** Open-Meteo: geocode the postal code, then the forecast for the call's own day. */
export function openMeteoWeather(fetchFn: typeof fetch = fetch): WeatherSource {
  return {
    async forecast(zip, day) {
      const geo = (await (
        await fetchFn(
          `https://geocoding-api.open-meteo.com/v1/search?name=${encodeURIComponent(zip)}&count=1&country_code=US`,
        )
      ).json()) as {
        results?: { latitude: number; longitude: number }[];
      };
      const place = geo.results?.[0];
      if (!place) throw new Error(`Unknown postal code ${zip}`);
      const url = `https://api.open-meteo.com/v1/forecast?latitude=${place.latitude}&longitude=${place.longitude}&daily=temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max&start_date=${day.date}&end_date=${day.date}&timezone=${encodeURIComponent(day.timeZone)}`;
      const data = (await (await fetchFn(url)).json()) as { daily: Record<string, number[]> };
      const first = (key: string) => data.daily[key]?.[0] ?? 0;
      const rain = first('precipitation_probability_max');
      return {
        summary: rain > 50 ? 'rainy' : 'mostly dry',
        highC: first('temperature_2m_max'),
        lowC: first('temperature_2m_min'),
        rainChance: rain,
        windKph: first('wind_speed_10m_max'),
      };
    },
  };
}

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
