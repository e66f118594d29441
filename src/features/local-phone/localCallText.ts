/** How a local call reads on the local phone page: its kind, where it is, and its verification code. */
import { VERIFICATION_CODE_LENGTH } from '../../core/constants';
import { localOutcomeWords } from '../../core/localPhone';
import type { LocalCall, LocalCallAction } from '../../core/types';

export const kindLabel: Record<LocalCall['kind'], string> = {
  wakeup: 'Wake-up call',
  test: 'Test call',
  verification: 'Verification call',
};

/** The buttons, in the order a phone offers them. */
export const actionLabel: Record<LocalCallAction, string> = {
  answer: 'Answer',
  'press-1': 'Press 1 — I’m awake',
  // '2' is reserved for snooze; the line sends it and the pipeline gives it its meaning.
  'press-2': 'Press 2 (snooze)',
  'hang-up': 'Hang up',
  voicemail: 'Send to voicemail',
  decline: 'Decline',
};

/** "Ringing", "Answered", "Ended: no answer". */
export function lineText(line: LocalCall['line']): string {
  if (line.state === 'ringing') return 'Ringing';
  if (line.state === 'answered') return 'Answered';
  return line.outcome ? `Ended: ${localOutcomeWords[line.outcome]}` : 'Ended';
}

/** The code a verification call speaks digit by digit ("1 2 3 4 5 6"), or null. */
export function spokenCode(text: string): string | null {
  const digits = new RegExp(`code is ((?:\\d ){${VERIFICATION_CODE_LENGTH - 1}}\\d)`).exec(text);
  return digits?.[1]?.replaceAll(' ', '') ?? null;
}

/** "Mon, Nov 23, 07:00:05" in this browser's zone: the phone is on this machine. */
export const callTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
