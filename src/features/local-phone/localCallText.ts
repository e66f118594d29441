/** How a local call reads on the local phone page: its kind, where it is, and its verification code. */
import { localOutcomeWords } from '../../core/localPhone';
import { displayLocale } from '../../core/timezones';
import type { LocalCall, LocalCallAction } from '../../core/types';

export const kindLabel: Record<LocalCall['kind'], string> = {
  wakeup: 'Wake-up call',
  test: 'Test call',
  verification: 'Verification call',
  consent: 'Backup contact call',
  alert: 'Text message',
};

/** The buttons, in the order a phone offers them. */
export const actionLabel: Record<LocalCallAction, string> = {
  answer: 'Answer',
  'press-1': 'Press 1 — I’m awake',
  'press-2': 'Press 2 — snooze',
  'press-3': 'Press 3 — hear it again',
  'press-9': 'Press 9 — never ask again',
  'hang-up': 'Hang up',
  voicemail: 'Send to voicemail',
  // A phone whose setting silences unknown callers: its voicemail takes the call without ringing.
  silenced: 'Silenced: straight to voicemail',
  decline: 'Decline',
};

/** "Ringing", "Answered", "Ended: no answer". */
export function lineText(line: LocalCall['line']): string {
  if (line.state === 'ringing') return 'Ringing';
  if (line.state === 'answered') return 'Answered';
  return line.outcome ? `Ended: ${localOutcomeWords[line.outcome]}` : 'Ended';
}

/** "Mon, Nov 23, 7:00:05 AM" (en-US) in this browser's zone and locale: the phone is on this machine. */
export const callTime = (iso: string) =>
  new Date(iso).toLocaleString(displayLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
