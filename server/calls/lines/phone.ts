/**
 * Phone lines. `PhoneLine` is what the rest of the server asks for a call now (test and verification
 * calls); the pipeline implements it, recording each call. `CallLine` is what actually dials one
 * attempt: Twilio in production (twilioLine.ts), locally a line that stores every call with its audio
 * and runs the real lifecycle (ringing → answered → completed / no-answer / busy) with outcomes chosen
 * by configuration, or by the person on the local phone page (LOCAL_CALL_OUTCOME=ask, the default).
 */
import { LOCAL_PHONE_PATH } from '../../../src/core/constants';
import { LOCAL_RING_MS, localActionAllowed } from '../../../src/core/localPhone';
import type { LocalCallAction } from '../../../src/core/types';
import type { AttemptPlace } from '../../../src/core/wakeUp';
import type { CallLanguage } from '../../../src/core/types';
import type { Db } from '../../db';
import type { LocalCallOutcome } from '../../env';
import { logText } from '../../logText';

export type CallKind = 'verification' | 'test' | 'wakeup' | 'consent';

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
  /** The language `text` is in (default English): the line's own words and voice follow it. */
  language?: CallLanguage;
  /**
   * `text`'s sentences, each in its own language (a test call's routine, where a block may speak
   * only English): its audio says each in its language's voice. Absent: `text` whole, in `language`.
   */
  parts?: { text: string; language: CallLanguage }[];
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
  /**
   * Every word the attempt says (a wake-up call's message framed by its opening, keys and ending:
   * `attemptScript`); the line speaks it itself only when there is no audio.
   */
  text: string;
  /** A wake-up call's message alone (what the audio says), and the attempt's place in its morning. */
  wakeUp?: { message: string; place: AttemptPlace };
  /** The language of its words (default English): the line says its prompts in it. */
  language?: CallLanguage;
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
    /** When it happened, as the line tells it (default: when the report comes). */
    at?: Date,
  ): Promise<void>;
  /**
   * Keys pressed during the wake-up prompt; true when that confirmed the user is awake. Only the
   * call's current attempt, still on the line, can confirm it: a late or replayed gather cannot.
   */
  gather(attemptId: number, digits: string): Promise<boolean>;
}

/** A text message the line sends (a backup contact's alert). */
export interface TextMessage {
  to: string;
  body: string;
  /** Whose account it is sent for: the local phone page shows it to this user. */
  userId: string;
  /** The morning it tells of (its wake-up call's id): the carrier's delivery reports name it. */
  alertId: number;
}

export interface CallLine {
  dial(call: Dial): Promise<{ sid: string }>;
  /** Sends a text message; resolves with the provider's id once it accepted it. */
  text(message: TextMessage): Promise<{ sid: string }>;
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
  /** The pipeline's clock: the moments the line tells when it reports them. */
  now: () => Date;
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

/** A carrier's voicemail picks up after about this much ringing (a silenced phone's, at once). */
const VOICEMAIL_PICKUP_MS = 25_000;

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
    if (outcome === 'silenced') {
      // A phone that silences unknown callers: its voicemail takes the call, which never rings.
      await events.status(call.attemptId, 'in-progress', 'machine_start');
      await events.status(call.attemptId, 'completed', 'machine_start');
      return;
    }
    const rangAt = options.now();
    await events.status(call.attemptId, 'ringing', null, null, rangAt);
    await sleep(stepMs);
    if (outcome === 'no-answer' || outcome === 'busy' || outcome === 'failed') {
      await events.status(call.attemptId, outcome);
      return;
    }
    if (outcome === 'voicemail') {
      await voicemail(events, call.attemptId, rangAt);
      return;
    }
    await events.status(call.attemptId, 'in-progress', 'human');
    live.state = 'answered';
    // The person listens: `confirm` presses 1 halfway through the message (a key counts at any
    // moment), `answer` hears it all and lets the key window pass.
    const whole = options.listenMs ?? spokenMs(call.text) + KEY_WINDOW_MS;
    const asks = call.kind === 'wakeup' || call.kind === 'consent';
    await sleep(outcome === 'confirm' && asks ? whole / 2 : whole);
    if (asks && outcome === 'confirm') await events.gather(call.attemptId, '1');
    await events.status(call.attemptId, 'completed', 'human');
  }

  /**
   * A voicemail that took the call once it had rung its time (a carrier's voicemail picks up after
   * the ring, told so to the pipeline: a machine this late is not a silenced phone). Machine
   * detection: the line hangs up on a machine at once; it hears nothing.
   */
  async function voicemail(events: LineEvents, attemptId: number, rangAt: Date) {
    const pickedUp = new Date(
      Math.max(options.now().getTime(), rangAt.getTime() + VOICEMAIL_PICKUP_MS),
    );
    await events.status(attemptId, 'in-progress', 'machine_start', null, pickedUp);
    await events.status(attemptId, 'completed', 'machine_start', null, pickedUp);
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
    const place = call.wakeUp?.place;
    const lastAttempt = !!place && place.number >= place.max_attempts;
    /**
     * A choice on the answered call; true when the call goes on (3 plays the message again; 2 on the
     * last attempt finds no snooze left and the keys are said again). Only a wake-up call gathers
     * keys; on any other call a key ends it.
     */
    const press = async (action: LocalCallAction | 'timeout'): Promise<boolean> => {
      const key = /^press-(\d)$/.exec(action)?.[1];
      if (call.kind === 'wakeup' && key) {
        await events.gather(id, key);
        if (key === '3' || (key === '2' && lastAttempt)) return true;
      }
      // A consent call takes 1 (agree) or 9 (never ask again); any key ends it.
      if (call.kind === 'consent' && key) await events.gather(id, key);
      await events.status(id, 'completed', 'human');
      return false;
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
    const rangAt = options.now();
    await events.status(id, 'ringing', null, null, rangAt);
    const rung = await nextChoice(live, ringMs);
    if (rung.action === 'timeout' || rung.action === 'decline')
      return reported(rung, () => events.status(id, 'no-answer'));
    if (rung.action === 'voicemail') return reported(rung, () => voicemail(events, id, rangAt));
    // The person's phone silences unknown callers: its voicemail took the call as it arrived (the
    // line tells it so, as the network would), before it rang for them.
    if (rung.action === 'silenced')
      return reported(rung, async () => {
        await events.status(id, 'in-progress', 'machine_start', null, rangAt);
        await events.status(id, 'completed', 'machine_start');
      });
    await reported(rung, async () => {
      await events.status(id, 'in-progress', 'human');
      live.state = 'answered';
    });
    // The person listens; each key that keeps the call going starts the listening again.
    for (let goesOn = true; goesOn;) {
      const heard = await nextChoice(live, options.listenMs ?? spokenMs(call.text) + KEY_WINDOW_MS);
      await reported(heard, async () => {
        goesOn = await press(heard.action);
      });
    }
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
      // The words hold what users typed (their name, their settings).
      const words = logText(call.text);
      print(
        outcome === 'ask'
          ? `[phone] ${call.kind} call to ${call.to} rings on the local phone page (${LOCAL_PHONE_PATH}): "${words}"`
          : `[phone] ${call.kind} call to ${call.to} (${outcome}): "${words}"`,
      );
      const live: Live = { state: 'ringing', waiting: outcome === 'ask', take: null, early: null };
      calls.set(row.id, live);
      const run = (outcome === 'ask' ? asked(call, live) : scripted(call, outcome, live))
        .catch((error: unknown) =>
          console.error('[phone] local line:', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          calls.delete(row.id);
          // A choice that came as the call ended is answered, never left waiting.
          live.early?.done(
            new LocalLineConflict('This call has ended: nothing more can be done on it.'),
          );
          live.early = null;
        });
      running.add(run);
      void run.finally(() => running.delete(run));
      return { sid: `local-${row.id}` };
    },
    async text(message) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO calls (user_id, to_number, kind, text, channel) VALUES ($1, $2, 'alert', $3, 'sms')
         RETURNING id`,
        [message.userId, message.to, message.body],
      );
      if (!row) throw new Error('The local line could not record the text');
      print(`[phone] text to ${message.to}: "${message.body}"`);
      return { sid: `local-sms-${row.id}` };
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
      if (call.kind === 'consent') {
        // The consent call goes only to the number the user named, never to one that said never.
        const [ok] = call.userId
          ? await db.query(
              `SELECT 1 FROM backup_contacts b WHERE b.user_id = $1 AND b.phone_number = $2
                  AND b.status = 'pending'
                  AND NOT EXISTS (SELECT 1 FROM backup_never n WHERE n.phone_number = b.phone_number)`,
              [call.userId, call.to],
            )
          : [];
        if (!ok) throw new UnverifiedNumberError(call.to);
      } else if (call.kind !== 'verification') {
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
