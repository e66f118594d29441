/**
 * What a block reads while speaking, declared on the blocks' side: the call's day and the outside
 * data sources. The call's content (server/calls/content) assembles the blocks and gives them these;
 * it imports this side, never the reverse.
 */
import type { Place } from '../../src/core/places';

/** The day a call is about, on the user's own calendar: its date there and their zone. */
export interface LocalDay {
  /** YYYY-MM-DD in `timeZone`. */
  date: string;
  timeZone: string;
  /** The call's own time that day on the user's clock, "HH:MM" (24-hour); absent when only the day matters. */
  time?: string;
}

/** One local day's weather at a place, in °C and km/h (a block speaks it in the user's units). */
export interface Forecast {
  /** The place's name ("New York"), when the source knows it. */
  place: string | null;
  /** The day's WMO weather code (weather/weatherCodes.ts says it in words). */
  code: number;
  highC: number;
  lowC: number;
  /** The day's highest chance of rain, 0–100. */
  rainChance: number;
  windKph: number;
  /** Mean relative humidity over the day, 0–100. */
  humidity: number | null;
  /** The codes most of the morning (06–12) and of the afternoon (12–18) have. */
  morning: number | null;
  afternoon: number | null;
}

export interface WeatherSource {
  /** The forecast of `day.date` at the place, that date on the place's own calendar. */
  forecast(place: Place, day: LocalDay): Promise<Forecast>;
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
 * in its context (./types.ts `SpeakContext`), and the composition root (server/calls/index.ts) picks
 * each one's adapter. A new source is its interface, an entry here and its adapter there.
 */
export interface ScriptSources {
  weather: WeatherSource;
  calendar: CalendarSource;
}
