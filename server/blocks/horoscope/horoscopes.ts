/**
 * Offline horoscope lines, picked by sign and date: each sign its own line each day. The lines and the
 * signs' names are in every call language's catalogue (server/calls/words/messages/).
 */
import { say, sentences, type CallLanguage } from '../../calls/words';
/** How many lines there are: each language's catalogue has them as `horoscopeLine` 0 to 13. */
const LINES = 14;

/** The twelve signs in order: each has its own line on any given day. */
const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];

export function horoscopeFor(
  sign: string,
  date: Date,
  withLuckyNumber: boolean,
  language: CallLanguage = 'en',
): string {
  const day = Math.floor(date.getTime() / 86_400_000);
  // Day after day each sign moves to the next line; on one day no two signs share a line (there are
  // more lines than signs).
  const place = Math.max(SIGNS.indexOf(sign), 0);
  const index = (day + place) % LINES;
  const said = say(language, 'horoscope', {
    sign: say(language, 'sign', { sign: SIGNS[place] ?? 'aries' }),
    line: say(language, 'horoscopeLine', { line: String(index) }),
  });
  const lucky = say(language, 'luckyNumber', { number: ((day * 7 + sign.length) % 42) + 1 });
  return withLuckyNumber ? sentences([said, lucky], language) : said;
}
