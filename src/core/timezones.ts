/**
 * The 12 timezones of SPEC §9 with their short abbreviations as people write them (EST/EDT, GMT/BST,
 * CET/CEST…), the season in force decided by the zone's UTC offset at that instant — never the
 * browser's locale names (Chromium's en-US says "GMT+1" for Paris). Also maps any browser zone to the
 * listed zone that keeps the same clock all year.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { TIMEZONES } from './constants';
import type { Timezone } from './types';

/** Standard and daylight-saving abbreviations (the same when a zone has no DST). */
const ABBREVIATIONS: Record<Timezone, { standard: string; daylight: string }> = {
  'America/New_York': { standard: 'EST', daylight: 'EDT' },
  'America/Chicago': { standard: 'CST', daylight: 'CDT' },
  'America/Denver': { standard: 'MST', daylight: 'MDT' },
  'America/Los_Angeles': { standard: 'PST', daylight: 'PDT' },
  'America/Anchorage': { standard: 'AKST', daylight: 'AKDT' },
  'America/Phoenix': { standard: 'MST', daylight: 'MST' },
  'Pacific/Honolulu': { standard: 'HST', daylight: 'HST' },
  'Europe/London': { standard: 'GMT', daylight: 'BST' },
  'Europe/Paris': { standard: 'CET', daylight: 'CEST' },
  'Asia/Tokyo': { standard: 'JST', daylight: 'JST' },
  'Asia/Shanghai': { standard: 'CST', daylight: 'CST' },
  'Australia/Sydney': { standard: 'AEST', daylight: 'AEDT' },
};

/** The country each zone is in: a phone number without its country code is read as this country's. */
const COUNTRIES: Record<Timezone, CountryCode> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Phoenix': 'US',
  'Pacific/Honolulu': 'US',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Asia/Tokyo': 'JP',
  'Asia/Shanghai': 'CN',
  'Australia/Sydney': 'AU',
};

export const DEFAULT_TIMEZONE: Timezone = 'America/New_York';

export const isListedZone = (zone: string): zone is Timezone =>
  (TIMEZONES as readonly string[]).includes(zone);

/** The country of a listed zone ("Europe/Paris" → "FR"); undefined for any other zone or none. */
export const zoneCountry = (zone: string | null | undefined): CountryCode | undefined =>
  zone && isListedZone(zone) ? COUNTRIES[zone] : undefined;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building them is the slow part. Throws RangeError for an unknown zone. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Minutes ahead of UTC in `timeZone` at instant `at` (−300 for New York in winter). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');

/** The wall clock in `timeZone` at `at`: its local date "2026-11-28" and time "07:05". */
export function wallClock(timeZone: string, at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    date: `${parts.year ?? 0}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** The zone's standard offset: the smaller of its January and July offsets (either hemisphere). */
function standardOffset(timeZone: string, year: number): number {
  return Math.min(
    utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1))),
    utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 6, 1))),
  );
}

/** The zone's abbreviation at `at`, e.g. "EST" in January and "EDT" in July for New York. */
export function zoneAbbreviation(timeZone: Timezone, at: Date = new Date()): string {
  const names = ABBREVIATIONS[timeZone];
  const daylight = utcOffsetMinutes(timeZone, at) > standardOffset(timeZone, at.getUTCFullYear());
  return daylight ? names.daylight : names.standard;
}

/** The 12 zones of SPEC §9, each labelled with its abbreviation at `at`. */
export function timezoneOptions(at: Date = new Date()) {
  return TIMEZONES.map((zone) => ({
    value: zone,
    label: `${zone.replace('_', ' ')} (${zoneAbbreviation(zone, at)})`,
  }));
}

/** Offsets through `year`, one sample a day: two zones with equal samples keep the same clock. */
function yearOfOffsets(timeZone: string, year: number): string {
  const samples: number[] = [];
  for (let day = 0; day < 366; day += 1)
    samples.push(utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1 + day, 12))));
  return samples.join(',');
}

/** The browser's own IANA zone (undefined where the runtime does not say). */
export function browserTimezone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

export interface ZoneChoice {
  zone: Timezone;
  /** How the zone was chosen from the browser's. */
  how: 'listed' | 'same-clock' | 'default';
}

/**
 * The listed zone for a browser zone (SPEC §4, DESIGN "Settled readings"): itself when listed; else
 * the listed zone with the same UTC offset and DST rules all year (Europe/Berlin → Europe/Paris);
 * else America/New_York.
 */
export function listedZoneFor(browserZone: string | undefined, at: Date = new Date()): ZoneChoice {
  if (!browserZone) return { zone: DEFAULT_TIMEZONE, how: 'default' };
  if (isListedZone(browserZone)) return { zone: browserZone, how: 'listed' };
  let offsets: string;
  try {
    offsets = yearOfOffsets(browserZone, at.getUTCFullYear());
  } catch {
    return { zone: DEFAULT_TIMEZONE, how: 'default' };
  }
  const same = TIMEZONES.find((zone) => yearOfOffsets(zone, at.getUTCFullYear()) === offsets);
  return same ? { zone: same, how: 'same-clock' } : { zone: DEFAULT_TIMEZONE, how: 'default' };
}

/**
 * The locale dates and times are written in: the browser's (its language, e.g. "en-GB", "ja-JP"), so
 * an American reads "7:05 AM" and a Briton "07:05" and "Sat 28 Nov"; en-US where there is none (the
 * server). The words around them stay English (the dashboard's language).
 */
let chosen: string | null = null;
const canonical = new Map<string, string>();
export function displayLocale(): string {
  if (chosen) return chosen;
  const browser = (globalThis as { navigator?: { language?: string } }).navigator?.language;
  if (!browser) return 'en-US';
  let known = canonical.get(browser);
  if (!known) {
    try {
      known = Intl.getCanonicalLocales(browser)[0] ?? 'en-US';
    } catch {
      known = 'en-US';
    }
    canonical.set(browser, known);
  }
  return known;
}
/** Sets the locale to write in (a test of another country's formats; null: the browser's again). */
export const setDisplayLocale = (next: string | null) => {
  chosen = next;
};

/** Whether a locale's clock is 12-hour ("7:05 AM"); a 24-hour one writes the hour in two digits ("07:05"). */
const twelveHour = (loc: string) => {
  const cycle = new Intl.DateTimeFormat(loc, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale, zone and shape: building them is the slow part. */
function dayFormat(shape: 'date' | 'time', timeZone: string, loc = displayLocale()) {
  const key = `${shape} ${timeZone} ${loc}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      loc,
      shape === 'date'
        ? { timeZone, weekday: 'short', month: 'short', day: 'numeric' }
        : { timeZone, hour: twelveHour(loc) ? 'numeric' : '2-digit', minute: '2-digit' },
    );
    dayFormats.set(key, format);
  }
  return format;
}

const zoneOf = (zone: string | null | undefined) =>
  zone && isListedZone(zone) ? zone : DEFAULT_TIMEZONE;

/** "7:05 AM" (en-US) or "07:05" (en-GB): an instant on the wall clock of a zone, as the locale writes it. */
export const clockInZone = (
  at: Date | string,
  zone: string | null | undefined,
  loc?: string,
): string => dayFormat('time', zoneOf(zone), loc).format(new Date(at));

/**
 * An instant as the user reads it in their schedule's zone: "Tue, Nov 24 at 8:00 AM EST" (en-US),
 * "Tue 24 Nov at 08:00 GMT" (en-GB). A zone not in the list (or none) reads in America/New_York.
 */
export function formatInZone(at: Date, zone: string | null | undefined): string {
  const timeZone = zoneOf(zone);
  return `${dayFormat('date', timeZone).format(at)} at ${clockInZone(at, timeZone)} ${zoneAbbreviation(timeZone, at)}`;
}

/** A wall-clock time "HH:MM" (a schedule's, an event's) as the locale writes it: "7:30 AM", "07:30". */
export function clockText(hhmm: string, loc?: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dayFormat('time', 'UTC', loc).format(at);
}

/** A local date as the screens write it, in the same words as `formatInZone`: "Mon, Nov 30". */
export function formatLocalDate(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return dayFormat('date', 'UTC').format(at);
}
