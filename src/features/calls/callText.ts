/**
 * How a recorded call reads, in words a sleepy person understands: its kind, its outcome, its
 * attempts, its length and, when a morning failed, the notice. The one place for these labels.
 */
import type { CallAttempt, CallRecord } from '../../core/types';
import {
  DEFAULT_TIMEZONE,
  clockInZone,
  formatLocalDate,
  isListedZone,
  wallClock,
} from '../../core/timezones';
import { dateInZone, daysBetween } from '../../state/callDay';
import { keyMeaning } from '../../core/wakeUp';

export const kindLabel: Record<CallRecord['kind'], string> = {
  wakeup: 'Wake-up call',
  test: 'Test call',
  verification: 'Verification call',
  consent: 'Backup contact call',
};

type LineOutcome = NonNullable<CallAttempt['outcome']>;
/** What the line said of one attempt. "Answered" is true of an attempt, never of a whole wake-up call. */
const attemptLabel: Record<LineOutcome, string> = {
  completed: 'Answered',
  'no-answer': 'No answer',
  busy: 'Busy',
  voicemail: 'Voicemail',
  silenced: 'Went to voicemail without ringing',
  failed: 'Failed',
};

export type OutcomeTone = 'success' | 'info' | 'warning' | 'error';
export interface Outcome {
  label: string;
  tone: OutcomeTone;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A server reason inside a sentence: "More than 15 minutes late" → "more than 15 minutes late". */
const inSentence = (why: string) => why.charAt(0).toLowerCase() + why.slice(1);

/**
 * The call's outcome. A wake-up call is a success only when confirmed (1 pressed); one that ended
 * unconfirmed is missed, however its attempts went. Test and verification calls read by their line.
 */
export function callOutcome(call: CallRecord, zone: string | null): Outcome {
  // A verification call whose code verified the number did its job, however the line went.
  if (call.kind === 'verification' && call.confirmed)
    return { label: 'Number verified', tone: 'success' };
  if (call.confirmed || call.status === 'confirmed')
    return { label: 'Confirmed awake', tone: 'success' };
  switch (call.status) {
    case 'queued':
      if (call.attempts.length === 0) return { label: 'Scheduled', tone: 'info' };
      return {
        label: call.next_attempt_at
          ? `Calling again at ${clockInZone(call.next_attempt_at, zone)}`
          : 'Calling again soon',
        tone: 'info',
      };
    case 'placing':
    case 'ringing':
      return { label: 'Calling now', tone: 'info' };
    case 'expired':
      return {
        label: `Expired: ${inSentence(call.last_error ?? 'It was not placed in time')}`,
        tone: 'error',
      };
    case 'stopped':
      return {
        label: `Stopped: ${inSentence(call.last_error ?? 'Wake-up calls were turned off')}`,
        tone: 'warning',
      };
    case 'dead':
      return { label: 'Failed', tone: 'error' };
    case 'missed':
    case 'completed':
      break;
  }
  if (call.kind === 'wakeup')
    return {
      label: `Missed: not confirmed after ${plural(call.attempts.length, 'attempt')}`,
      tone: 'error',
    };
  const last = call.attempts.at(-1)?.outcome;
  if (!last) return { label: 'No answer', tone: 'warning' };
  const tone = last === 'completed' ? 'info' : last === 'failed' ? 'error' : 'warning';
  return { label: attemptLabel[last], tone };
}

/** "1 attempt", "3 of 3 attempts". */
export function attemptsText(call: CallRecord): string {
  const n = call.attempts.length;
  if (n <= 1 && call.max_attempts <= 1) return plural(n, 'attempt');
  return `${n} of ${call.max_attempts} attempts`;
}

/** Seconds an attempt was on the line, from the line's answered and ended instants; null if never answered. */
function secondsOnLine(a: CallAttempt): number | null {
  if (!a.answered_at || !a.ended_at) return null;
  return Math.max(0, (Date.parse(a.ended_at) - Date.parse(a.answered_at)) / 1000);
}

const minutesSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Time on the line over the answered attempts, "1:05"; null when none was answered. */
export function callDuration(call: CallRecord): string | null {
  const each = call.attempts.map(secondsOnLine).filter((s) => s !== null);
  return each.length ? minutesSeconds(each.reduce((sum, s) => sum + s, 0)) : null;
}

/** The row's second fact: "1:05 on the line", "not answered", or "not placed" (yet) when no attempt rang. */
export function lineText(call: CallRecord): string {
  const duration = callDuration(call);
  if (duration) return `${duration} on the line`;
  // An attempt still on the line has not ended unanswered: say what is happening now.
  if (call.status === 'ringing') return 'ringing now';
  if (call.attempts.length > 0) return 'not answered';
  return call.status === 'queued' || call.status === 'placing' ? 'not placed yet' : 'not placed';
}

export interface AttemptFacts {
  /** When it rang, "07:31" in the user's zone. */
  time: string;
  outcome: string;
  /** "0:44 on the line", null when not answered. */
  onLine: string | null;
  /** A wake-up call's keys ("3 pressed: heard it again, 1 pressed: awake", "No key pressed"); null for calls that ask for no key. */
  key: string | null;
}

/** Each key pressed on an attempt, in order, with what it did; "No key pressed" when none. */
export function keysText(a: Pick<CallAttempt, 'keys' | 'confirmed'>, lastAttempt: boolean): string {
  const keys = a.keys || (a.confirmed ? '1' : '');
  if (!keys) return 'No key pressed';
  return [...keys]
    .map((key) => {
      const meaning = key === '2' && lastAttempt ? 'no snooze left' : keyMeaning[key];
      return meaning ? `${key} pressed: ${meaning}` : `${key} pressed`;
    })
    .join(', ');
}

/** "Sam was told by text at 07:16": the backup contact told of a failed morning; null when none was. */
export function toldText(call: CallRecord, zone: string | null): string | null {
  const { told } = call;
  if (!told) return null;
  const at = clockInZone(told.at, zone);
  return told.delivered
    ? `${told.name} was told by text at ${at}`
    : `The text to ${told.name} at ${at} did not arrive (the carrier refused it)`;
}

/** One attempt as the details list it. */
export function attemptFacts(call: CallRecord, a: CallAttempt, zone: string | null): AttemptFacts {
  const seconds = secondsOnLine(a);
  return {
    time: clockInZone(a.started_at, zone),
    outcome: a.outcome ? attemptLabel[a.outcome] : 'In progress',
    onLine: seconds === null ? null : `${minutesSeconds(seconds)} on the line`,
    key: call.kind !== 'wakeup' ? null : keysText(a, a.number >= call.max_attempts),
  };
}

/** "This morning's call" ("Today's call" from noon), "Yesterday's call", "Your call on Mon, Nov 16": the call's local date from today. */
function whichMorning(call: CallRecord, zone: string | null, now: Date): string {
  const ago = daysBetween(call.local_date, dateInZone(now, zone));
  // A call due in the afternoon or evening was not this morning's.
  if (ago <= 0)
    return wallClock(zone && isListedZone(zone) ? zone : DEFAULT_TIMEZONE, new Date(call.due_at))
      .time < '12:00'
      ? "This morning's call"
      : "Today's call";
  if (ago === 1) return "Yesterday's call";
  return `Your call on ${formatLocalDate(call.local_date)}`;
}

/**
 * The notice for a wake-up call that failed its morning (missed, expired, could not be placed), or
 * null. A stopped call is the user's own choice and a pending one is still trying: no notice.
 */
export function missedMorningText(call: CallRecord, zone: string | null, now: Date): string | null {
  if (call.kind !== 'wakeup' || call.confirmed) return null;
  const which = whichMorning(call, zone, now);
  const why = call.last_error ? ` — ${inSentence(call.last_error)}` : '';
  const unconfirmed = () => {
    const answered = call.attempts.some((a) => a.outcome === 'completed');
    const keys = answered ? 'no key pressed' : 'none answered';
    return `${which} was not confirmed — ${plural(call.attempts.length, 'attempt')}, ${keys}`;
  };
  switch (call.status) {
    case 'missed':
    case 'completed':
      return unconfirmed();
    case 'expired':
      // Expired after ringing: its next attempt came too late to ring.
      return call.attempts.length ? `${unconfirmed()}${why}` : `${which} was not placed${why}`;
    case 'dead':
      return `${which} could not be placed${why}`;
    default:
      return null;
  }
}

/** The instant a call is about: its first attempt, else when it was due. */
export const callInstant = (call: CallRecord) =>
  new Date(call.attempts[0]?.started_at ?? call.due_at);
