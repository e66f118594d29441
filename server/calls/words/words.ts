/**
 * The pieces of a call's sentences that `Intl` writes in the call's language: the day, a clock time,
 * a list, a language's name, a code read digit by digit, temperatures and speeds in the user's units.
 */
import { clockText } from '../../../src/core/timezones';
import { say, type CallLanguage } from './catalogue';

/**
 * The locale a call's dates and times are written in: the profile's own when it is of the call's
 * language ("en-GB" for an English call: "07:05", "Monday 30 November"), else the language's.
 */
export const writingLocale = (language: CallLanguage, locale: string | null | undefined) =>
  locale && locale.split('-')[0]?.toLowerCase() === language ? locale : language;

const cache = new Map<string, Intl.DateTimeFormat>();
/** "Monday, November 30" (en), "lundi 30 novembre" (fr), "11月30日月曜日" (ja): a YYYY-MM-DD day. */
export function dayText(date: string, loc: string): string {
  let format = cache.get(loc);
  if (!format) {
    format = new Intl.DateTimeFormat(loc, {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    cache.set(loc, format);
  }
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : format.format(at);
}

/** "7:05 AM" (en-US), "07:05" (fr): a wall-clock "HH:MM" as the locale writes it (spoken per language). */
export const timeText = (hhmm: string, loc: string) => clockText(hhmm, loc);

/** "a, b, and c" (en-US), "a, b and c" (en-GB), "a, b et c" (fr), "a、b、c" (ja). */
export const listText = (items: string[], loc: string) =>
  new Intl.ListFormat(loc, { type: 'conjunction' }).format(items);

/** "English" (en), "anglais" (fr), "英語" (ja): another language's name in this one. */
export const languageName = (other: CallLanguage, language: CallLanguage) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(other) ?? other;

/** A code read digit by digit (src/core/spokenCode.ts, which also finds it again in the words). */
export { digitsText } from '../../../src/core/spokenCode';

const toF = (c: number) => (c * 9) / 5 + 32;
const toMph = (kph: number) => kph / 1.609344;

/**
 * "12 degrees Celsius", "minus 3 degrés Celsius", "摂氏マイナス3度": a °C reading in the user's scale,
 * its sign said in words (a reading just below zero is 0, never "minus 0").
 */
export function temperatureText(celsius: number, useCelsius: boolean, language: CallLanguage) {
  const value = Math.round(useCelsius ? celsius : toF(celsius)) + 0;
  return say(language, 'temperature', {
    below: value < 0 ? 'yes' : 'no',
    value: Math.abs(value),
    scale: useCelsius ? 'C' : 'F',
  });
}

/** "20 kilometers per hour", or miles per hour for a °F user. */
export const speedText = (kph: number, useCelsius: boolean, language: CallLanguage) =>
  say(language, 'speed', {
    value: Math.round(useCelsius ? kph : toMph(kph)) + 0,
    unit: useCelsius ? 'kmh' : 'mph',
  });

/** A sentence begins with a capital, even when it begins with a placeholder ("Light rain all day."). */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Sentences one after another: with a space, but none in Japanese and Chinese ("。" ends them). */
export const sentences = (parts: string[], language: CallLanguage) =>
  parts.join(language === 'ja' || language === 'zh' ? '' : ' ');
