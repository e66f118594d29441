/** How a recorded call reads in the history: its kind, its outcome, its attempts and its length. */
import type { CallAttempt, CallRecord } from '../../core/types';

export const kindLabel: Record<CallRecord['kind'], string> = {
  wakeup: 'Wake-up call',
  test: 'Test call',
  verification: 'Verification call',
};

type Outcome = NonNullable<CallAttempt['outcome']>;
const outcomeLabel: Record<Outcome, string> = {
  completed: 'Answered',
  'no-answer': 'No answer',
  busy: 'Busy',
  voicemail: 'Voicemail',
  failed: 'Failed',
};

export type OutcomeTone = 'success' | 'info' | 'warning' | 'error';

/** The call's outcome: confirmed awake wins, then the last attempt's outcome, then the call's status. */
export function callOutcome(call: CallRecord): { label: string; tone: OutcomeTone } {
  if (call.confirmed || call.status === 'confirmed')
    return { label: 'Confirmed awake', tone: 'success' };
  if (call.status === 'queued') return { label: 'Scheduled', tone: 'info' };
  if (call.status === 'placing' || call.status === 'ringing')
    return { label: 'In progress', tone: 'info' };
  const last = call.attempts.at(-1)?.outcome;
  if (last) return { label: outcomeLabel[last], tone: last === 'completed' ? 'info' : 'warning' };
  if (call.status === 'dead') return { label: 'Failed', tone: 'error' };
  if (call.status === 'completed') return { label: 'Answered', tone: 'info' };
  return { label: 'No answer', tone: 'warning' };
}

/** "1 attempt", "3 of 3 attempts". */
export function attemptsText(call: CallRecord): string {
  const n = call.attempts.length;
  if (n <= 1 && call.max_attempts <= 1) return `${n} attempt${n === 1 ? '' : 's'}`;
  return `${n} of ${call.max_attempts} attempts`;
}

/** Time on the line over the answered attempts, "1:05"; null when none was answered. */
export function callDuration(call: CallRecord): string | null {
  let seconds = 0;
  let answered = false;
  for (const a of call.attempts) {
    if (!a.answered_at || !a.ended_at) continue;
    answered = true;
    seconds += Math.max(0, (Date.parse(a.ended_at) - Date.parse(a.answered_at)) / 1000);
  }
  if (!answered) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The instant a call is about: its first attempt, else when it was due. */
export const callInstant = (call: CallRecord) =>
  new Date(call.attempts[0]?.started_at ?? call.due_at);
