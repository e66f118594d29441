import { describe, expect, it } from 'vitest';
import type { CallAttempt } from '../../src/core/types';
import { formatInZone } from '../../src/core/timezones';
import {
  attemptFacts,
  callDuration,
  callOutcome,
  toldText,
  lineText,
  missedMorningText,
} from '../../src/features/calls/callText';
import { callDayPossessive } from '../../src/state/callDay';
import { callRecord, nextCallDue } from '../fixtures/api';

const NY = 'America/New_York';

/** An attempt of a wake-up call at 12:3n UTC (07:3n in New York). */
const attempt = (number: number, over: Partial<CallAttempt> = {}): CallAttempt => ({
  number,
  started_at: `2026-11-19T12:3${number}:00.000Z`,
  answered_at: `2026-11-19T12:3${number}:05.000Z`,
  ended_at: `2026-11-19T12:3${number}:49.000Z`,
  outcome: 'completed',
  confirmed: false,
  keys: '',
  ...over,
});

/** Issue 19: three attempts answered, 1 never pressed. */
const answeredNeverPressed = callRecord(4, {
  confirmed: false,
  status: 'missed',
  attempts: [attempt(1), attempt(2), attempt(3)],
});

describe('formatInZone', () => {
  it('reads an instant in the zone with its abbreviation of the season', () => {
    expect(formatInZone(new Date('2026-11-24T13:00:00Z'), NY)).toBe('Tue, Nov 24 at 8:00 AM EST');
    expect(formatInZone(new Date('2026-07-04T06:05:00Z'), 'Europe/London')).toBe(
      'Sat, Jul 4 at 7:05 AM BST',
    );
  });

  it('an unknown or missing zone reads in America/New_York', () => {
    expect(formatInZone(new Date('2026-11-24T13:00:00Z'), null)).toBe('Tue, Nov 24 at 8:00 AM EST');
    expect(formatInZone(new Date('2026-11-24T13:00:00Z'), 'Mars/Olympus')).toBe(
      'Tue, Nov 24 at 8:00 AM EST',
    );
  });
});

describe('callOutcome', () => {
  it('confirmed awake is a success', () => {
    expect(callOutcome(callRecord(1), NY)).toEqual({ label: 'Confirmed awake', tone: 'success' });
  });

  it('a wake-up call that ended unconfirmed is missed, never "Answered", even when answered', () => {
    expect(callOutcome(answeredNeverPressed, NY)).toEqual({
      label: 'Missed: not confirmed after 3 attempts',
      tone: 'error',
    });
    const once = callRecord(2, { confirmed: false, status: 'missed', attempts: [attempt(1)] });
    expect(callOutcome(once, NY).label).toBe('Missed: not confirmed after 1 attempt');
    // Whatever the line said of its attempts (voicemail, no answer, completed), the morning failed.
    const voicemail = callRecord(3, {
      confirmed: false,
      status: 'missed',
      attempts: [attempt(1, { outcome: 'voicemail' })],
    });
    expect(callOutcome(voicemail, NY).label).toMatch(/^Missed: /);
    const completed = callRecord(3, { confirmed: false, status: 'completed' });
    expect(callOutcome(completed, NY).label).not.toMatch(/Answered/);
  });

  it('a test or verification call reads by its last attempt: answered, no answer, voicemail', () => {
    const test = (outcome: CallAttempt['outcome'], status: 'completed' | 'missed') =>
      callOutcome(
        callRecord(5, {
          kind: 'test',
          confirmed: false,
          status,
          attempts: [attempt(1, { outcome })],
        }),
        NY,
      ).label;
    expect(test('completed', 'completed')).toBe('Answered');
    expect(test('no-answer', 'missed')).toBe('No answer');
    expect(test('voicemail', 'missed')).toBe('Voicemail');
  });

  it('a pending retry says when it calls again in the user zone, not "Scheduled"', () => {
    const pending = callRecord(7, {
      confirmed: false,
      status: 'queued',
      attempts: [attempt(1, { outcome: 'no-answer', answered_at: null })],
      next_attempt_at: '2026-11-19T12:05:00.000Z',
    });
    expect(callOutcome(pending, NY)).toEqual({ label: 'Calling again at 7:05 AM', tone: 'info' });
    expect(callOutcome(pending, 'Europe/London').label).toBe('Calling again at 12:05 PM');
    const first = callRecord(8, { confirmed: false, status: 'queued', attempts: [] });
    expect(callOutcome(first, NY).label).toBe('Scheduled');
  });

  it('expired says why; stopped says calls were turned off; dead failed', () => {
    const expired = callRecord(9, {
      confirmed: false,
      status: 'expired',
      attempts: [],
      last_error: 'More than 15 minutes late',
    });
    expect(callOutcome(expired, NY)).toEqual({
      label: 'Expired: more than 15 minutes late',
      tone: 'error',
    });
    const stopped = callRecord(10, {
      confirmed: false,
      status: 'stopped',
      attempts: [attempt(1, { outcome: 'no-answer', answered_at: null })],
      last_error: 'Wake-up calls were turned off',
    });
    expect(callOutcome(stopped, NY)).toEqual({
      label: 'Stopped: wake-up calls were turned off',
      tone: 'warning',
    });
    expect(callOutcome({ ...stopped, last_error: null }, NY).label).toBe(
      'Stopped: wake-up calls were turned off',
    );
    expect(
      callOutcome(callRecord(11, { confirmed: false, status: 'dead', attempts: [] }), NY),
    ).toEqual({ label: 'Failed', tone: 'error' });
  });

  it('a call on the line says it is calling now, never "not answered" beside it', () => {
    const ringing = callRecord(1, {
      confirmed: false,
      status: 'ringing',
      attempts: [attempt(1, { outcome: null, answered_at: null, ended_at: null })],
    });
    expect(callOutcome(ringing, NY).label).toBe('Calling now');
    expect(lineText(ringing)).toBe('ringing now');
  });
});

describe('durations and attempts', () => {
  it('duration sums the answered attempts, from answered to ended', () => {
    expect(callDuration(callRecord(1))).toBe('1:05');
    expect(callDuration(answeredNeverPressed)).toBe('2:12');
    expect(callDuration(callRecord(1, { attempts: [] }))).toBeNull();
  });

  it('each attempt: its time, outcome, time on the line and the key pressed', () => {
    expect(attemptFacts(answeredNeverPressed, attempt(2), NY)).toEqual({
      time: '7:32 AM',
      outcome: 'Answered',
      onLine: '0:44 on the line',
      key: 'No key pressed',
    });
    expect(attemptFacts(callRecord(1), callRecord(1).attempts[0]!, NY)).toEqual({
      time: '7:30 AM',
      outcome: 'Answered',
      onLine: '1:05 on the line',
      key: '1 pressed: awake',
    });
    // Every key, in order, with what it did; 2 on the last attempt found no snooze left.
    expect(attemptFacts(answeredNeverPressed, attempt(1, { keys: '32' }), NY).key).toBe(
      '3 pressed: heard it again, 2 pressed: snoozed',
    );
    expect(attemptFacts(answeredNeverPressed, attempt(3, { keys: '231' }), NY).key).toBe(
      '2 pressed: no snooze left, 3 pressed: heard it again, 1 pressed: awake',
    );
    expect(
      attemptFacts(
        answeredNeverPressed,
        attempt(1, { outcome: 'no-answer', answered_at: null }),
        NY,
      ),
    ).toEqual({ time: '7:31 AM', outcome: 'No answer', onLine: null, key: 'No key pressed' });
    // A verification call whose code verified the number did its job, answered or not.
    const verification = callRecord(6, {
      kind: 'verification',
      confirmed: true,
      status: 'missed',
      attempts: [attempt(1, { outcome: 'no-answer', answered_at: null })],
    });
    expect(callOutcome(verification, NY)).toEqual({ label: 'Number verified', tone: 'success' });
    // A test call asks for no key.
    const test = callRecord(5, { kind: 'test', confirmed: false, status: 'completed' });
    expect(attemptFacts(test, attempt(1), NY).key).toBeNull();
    expect(attemptFacts(test, attempt(1, { outcome: null, ended_at: null }), NY).outcome).toBe(
      'In progress',
    );
  });
});

describe('toldText', () => {
  it('names the backup contact told of a failed morning, at the time on the user’s clock', () => {
    const told = callRecord(9, {
      confirmed: false,
      status: 'missed',
      told: { name: 'Sam', at: '2026-11-19T12:16:05.000Z', delivered: true },
    });
    expect(toldText(told, NY)).toBe('Sam was told by text at 7:16 AM');
    // The carrier said it did not arrive: said so, not "told".
    expect(
      toldText(
        { ...told, told: { name: 'Sam', at: '2026-11-19T12:16:05.000Z', delivered: false } },
        NY,
      ),
    ).toBe('The text to Sam at 7:16 AM did not arrive (the carrier refused it)');
    expect(toldText(callRecord(1), NY)).toBeNull();
  });
});

describe('missedMorningText', () => {
  const now = new Date('2026-11-19T14:00:00Z'); // 09:00 in New York
  it('an unconfirmed morning: attempts and whether a key was pressed', () => {
    expect(missedMorningText({ ...answeredNeverPressed, local_date: '2026-11-19' }, NY, now)).toBe(
      "This morning's call was not confirmed — 3 attempts, no key pressed",
    );
    // A call due at 16:04 is not "this morning's", read that evening.
    const afternoon = {
      ...answeredNeverPressed,
      local_date: '2026-11-19',
      due_at: '2026-11-19T21:04:00.000Z',
    };
    expect(missedMorningText(afternoon, NY, new Date('2026-11-19T23:30:00Z'))).toBe(
      "Today's call was not confirmed — 3 attempts, no key pressed",
    );
    const unanswered = callRecord(4, {
      confirmed: false,
      status: 'missed',
      local_date: '2026-11-18',
      attempts: [attempt(1, { outcome: 'no-answer', answered_at: null })],
    });
    expect(missedMorningText(unanswered, NY, now)).toBe(
      "Yesterday's call was not confirmed — 1 attempt, none answered",
    );
    expect(missedMorningText({ ...unanswered, local_date: '2026-11-16' }, NY, now)).toBe(
      'Your call on Mon, Nov 16 was not confirmed — 1 attempt, none answered',
    );
  });

  it('expired and failed mornings say why; confirmed, stopped and pending ones say nothing', () => {
    const expired = callRecord(9, {
      confirmed: false,
      status: 'expired',
      local_date: '2026-11-19',
      attempts: [],
      last_error: 'More than 15 minutes late',
    });
    expect(missedMorningText(expired, NY, now)).toBe(
      "This morning's call was not placed — more than 15 minutes late",
    );
    // Rung once, then its next attempt came too late to ring: placed, so said as not confirmed.
    const retryLate = {
      ...expired,
      attempts: [attempt(1, { outcome: 'no-answer' as const, answered_at: null })],
      last_error: 'The next attempt was more than 15 minutes late',
    };
    expect(missedMorningText(retryLate, NY, now)).toBe(
      "This morning's call was not confirmed — 1 attempt, none answered — the next attempt was more than 15 minutes late",
    );
    expect(callOutcome(retryLate, NY).label).toBe(
      'Expired: the next attempt was more than 15 minutes late',
    );
    const dead = { ...expired, status: 'dead' as const, last_error: null };
    expect(missedMorningText(dead, NY, now)).toBe("This morning's call could not be placed");
    expect(missedMorningText(callRecord(1, { local_date: '2026-11-19' }), NY, now)).toBeNull();
    expect(missedMorningText({ ...expired, status: 'stopped' }, NY, now)).toBeNull();
    expect(missedMorningText({ ...expired, status: 'queued' }, NY, now)).toBeNull();
  });
});

describe('callDayPossessive', () => {
  // Thursday 2026-11-19, 09:00 in New York.
  const now = new Date('2026-11-19T14:00:00Z');
  const at = (local: string) => ({ ...nextCallDue, local_time: local, timezone: NY });
  it('today, tomorrow, the weekday within a week, else "your next"', () => {
    expect(callDayPossessive(at('2026-11-19T18:00'), now)).toBe("today's");
    expect(callDayPossessive(at('2026-11-20T07:30'), now)).toBe("tomorrow's");
    expect(callDayPossessive(at('2026-11-23T07:30'), now)).toBe("Monday's");
    expect(callDayPossessive(at('2026-11-30T07:30'), now)).toBe('your next');
    expect(callDayPossessive({ ...nextCallDue, local_time: null }, now)).toBe('your next');
    expect(callDayPossessive(undefined, now)).toBe('your next');
  });
  it('"today" is the day in the schedule zone, not the browser\'s', () => {
    // 02:00 UTC on the 20th is still the 19th (21:00) in New York.
    expect(callDayPossessive(at('2026-11-20T07:30'), new Date('2026-11-20T02:00:00Z'))).toBe(
      "tomorrow's",
    );
  });
});
