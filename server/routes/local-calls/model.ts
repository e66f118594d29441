/** The local phone line's calls as the local phone page reads them: words in full, line state, audio. */
import type { LocalCall } from '../../../src/core/types';
import type { AudioUrls } from '../../calls/speech';
import type { LocalLine } from '../../calls/lines';
import type { Db } from '../../db';

interface Row {
  id: number;
  to_number: string;
  kind: LocalCall['kind'];
  channel: LocalCall['channel'];
  text: string;
  created_at: Date | string;
  call_id: number | null;
  audio_key: string | null;
  /** The attempt this local call is (its provider sid is `local-<id>`), when recorded. */
  attempt_id: number | null;
  answered_at: Date | string | null;
  ended_at: Date | string | null;
  outcome: NonNullable<LocalCall['line']['outcome']> | null;
  confirmed: boolean | null;
}

/** The caller's local calls, newest first (100), or the one with `id`: always scoped to the user. */
export function findLocalCalls(db: Db, userId: string, id?: number): Promise<Row[]> {
  return db.query<Row>(
    `SELECT c.id, c.to_number, c.kind, c.channel, c.text, c.created_at, c.call_id, c.audio_key,
        a.id AS attempt_id, a.answered_at, a.ended_at, a.outcome, a.confirmed
       FROM calls c
       LEFT JOIN call_attempts a ON a.call_id = c.call_id AND a.provider_sid = 'local-' || c.id
      WHERE c.user_id = $1 AND ($2::int IS NULL OR c.id = $2)
      ORDER BY c.id DESC LIMIT 100`,
    [userId, id ?? null],
  );
}

/**
 * The page asks again every 1.5 s: signed from the start of the hour and valid for two, the address
 * stays the same within the hour (a new one would reload the player mid-call) and lives at least an hour.
 */
const HOUR_MS = 3_600_000;
const SIGNED_FOR_S = 2 * 3600;
const signedAt = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * Where the call is: the attempt's record says when it ended; while it runs, this process's line
 * knows it best (and whether it waits for the person); a call another process plays, or one whose
 * line stopped, reads from its attempt until the pipeline ends it.
 */
function lineState(row: Row, line: LocalLine | null): LocalCall['line'] {
  const live = line?.live(row.id) ?? null;
  const times = { answered_at: iso(row.answered_at), ended_at: iso(row.ended_at) };
  if (row.outcome !== null)
    return {
      state: 'ended',
      waiting: false,
      outcome: row.confirmed ? 'confirmed' : row.outcome,
      ...times,
    };
  if (live) return { state: live.state, waiting: live.waiting, outcome: null, ...times };
  if (row.attempt_id !== null)
    return {
      state: row.answered_at ? 'answered' : 'ringing',
      waiting: false,
      outcome: null,
      ...times,
    };
  return { state: 'ended', waiting: false, outcome: null, ...times };
}

export async function localCallJson(
  row: Row,
  line: LocalLine | null,
  urls: AudioUrls,
  now: Date,
): Promise<LocalCall> {
  return {
    id: row.id,
    to: row.to_number,
    kind: row.kind,
    channel: row.channel,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    line: lineState(row, line),
    // The Calls API's own signed path (GET /api/calls/:id/audio), so both pages play the same file.
    audio_url:
      row.audio_key && row.call_id !== null
        ? await urls.sign(row.call_id, signedAt(now), SIGNED_FOR_S)
        : null,
  };
}
