/**
 * What a wake-up call says around its message, in the call's language: the keys (1 awake, 2 snooze
 * but not on the last attempt, 3 hear it again), the last attempt's opening, and what follows when no
 * key came, as a time ("in 5 minutes"), never "soon".
 */
import type { AttemptPlace, RetryPolicy } from '../../../src/core/wakeUp';
import { say, type CallLanguage } from './catalogue';
import { sentences } from './words';

const isLast = (p: AttemptPlace) => p.number >= p.max_attempts;
const last = (p: AttemptPlace) => (isLast(p) ? 'yes' : 'no');

/** "Press 1 if you're awake, 2 to snooze for 5 minutes, or 3 to hear this again." */
export const keysPrompt = (p: AttemptPlace, language: CallLanguage) =>
  say(language, 'keys', { last: last(p), minutes: p.snooze_minutes });

/** Said first on the last attempt of a morning with more than one; null on the others. */
export const attemptOpening = (p: AttemptPlace, language: CallLanguage): string | null =>
  isLast(p) && p.max_attempts > 1 ? say(language, 'lastOpening') : null;

/** Said when no key came: "We'll call again in 5 minutes.", or goodbye on the last attempt. */
export const noKeyEnding = (p: AttemptPlace, language: CallLanguage) =>
  say(language, 'noKey', { last: last(p), minutes: p.snooze_minutes });

/** Said when 2 snoozed the call. */
export const snoozeReply = (p: RetryPolicy, language: CallLanguage) =>
  say(language, 'snoozing', { minutes: p.snooze_minutes });

/** Said when 2 is pressed on the last attempt: there is no snooze left; the keys again. */
export const noSnoozeLeft = (language: CallLanguage) => say(language, 'noSnoozeLeft');

/** Said when 1 confirmed the user is awake. */
export const awakeReply = (language: CallLanguage) => say(language, 'awake');

/**
 * Every word one attempt says when no key is pressed: the opening (last attempt), the message, the
 * keys, the keys once more after a pause, and what happens next. What Calls, "Hear my call" and the
 * local phone page show is this text.
 */
export function attemptScript(message: string, p: AttemptPlace, language: CallLanguage): string {
  const prompt = keysPrompt(p, language);
  return sentences(
    [attemptOpening(p, language), message, prompt, prompt, noKeyEnding(p, language)].filter(
      (part): part is string => !!part,
    ),
    language,
  );
}
