/** Assembles a user's routine — their enabled blocks, in order, with their settings — into the words of the call. */
import type { Db } from '../db';
import { horoscopeFor } from '../content/horoscopes';
import { wordOfTheDay } from '../content/words';
import type { CalendarSource, WeatherSource } from './sources';

interface RoutineRow {
  block_id: string;
  settings: Record<string, unknown>;
}

const toF = (c: number) => Math.round((c * 9) / 5 + 32);

export interface ScriptSources {
  weather: WeatherSource;
  calendar: CalendarSource;
}

async function blockText(
  block: RoutineRow,
  userId: string,
  date: Date,
  sources: ScriptSources,
  calendarActive: boolean,
): Promise<string> {
  const s = block.settings;
  switch (block.block_id) {
    case 'weather': {
      const f = await sources.weather.forecast(String(s.zip_code ?? ''), date);
      const temp = (c: number) =>
        s.use_celsius ? `${Math.round(c)} degrees Celsius` : `${toF(c)} degrees`;
      const detail = Number(s.detail_level ?? 2);
      let text = `The weather today: ${f.summary}, with a high of ${temp(f.highC)}`;
      if (detail >= 2)
        text += ` and a low of ${temp(f.lowC)}, ${f.rainChance} percent chance of rain`;
      if (detail >= 3) text += `, wind around ${Math.round(f.windKph)} kilometers per hour`;
      return `${text}.`;
    }
    case 'calendar': {
      if (!calendarActive) return 'Your calendar is not connected.';
      const all = await sources.calendar.events(userId, date);
      const events = all
        .filter((e) => s.include_all_day !== false || !e.allDay)
        .slice(0, Number(s.max_events ?? 3));
      if (!events.length) return 'Your calendar is clear today.';
      return `On your calendar today: ${events.map((e) => (e.allDay ? e.title : `${e.title} at ${e.start}`)).join(', ')}.`;
    }
    case 'horoscope':
      return horoscopeFor(String(s.sign ?? 'aries'), date, s.include_lucky_number === true);
    case 'word_of_the_day':
      return wordOfTheDay(Number(s.difficulty ?? 2), date, s.include_example !== false);
    default:
      return '';
  }
}

export async function scriptFor(
  db: Db,
  userId: string,
  sources: ScriptSources,
  date = new Date(),
): Promise<string> {
  const [profile] = await db.query<{ first_name: string }>(
    'SELECT first_name FROM profiles WHERE user_id = $1',
    [userId],
  );
  const blocks = await db.query<RoutineRow>(
    'SELECT block_id, settings FROM user_blocks WHERE user_id = $1 AND is_enabled ORDER BY position',
    [userId],
  );
  const [calendar] = await db.query<{ is_active: boolean }>(
    "SELECT is_active FROM integrations WHERE user_id = $1 AND provider = 'google_calendar'",
    [userId],
  );
  const parts = [
    `Good morning${profile?.first_name ? `, ${profile.first_name}` : ''}! This is your Daybreak wake-up call.`,
  ];
  for (const block of blocks) {
    const text = await blockText(block, userId, date, sources, calendar?.is_active === true);
    if (text) parts.push(text);
  }
  if (!blocks.length) parts.push('Your routine is empty: add some blocks in the Daybreak app.');
  parts.push('Have a great day!');
  return parts.join(' ');
}
