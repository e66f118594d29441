/**
 * Phone lines. `PhoneLine` is what the rest of the server asks for a call now (test and verification
 * calls); the pipeline implements it, recording each call. `CallLine` is what actually dials one
 * attempt: Twilio in production (twilioLine.ts), locally a line that stores every call with its audio
 * and runs the real lifecycle (ringing → answered → completed / no-answer / busy) with outcomes chosen
 * by configuration.
 */
import type { Db } from '../db';
import type { LocalCallOutcome } from '../env';

export type CallKind = 'verification' | 'test' | 'wakeup';

export interface PhoneCall {
  to: string;
  kind: CallKind;
  text: string;
  userId: string | null;
}

export interface PhoneLine {
  placeCall(call: PhoneCall): Promise<{ id: string }>;
}

/** One attempt of a recorded call, as the pipeline hands it to the line. */
export interface Dial {
  callId: number;
  attemptId: number;
  userId: string | null;
  to: string;
  kind: CallKind;
  /** The words; spoken by the line itself only when there is no audio. */
  text: string;
  /** The stored audio (local line) and its signed, expiring same-origin path (Twilio `<Play>` makes it absolute); null → speak `text`. */
  audioKey: string | null;
  audioUrl: string | null;
}

/** Twilio's call statuses (and AnsweredBy from answering-machine detection). */
export type LineStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

/** What a line reports back about an attempt (Twilio's status and gather callbacks). */
export interface LineEvents {
  status(attemptId: number, status: LineStatus, answeredBy?: string | null): Promise<void>;
  /** Keys pressed during the wake-up prompt; true when that confirmed the user is awake. */
  gather(attemptId: number, digits: string): Promise<boolean>;
}

export interface CallLine {
  dial(call: Dial): Promise<{ sid: string }>;
  /** Resolves when every lifecycle this line started has ended (local line; tests and shutdown). */
  settle(): Promise<void>;
}

export interface LocalLineOptions {
  print?: (line: string) => void;
  outcomes: readonly LocalCallOutcome[];
  /** Milliseconds between lifecycle steps (ringing, answered, ended). */
  stepMs?: number;
  /** Set by the pipeline once it exists. */
  events: () => LineEvents;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Local mode: no call leaves the machine; each is stored (GET /api/local/calls/) and printed on one line. */
export function localLine(db: Db, options: LocalLineOptions): CallLine {
  const { print = console.log, outcomes, stepMs = 1000 } = options;
  const placed = new Map<string, number>();
  const running = new Set<Promise<void>>();

  async function lifecycle(call: Dial, outcome: LocalCallOutcome) {
    const events = options.events();
    await sleep(stepMs);
    await events.status(call.attemptId, 'ringing');
    await sleep(stepMs);
    if (outcome === 'no-answer' || outcome === 'busy' || outcome === 'failed') {
      await events.status(call.attemptId, outcome);
      return;
    }
    const machine = outcome === 'voicemail' ? 'machine_start' : 'human';
    await events.status(call.attemptId, 'in-progress', machine);
    await sleep(stepMs);
    if (call.kind === 'wakeup' && outcome !== 'voicemail')
      await events.gather(call.attemptId, outcome === 'confirm' ? '1' : '');
    await events.status(call.attemptId, 'completed', machine);
  }

  return {
    async dial(call) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO calls (user_id, to_number, kind, text, call_id, audio_key) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [call.userId, call.to, call.kind, call.text, call.callId, call.audioKey],
      );
      const n = placed.get(call.to) ?? 0;
      placed.set(call.to, n + 1);
      const outcome = outcomes[Math.min(n, outcomes.length - 1)] ?? 'confirm';
      print(`[phone] ${call.kind} call to ${call.to} (${outcome}): "${call.text}"`);
      const run = lifecycle(call, outcome).catch((error: unknown) =>
        console.error('[phone] local line:', error instanceof Error ? error.message : error),
      );
      running.add(run);
      void run.finally(() => running.delete(run));
      return { sid: `local-${row?.id}` };
    },
    async settle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

export class UnverifiedNumberError extends Error {
  constructor(to: string) {
    super(`Refusing to call ${to}: it is not the user's verified number`);
  }
}

/**
 * Every call except the verification call goes only to the number its user has verified: checked
 * here, beneath every route and the scheduler, so no path can reach an unverified number.
 */
export function verifiedOnly(db: Db, line: PhoneLine): PhoneLine {
  return {
    async placeCall(call) {
      if (call.kind !== 'verification') {
        const [ok] = call.userId
          ? await db.query(
              'SELECT 1 FROM profiles WHERE user_id = $1 AND phone_number = $2 AND phone_verified',
              [call.userId, call.to],
            )
          : [];
        if (!ok) throw new UnverifiedNumberError(call.to);
      }
      return line.placeCall(call);
    },
  };
}
