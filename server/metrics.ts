/**
 * What an operator reads of a morning (`GET /metrics`, Prometheus text, prom-client): what this
 * process did (counters and histograms), and what the shared database says now (gauges read at each
 * scrape: the queue's depth by state, the pacer's backlog, the calls due in the next hour).
 */
import { ACTIVE_STATES, sqlStates } from '../src/core/callStates';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db';
import { CALLS_TO_COME } from './calls/lifecycle';

export interface CallMetrics {
  registry: Registry;
  queued: Counter;
  expired: Counter<'reason'>;
  prepared: Counter;
  dialled: Counter<'kind'>;
  /** How late each wake-up call's first attempt was dialled, after its due time. */
  lateness: Histogram;
  /** Words and audio made for one call. */
  preparation: Histogram;
  /** Characters of speech asked for (`spoken`) and sent to the engine (`synthesized`, what is billed). */
  speechCharacters: Counter<'kind'>;
}

export function callMetrics(db: Db): CallMetrics {
  const registry = new Registry();
  const m = {
    registry,
    queued: new Counter({
      name: 'daybreak_calls_queued_total',
      help: 'Wake-up calls queued (up to 15 minutes before they are due)',
      registers: [registry],
    }),
    expired: new Counter({
      name: 'daybreak_calls_expired_total',
      help: 'Wake-up calls (or their next attempt) not placed within their grace, by reason: capacity, down, late_retry',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    prepared: new Counter({
      name: 'daybreak_calls_prepared_total',
      help: 'Calls whose words and audio were made ahead of their due time',
      registers: [registry],
    }),
    dialled: new Counter({
      name: 'daybreak_call_attempts_dialled_total',
      help: 'Attempts handed to the phone line',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    lateness: new Histogram({
      name: 'daybreak_wakeup_lateness_seconds',
      help: "Seconds between a wake-up call's due time and its first attempt",
      buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 900],
      registers: [registry],
    }),
    preparation: new Histogram({
      name: 'daybreak_call_preparation_seconds',
      help: 'Seconds to make one call’s words and audio',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers: [registry],
    }),
    speechCharacters: new Counter({
      name: 'daybreak_speech_characters_total',
      help: 'Characters of speech asked for (kind="spoken") and sent to the speech engine (kind="synthesized", what ElevenLabs bills)',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'daybreak_calls',
    help: 'Call records of the last 24 hours, by state (the whole database)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.query<{ status: string; n: number | string }>(
        `SELECT status, count(*) AS n FROM call_records
          WHERE created_at > now() - interval '24 hours' OR status IN (${sqlStates(ACTIVE_STATES)})
          GROUP BY status`,
      );
      this.reset();
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'daybreak_pacer_backlog_seconds',
    help: 'How far ahead the shared pacer has handed out dialling slots',
    registers: [registry],
    async collect() {
      const [row] = await db.query<{ s: number | string }>(
        'SELECT greatest(0, extract(epoch FROM next_slot - now())) AS s FROM call_pacer WHERE id = 1',
      );
      this.set(Number(row?.s ?? 0));
    },
  });
  new Gauge({
    name: 'daybreak_calls_due_next_hour',
    help: 'Wake-up calls planned in the next hour',
    registers: [registry],
    async collect() {
      const [row] = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM ${CALLS_TO_COME} calls WHERE at BETWEEN now() AND now() + interval '1 hour'`,
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  return m;
}
