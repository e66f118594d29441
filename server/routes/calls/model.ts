/** Rows of call_records / call_attempts and their JSON (schemas/api/call-record.schema.json). */
import type { FromSchema } from 'json-schema-to-ts';
import type { callRecordSchema } from '../../../src/core/schemas.gen';

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
  words: string | null;
  fallbacks: string[];
  voice_id: string | null;
  audio_key: string | null;
  last_error: string | null;
  dial_at: Date | string | null;
  created_at: Date | string;
}

export interface AttemptRow {
  call_id: number;
  number: number;
  started_at: Date | string;
  answered_at: Date | string | null;
  ended_at: Date | string | null;
  outcome: Attempt['outcome'];
  confirmed: boolean;
}

/** The statuses whose `last_error` says why the call ended so; on any other it is a stale detail. */
const EXPLAINED = new Set<CallRecord['status']>(['expired', 'stopped', 'dead']);

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function callJson(
  row: CallRecordRow,
  attempts: AttemptRow[],
  audioUrl: string | null,
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
    words: row.words,
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
    })),
    last_error: EXPLAINED.has(row.status) ? row.last_error : null,
    next_attempt_at: row.status === 'queued' && row.dial_at !== null ? iso(row.dial_at) : null,
    created_at: iso(row.created_at),
  };
}
