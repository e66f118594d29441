/** Rows of call_records / call_attempts and their JSON (schemas/api/call-record.schema.json). */
import type { FromSchema } from 'json-schema-to-ts';
import type { callRecordSchema } from '../../../src/core/schemas.gen';
import { attemptScript, isCallLanguage } from '../../calls/words';
import { NOT_DELIVERED } from '../../calls/backup';

export type CallRecord = FromSchema<typeof callRecordSchema>;
type Attempt = CallRecord['attempts'][number];

export interface CallRecordRow {
  id: number;
  kind: CallRecord['kind'];
  to_number: string;
  status: CallRecord['status'];
  due_at: Date | string;
  local_date: string;
  confirmed: boolean;
  max_attempts: number;
  attempts_made: number;
  snooze_minutes: number;
  words: string | null;
  /** The language its words are in. */
  language: string;
  fallbacks: string[];
  voice_id: string | null;
  audio_key: string | null;
  last_error: string | null;
  dial_at: Date | string | null;
  created_at: Date | string;
}

/** The backup contact told of a call's failed morning (backup_alerts), when one was. */
export interface ToldRow {
  call_id: number;
  name: string;
  sent_at: Date | string;
  delivery: string | null;
}

export interface AttemptRow {
  call_id: number;
  number: number;
  started_at: Date | string;
  answered_at: Date | string | null;
  ended_at: Date | string | null;
  outcome: Attempt['outcome'];
  confirmed: boolean;
  keys: string;
}

/** The statuses whose `last_error` says why the call ended so; on any other it is a stale detail. */
const EXPLAINED = new Set<CallRecord['status']>(['expired', 'stopped', 'dead']);

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * The words a call said: a wake-up call's message framed as its latest attempt spoke it (the last
 * one's opening, the keys, what happens when no key comes); other calls' words as they are.
 */
export function spokenWords(row: CallRecordRow): string | null {
  if (row.kind !== 'wakeup' || row.words === null) return row.words;
  const language = isCallLanguage(row.language) ? row.language : 'en';
  return attemptScript(row.words, { ...row, number: Math.max(1, row.attempts_made) }, language);
}

export function callJson(
  row: CallRecordRow,
  attempts: AttemptRow[],
  audioUrl: string | null,
  told: ToldRow | null = null,
): CallRecord {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_number,
    status: row.status,
    due_at: iso(row.due_at),
    local_date: row.local_date,
    confirmed: row.confirmed,
    max_attempts: row.max_attempts,
    words: spokenWords(row),
    fallbacks: row.fallbacks,
    voice_id: row.voice_id,
    audio_url: audioUrl,
    attempts: attempts.map((a) => ({
      number: a.number,
      started_at: iso(a.started_at),
      answered_at: isoOrNull(a.answered_at),
      ended_at: isoOrNull(a.ended_at),
      outcome: a.outcome,
      confirmed: a.confirmed,
      keys: a.keys,
    })),
    last_error: EXPLAINED.has(row.status) ? row.last_error : null,
    told: told
      ? {
          name: told.name,
          at: iso(told.sent_at),
          delivered: !NOT_DELIVERED.has(told.delivery ?? ''),
        }
      : null,
    next_attempt_at: row.status === 'queued' && row.dial_at !== null ? iso(row.dial_at) : null,
    created_at: iso(row.created_at),
  };
}
