/**
 * Written text as it should be spoken, in the call's language: engines read "16:00" as "sixteen zero
 * zero" and "12°C" as anything at all. Applied once, in the speech layer, before every engine (see
 * `spokenSpeech`). Pure and idempotent: what is already spoken passes through unchanged. The calls'
 * own sentences are written as their language writes them (server/calls/words); this reads what is
 * left in figures, such as a calendar event's title or time.
 */
import type { CallLanguage } from '../../../src/core/types';

/** "16:00", "07:05"; a time already followed by AM/PM is left alone. */
const TIME = /(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?!\s*[AaPp]\.?[Mm]\b)/g;
/** "12°C", "-3 °C", "54°F", "20°". */
const TEMPERATURE = /(?<![\w.])([-−])?(\d+(?:\.\d+)?)\s*°\s*([CF](?![A-Za-z]))?/g;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
/** "2026-11-24" → "November 24" (a call is about today: the year goes without saying). */
const ISO_DATE = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g;

/** How one language says a clock time, a temperature and a percentage. */
interface Saying {
  /** `h` 0–23, `m` "00"–"59". */
  time(h: number, m: string): string;
  degrees(value: string, minus: boolean, scale: 'C' | 'F' | null): string;
  percent(value: string): string;
}

const scaleName = (scale: 'C' | 'F' | null) =>
  scale === 'C' ? ' Celsius' : scale === 'F' ? ' Fahrenheit' : '';

const sayings: Record<CallLanguage, Saying> = {
  en: {
    // "16:00" → "4 PM", "07:05" → "7:05 AM".
    time: (h, m) =>
      `${h % 12 === 0 ? 12 : h % 12}${m === '00' ? '' : `:${m}`} ${h < 12 ? 'AM' : 'PM'}`,
    degrees: (v, minus, scale) =>
      `${minus ? 'minus ' : ''}${v} ${v === '1' ? 'degree' : 'degrees'}${scaleName(scale)}`,
    percent: (v) => `${v} percent`,
  },
  fr: {
    // "07:05" → "7 heures 05", "16:00" → "16 heures".
    time: (h, m) => `${h} ${h <= 1 ? 'heure' : 'heures'}${m === '00' ? '' : ` ${m}`}`,
    degrees: (v, minus, scale) =>
      `${minus ? 'moins ' : ''}${v} ${v === '1' || v === '0' ? 'degré' : 'degrés'}${scaleName(scale)}`,
    percent: (v) => `${v} pour cent`,
  },
  es: {
    // "07:05" → "7 y 5", "16:00" → "16 en punto" (the article is the sentence's: "a las 7 y 5").
    time: (h, m) => `${h} ${m === '00' ? 'en punto' : `y ${Number(m)}`}`,
    degrees: (v, minus, scale) =>
      `${minus ? 'menos ' : ''}${v} ${v === '1' ? 'grado' : 'grados'}${scaleName(scale)}`,
    percent: (v) => `${v} por ciento`,
  },
  de: {
    // "07:05" → "7 Uhr 5", "16:00" → "16 Uhr".
    time: (h, m) => `${h} Uhr${m === '00' ? '' : ` ${Number(m)}`}`,
    degrees: (v, minus, scale) => `${minus ? 'minus ' : ''}${v} Grad${scaleName(scale)}`,
    percent: (v) => `${v} Prozent`,
  },
  ja: {
    // "07:05" → "7時5分", "16:00" → "16時".
    time: (h, m) => `${h}時${m === '00' ? '' : `${Number(m)}分`}`,
    degrees: (v, minus, scale) =>
      `${scale === 'C' ? '摂氏' : scale === 'F' ? '華氏' : ''}${minus ? 'マイナス' : ''}${v}度`,
    percent: (v) => `${v}パーセント`,
  },
  zh: {
    // "07:05" → "7点05分", "16:00" → "16点".
    time: (h, m) => `${h}点${m === '00' ? '' : `${m}分`}`,
    degrees: (v, minus, scale) =>
      `${scale === 'C' ? '摄氏' : scale === 'F' ? '华氏' : ''}${minus ? '零下' : ''}${v}度`,
    percent: (v) => `百分之${v}`,
  },
};

const monthDays = new Map<CallLanguage, Intl.DateTimeFormat>();
/** "November 24" (en), "24 novembre" (fr), "11月24日" (ja). */
function monthDay(language: CallLanguage, at: Date): string {
  let format = monthDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'long', day: 'numeric' });
    monthDays.set(language, format);
  }
  return format.format(at);
}

export function spokenText(text: string, language: CallLanguage = 'en'): string {
  const saying = sayings[language];
  return text
    .replace(ISO_DATE, (whole, y: string, m: string, d: string) => {
      const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      // Date rolls 2026-02-30 over into March: only a real calendar day is read as a date.
      if (day.getUTCMonth() !== Number(m) - 1 || day.getUTCDate() !== Number(d)) return whole;
      return monthDay(language, day);
    })
    .replace(TIME, (_, h: string, m: string) => saying.time(Number(h), m))
    .replace(TEMPERATURE, (_, minus: string | undefined, value: string, unit?: string) =>
      saying.degrees(value, !!minus, unit === 'C' || unit === 'F' ? unit : null),
    )
    .replace(PERCENT, (_, value: string) => saying.percent(value));
}
