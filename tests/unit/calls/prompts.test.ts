import { describe, expect, it } from 'vitest';
import type { AttemptPlace, RetryPolicy } from '../../../src/core/wakeUp';
import * as words from '../../../server/calls/words';

// In English; the other languages are tests/unit/calls/catalogue.test.ts's.
const attemptScript = (message: string, p: AttemptPlace) => words.attemptScript(message, p, 'en');
const attemptOpening = (p: AttemptPlace) => words.attemptOpening(p, 'en');
const keysPrompt = (p: AttemptPlace) => words.keysPrompt(p, 'en');
const noKeyEnding = (p: AttemptPlace) => words.noKeyEnding(p, 'en');
const snoozeReply = (p: RetryPolicy) => words.snoozeReply(p, 'en');

describe('what one attempt says (a message that waits for you)', () => {
  const policy = { snooze_minutes: 5, max_attempts: 3 };
  it('the first attempt: the message, the keys twice, then when the next call comes (a time, never "soon")', () => {
    expect(attemptScript('Good morning, Ada!', { ...policy, number: 1 })).toBe(
      "Good morning, Ada! Press 1 if you're awake, 2 to snooze for 5 minutes, or 3 to hear this again. " +
        "Press 1 if you're awake, 2 to snooze for 5 minutes, or 3 to hear this again. " +
        "We'll call again in 5 minutes.",
    );
  });
  it('the last attempt says so, offers no snooze, and says no call follows', () => {
    const last = { ...policy, number: 3 };
    expect(attemptOpening(last)).toBe('This is your last call this morning.');
    expect(keysPrompt(last)).toBe("Press 1 if you're awake, or 3 to hear this again.");
    expect(attemptScript('Hi.', last)).toBe(
      "This is your last call this morning. Hi. Press 1 if you're awake, or 3 to hear this again. " +
        "Press 1 if you're awake, or 3 to hear this again. That was your last call this morning. Goodbye.",
    );
    expect(attemptScript('Hi.', last)).not.toMatch(/call again|snooze/);
  });
  it('a morning of one call has no "last call" opening, and the snooze follows the schedule', () => {
    expect(attemptOpening({ snooze_minutes: 5, max_attempts: 1, number: 1 })).toBeNull();
    expect(noKeyEnding({ snooze_minutes: 1, max_attempts: 2, number: 1 })).toBe(
      "We'll call again in 1 minute.",
    );
    expect(snoozeReply({ snooze_minutes: 1, max_attempts: 2 })).toBe(
      "Snoozing. We'll call again in 1 minute.",
    );
  });
});
