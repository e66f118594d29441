/** Assembles a user's routine — their enabled blocks, in order, with their settings — into the words of the call. */
import { blockById } from '../../blocks';
import type { Db } from '../../db';
import { greetingName } from '../../../src/core/names';
import { DEFAULT_TIMEZONE } from '../../../src/core/timezones';
import {
  callLanguageOf,
  dayText,
  isCallLanguage,
  languageName,
  say,
  sentences,
  writingLocale,
  type CallLanguage,
} from '../words';
import { dayPart, localDay, type ScriptSources } from './sources';

interface RoutineRow {
  block_id: string;
  settings: Record<string, string | number | boolean | null>;
}

/**
 * One sentence or a block's words. A shared one depends on nothing personal (no name, nothing read
 * from the user's accounts): many calls say it word for word, so its audio is made once for all of
 * them (../lifecycle/preparation.ts).
 */
export interface Segment {
  text: string;
  shared: boolean;
  /** The language it is said in: the call's, or the one a block speaks when it speaks only others. */
  language: CallLanguage;
}

/** The words of a call and the blocks that said their fallback line instead. */
export interface Script {
  words: string;
  /** The words in the order said, `words` being their texts joined by spaces. */
  segments: Segment[];
  fallbacks: string[];
  /** Enabled blocks in the routine. */
  blocks: number;
  /** The call's language (the profile's). */
  language: CallLanguage;
}

export async function scriptFor(
  db: Db,
  userId: string,
  sources: ScriptSources,
  date = new Date(),
): Promise<Script> {
  const [profile] = await db.query<{
    first_name: string;
    last_name: string;
    timezone: string;
    locale: string;
    language: string;
  }>(
    `SELECT p.first_name, p.last_name, p.locale, p.language, coalesce(s.timezone, p.timezone) AS timezone
       FROM profiles p LEFT JOIN schedules s ON s.user_id = p.user_id WHERE p.user_id = $1`,
    [userId],
  );
  const blocks = await db.query<RoutineRow>(
    'SELECT block_id, settings FROM user_blocks WHERE user_id = $1 AND is_enabled ORDER BY position',
    [userId],
  );
  const active = new Set(
    (
      await db.query<{ provider: string }>(
        'SELECT provider FROM integrations WHERE user_id = $1 AND is_active',
        [userId],
      )
    ).map((r) => r.provider),
  );
  // The call's day on the user's calendar: the weather and the calendar are that day's, and the
  // greeting fits its hour.
  const day = localDay(date, profile?.timezone ?? DEFAULT_TIMEZONE);
  const language = isCallLanguage(profile?.language) ? profile.language : callLanguageOf(null);
  const locale = writingLocale(language, profile?.locale);
  const fallbacks: string[] = [];
  const name = profile ? greetingName(profile.first_name, profile.last_name) : '';
  const segments: Segment[] = [];
  const add = (text: string, shared: boolean, spoken: CallLanguage = language) =>
    segments.push({ text, shared, language: spoken });
  add(say(language, 'greeting', { part: dayPart(day), named: name ? 'yes' : 'no', name }), !name);
  add(say(language, 'intro', { date: dayText(day.date, locale) }), true);
  for (const row of blocks) {
    const block = blockById(row.block_id);
    if (!block) continue;
    // A block whose integration is disconnected is skipped, as its routine entry warns.
    if (block.requires_integration && block.integration_type && !active.has(block.integration_type))
      continue;
    // A block that speaks only other languages (English words) speaks its first, announced.
    const spoken =
      block.languages && !block.languages.includes(language) ? block.languages[0] : null;
    const speaks = spoken ?? language;
    const context = {
      userId,
      date,
      day,
      language: speaks,
      locale: writingLocale(speaks, profile?.locale),
      ...sources,
      isConnected: (p: string) => active.has(p),
    };
    let text: string;
    let said = speaks;
    try {
      text = await block.speak(row.settings, context);
    } catch (error) {
      console.error(
        `[script] ${row.block_id} failed:`,
        error instanceof Error ? error.message : error,
      );
      // The fallback is the call's own words: every catalogue has them.
      text = say(language, block.fallback);
      said = language;
      fallbacks.push(row.block_id);
    }
    if (!text) continue;
    if (said !== language)
      add(say(language, 'otherLanguage', { language: languageName(said, language) }), true);
    // A block that reads the user's own account (an integration: their calendar) is personal.
    add(text, !block.requires_integration, said);
  }
  if (!blocks.length) add(say(language, 'emptyRoutine'), true);
  add(say(language, 'goodbye'), true);
  return {
    words: sentences(
      segments.map((s) => s.text),
      language,
    ),
    segments,
    fallbacks,
    blocks: blocks.length,
    language,
  };
}
