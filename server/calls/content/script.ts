/** Assembles a user's routine — their enabled blocks, in order, with their settings — into the words of the call. */
import { blockById } from '../../blocks';
import type { Db } from '../../db';
import { DEFAULT_TIMEZONE } from '../../../src/core/timezones';
import { localDay, type ScriptSources } from './sources';

interface RoutineRow {
  block_id: string;
  settings: Record<string, string | number | boolean | null>;
}

/** The words of a call and the blocks that said their fallback line instead. */
export interface Script {
  words: string;
  fallbacks: string[];
  /** Enabled blocks in the routine. */
  blocks: number;
}

export async function scriptFor(
  db: Db,
  userId: string,
  sources: ScriptSources,
  date = new Date(),
): Promise<Script> {
  const [profile] = await db.query<{ first_name: string; timezone: string }>(
    `SELECT p.first_name, coalesce(s.timezone, p.timezone) AS timezone
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
  const context = {
    userId,
    date,
    // The call's day on the user's calendar: the weather and the calendar are that day's.
    day: localDay(date, profile?.timezone ?? DEFAULT_TIMEZONE),
    ...sources,
    isConnected: (p: string) => active.has(p),
  };
  const fallbacks: string[] = [];
  const parts = [
    `Good morning${profile?.first_name ? `, ${profile.first_name}` : ''}! This is your Daybreak wake-up call.`,
  ];
  for (const row of blocks) {
    const block = blockById(row.block_id);
    if (!block) continue;
    // A block whose integration is disconnected is skipped, as its routine entry warns.
    if (block.requires_integration && block.integration_type && !active.has(block.integration_type))
      continue;
    let text: string;
    try {
      text = await block.speak(row.settings, context);
    } catch (error) {
      console.error(
        `[script] ${row.block_id} failed:`,
        error instanceof Error ? error.message : error,
      );
      text = block.fallback;
      fallbacks.push(row.block_id);
    }
    if (text) parts.push(text);
  }
  if (!blocks.length) parts.push('Your routine is empty: add some blocks in the Daybreak app.');
  parts.push('Have a great day!');
  return { words: parts.join(' '), fallbacks, blocks: blocks.length };
}
