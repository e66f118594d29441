/**
 * Which day the next call rings, as a person says it ("today's", "tomorrow's", "Monday's"). Here,
 * in the shared state layer, because two features word it (Hear my call and the test call dialog)
 * and features never import each other. Pure: no API, so it is unit-tested with a pinned "now".
 */
import type { NextCall } from '../core/types';
import { DEFAULT_TIMEZONE, isListedZone } from '../core/timezones';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** The calendar date ("2026-11-19") of `at` on the wall clock of `zone`. */
export function dateInZone(at: Date, zone: string | null | undefined): string {
  const timeZone = zone && isListedZone(zone) ? zone : DEFAULT_TIMEZONE;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Whole days from date `a` to date `b` (both YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * "today's", "tomorrow's", the weekday's ("Monday's") within the week ahead, else "your next" — read
 * in the schedule's zone, so "today" is the user's today wherever the browser is.
 */
export function callDayPossessive(next: NextCall | null | undefined, now: Date): string {
  const local = next?.local_time;
  if (!local) return 'your next';
  const day = local.slice(0, 10);
  const ahead = daysBetween(dateInZone(now, next.timezone), day);
  if (ahead === 0) return "today's";
  if (ahead === 1) return "tomorrow's";
  if (ahead > 1 && ahead < 7) return `${WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]}'s`;
  return 'your next';
}
