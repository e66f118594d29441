/**
 * Phone lines. `PhoneLine` is what the rest of the server asks for a call now (test and verification
 * calls); the pipeline implements it, recording each call. `CallLine` is what actually dials one
 * attempt: Twilio in production (twilioLine.ts), locally a line that stores every call with its audio
 * and runs the real lifecycle (ringing → answered → completed / no-answer / busy) with outcomes chosen
 * by configuration, or by the person on the local phone page (LOCAL_CALL_OUTCOME=ask, the default).
 */
import { LOCAL_RING_MS, localActionAllowed } from '../../../src/core/localPhone';
import type { LocalCallAction } from '../../../src/core/types';
import type { Db } from '../../db';
import type { LocalCallOutcome } from '../../env';

export type CallKind = 'verification' | 'test' | 'wakeup';

export interface PhoneCall {
  to: string;
  kind: CallKind;
  text: string;
  /** Whose phone it is: the local phone page shows the call to this user. */
  userId: string | null;
  /**
   * Recorded in the user's call history (default). False for a verification call an anonymous
   * request asked for: recorded, but for no one — a stranger naming a uid writes nothing there.
   */
  inHistory?: boolean;
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
  /**
   * A status of the attempt. `sid`: the line's own id for the call, when it reports one (Twilio's
   * CallSid); a report naming another call than the attempt's is not applied.
   */
  status(
    attemptId: number,
    status: LineStatus,
    answeredBy?: string | null,
    sid?: string | null,
  ): Promise<void>;
  /**
   * Keys pressed during the wake-up prompt; true when that confirmed the user is awake. Only the
   * call's current attempt, still on the line, can confirm it: a late or replayed gather cannot.
   */
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
  /** `ask`: how long a call rings before it is not answered (default LOCAL_RING_MS; tests shorten it). */
  ringMs?: number;
  /** How long an answered call lasts without a key (default: its words' spoken length + the key window). */
  listenMs?: number;
  /** Set by the pipeline once it exists. */
  events: () => LineEvents;
}

/** A call the local line is playing now: where it is, and whether it waits for the person (`ask`). */
export interface LiveCall {
  state: 'ringing' | 'answered';
  waiting: boolean;
}

/** The local line, which the local phone page answers. */
export interface LocalLine extends CallLine {
  /** The call with this local record id while the line plays it; null once it has ended (or elsewhere). */
  live(localId: number): LiveCall | null;
  /** The person's choice on a waiting call; resolves once the line has reported it. */
  choose(localId: number, action: LocalCallAction): Promise<void>;
}

export const isLocalLine = (line: CallLine): line is LocalLine => 'choose' in line;

/** A choice the call cannot take now (409). */
export class LocalLineConflict extends Error {}

/** After the words end, Twilio's `<Gather>` waits this long for a key; the local line does the same. */
const KEY_WINDOW_MS = 10_000;
/**
 * The line does not decode the audio, so an answered call lasts as long as its words take to say at
 * an unhurried pace (about 150 words a minute), then the key window.
 */
const spokenMs = (text: string) => (text.split(/\s+/).filter(Boolean).length / 2.5) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Choice {
  action: LocalCallAction | 'timeout';
  /** Tells `choose` the line has reported the choice (or failed to). */
  done(error?: unknown): void;
}

interface Live extends LiveCall {
  /** Set while the call waits for a choice. */
  take: ((choice: Choice) => void) | null;
  /** A choice made before the call started waiting (it is still connecting). */
  early: Choice | null;
}

/**
 * Local mode: no call leaves the machine; each is stored (GET /api/local/calls/) and printed on one
 * line. Its outcome comes from LOCAL_CALL_OUTCOME: scripted, or `ask` — it rings on the local phone
 * page and waits for the person there, or for the ring time.
 */
export function localLine(db: Db, options: LocalLineOptions): LocalLine {
  const { print = console.log, outcomes, stepMs = 1000, ringMs = LOCAL_RING_MS } = options;
  const placed = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const calls = new Map<number, Live>();
  let closing = false;

  async function scripted(call: Dial, outcome: Exclude<LocalCallOutcome, 'ask'>, live: Live) {
    const events = options.events();
    await sleep(stepMs);
    await events.status(call.attemptId, 'ringing');
    await sleep(stepMs);
    if (outcome === 'no-answer' || outcome === 'busy' || outcome === 'failed') {
      await events.status(call.attemptId, outcome);
      return;
    }
    if (outcome === 'voicemail') {
      // Machine detection: the line hangs up on a machine at once; it hears nothing.
      await events.status(call.attemptId, 'in-progress', 'machine_start');
      await events.status(call.attemptId, 'completed', 'machine_start');
      return;
    }
    await events.status(call.attemptId, 'in-progress', 'human');
    live.state = 'answered';
    // The person listens: `confirm` presses 1 halfway through the message (a key counts at any
    // moment), `answer` hears it all and lets the key window pass.
    const whole = options.listenMs ?? spokenMs(call.text) + KEY_WINDOW_MS;
    await sleep(outcome === 'confirm' && call.kind === 'wakeup' ? whole / 2 : whole);
    if (call.kind === 'wakeup' && outcome === 'confirm') await events.gather(call.attemptId, '1');
    await events.status(call.attemptId, 'completed', 'human');
  }

  /** The next choice on a waiting call; 'timeout' after `ms`, or at once when the line is closing. */
  function nextChoice(live: Live, ms: number): Promise<Choice> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => live.take?.({ action: 'timeout', done: () => undefined }), ms);
      live.take = (choice) => {
        clearTimeout(timer);
        live.take = null;
        resolve(choice);
      };
      const early = live.early;
      live.early = null;
      if (early) live.take(early);
      else if (closing) live.take({ action: 'timeout', done: () => undefined });
    });
  }

  /** `ask`: the person's choices drive the call; its times are the moments they chose. */
  async function asked(call: Dial, live: Live) {
    const events = options.events();
    const id = call.attemptId;
    const press = async (action: LocalCallAction | 'timeout') => {
      // Only a wake-up call gathers keys (its prompt says press 1); a key ends the call.
      if (call.kind === 'wakeup' && (action === 'press-1' || action === 'press-2'))
        await events.gather(id, action === 'press-1' ? '1' : '2');
      await events.status(id, 'completed', 'human');
    };
    const reported = async (choice: Choice, step: () => Promise<void>) => {
      try {
        await step();
        choice.done();
      } catch (error) {
        choice.done(error);
        throw error;
      }
    };
    await sleep(stepMs);
    await events.status(id, 'ringing');
    const rung = await nextChoice(live, ringMs);
    if (rung.action === 'timeout' || rung.action === 'decline')
      return reported(rung, () => events.status(id, 'no-answer'));
    if (rung.action === 'voicemail')
      return reported(rung, async () => {
        await events.status(id, 'in-progress', 'machine_start');
        await events.status(id, 'completed', 'machine_start');
      });
    await reported(rung, async () => {
      await events.status(id, 'in-progress', 'human');
      live.state = 'answered';
      if (rung.action !== 'answer') await press(rung.action);
    });
    if (rung.action !== 'answer') return;
    const heard = await nextChoice(live, options.listenMs ?? spokenMs(call.text) + KEY_WINDOW_MS);
    await reported(heard, () => press(heard.action));
  }

  return {
    async dial(call) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO calls (user_id, to_number, kind, text, call_id, audio_key) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [call.userId, call.to, call.kind, call.text, call.callId, call.audioKey],
      );
      if (!row) throw new Error('The local line could not record the call');
      const n = placed.get(call.to) ?? 0;
      placed.set(call.to, n + 1);
      const outcome = outcomes[Math.min(n, outcomes.length - 1)] ?? 'ask';
      print(
        outcome === 'ask'
          ? `[phone] ${call.kind} call to ${call.to} rings on the local phone page (/local/phone): "${call.text}"`
          : `[phone] ${call.kind} call to ${call.to} (${outcome}): "${call.text}"`,
      );
      const live: Live = { state: 'ringing', waiting: outcome === 'ask', take: null, early: null };
      calls.set(row.id, live);
      const run = (outcome === 'ask' ? asked(call, live) : scripted(call, outcome, live))
        .catch((error: unknown) =>
          console.error('[phone] local line:', error instanceof Error ? error.message : error),
        )
        .finally(() => calls.delete(row.id));
      running.add(run);
      void run.finally(() => running.delete(run));
      return { sid: `local-${row.id}` };
    },
    live(localId) {
      const live = calls.get(localId);
      return live ? { state: live.state, waiting: live.waiting } : null;
    },
    choose(localId, action) {
      const live = calls.get(localId);
      if (!live?.waiting) throw new LocalLineConflict('This call is not waiting for a choice.');
      if (!localActionAllowed(live.state, action))
        throw new LocalLineConflict(
          live.state === 'ringing'
            ? 'This call is ringing: answer it first, or decline it.'
            : 'This call was answered: press a key or hang up.',
        );
      if (live.early) throw new LocalLineConflict('This call is still taking your last choice.');
      return new Promise<void>((resolve, reject) => {
        const choice: Choice = {
          action,
          done: (error) => (error === undefined ? resolve() : reject(error as Error)),
        };
        if (live.take) live.take(choice);
        else live.early = choice;
      });
    },
    /** Ends every call still waiting for a person (not answered, or answered and heard), then waits for all. */
    async settle() {
      closing = true;
      try {
        for (const live of calls.values())
          live.take?.({ action: 'timeout', done: () => undefined });
        while (running.size) await Promise.all([...running]);
      } finally {
        closing = false;
      }
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
