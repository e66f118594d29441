/**
 * Written text as it should be spoken: engines read "16:00" as "sixteen zero zero" and "12°C" as
 * anything at all. Applied once, in the speech layer, before every engine (see `spokenSpeech`).
 * Pure and idempotent: what is already spoken English passes through unchanged.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "16:00" → "4 PM", "07:05" → "7:05 AM"; a time already followed by AM/PM is left alone. */
const TIME = /(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?!\s*[AaPp]\.?[Mm]\b)/g;
/** "12°C", "-3 °C", "54°F", "20°". */
const TEMPERATURE = /(?<![\w.])([-−])?(\d+(?:\.\d+)?)\s*°\s*([CF](?![A-Za-z]))?/g;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
/** "2026-11-24" → "November 24" (a call is about today: the year goes without saying). */
const ISO_DATE = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g;

function time(_: string, h: string, m: string): string {
  const hour = Number(h);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${m === '00' ? '' : `:${m}`} ${hour < 12 ? 'AM' : 'PM'}`;
}

function temperature(_: string, minus: string | undefined, value: string, unit?: string): string {
  const degrees = value === '1' ? 'degree' : 'degrees';
  const scale = unit === 'C' ? ' Celsius' : unit === 'F' ? ' Fahrenheit' : '';
  return `${minus ? 'minus ' : ''}${value} ${degrees}${scale}`;
}

function isoDate(whole: string, y: string, m: string, d: string): string {
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Date rolls 2026-02-30 over into March: only a real calendar day is read as a date.
  if (day.getUTCMonth() !== Number(m) - 1 || day.getUTCDate() !== Number(d)) return whole;
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

export function spokenText(text: string): string {
  return text
    .replace(ISO_DATE, isoDate)
    .replace(TIME, time)
    .replace(TEMPERATURE, temperature)
    .replace(PERCENT, '$1 percent');
}
