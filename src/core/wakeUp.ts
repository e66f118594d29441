/**
 * The confirm-and-retry contract of a wake-up call as the dashboard says it (in English, the
 * dashboard's language): press 1 to confirm you're awake, or we call again after the snooze, up to
 * the attempt limit. What the call itself says, in its language, is server/calls/words.
 */
import { SCHEDULE_DEFAULTS } from './constants';

export interface RetryPolicy {
  snooze_minutes: number;
  max_attempts: number;
}

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** "Press 1 to confirm you're awake. If you don't, we call again in 5 minutes, up to 3 times." */
export function confirmPrompt(policy: RetryPolicy = SCHEDULE_DEFAULTS): string {
  const press = "Press 1 to confirm you're awake.";
  if (policy.max_attempts <= 1) return `${press} We call once.`;
  return `${press} If you don't, we call again in ${minutes(policy.snooze_minutes)}, up to ${policy.max_attempts} times.`;
}

/** Where an attempt stands in its morning: which one it is, of how many, and the snooze between. */
export interface AttemptPlace extends RetryPolicy {
  /** 1 for the first attempt. */
  number: number;
}

/** What each key did, as the attempt list says it: "2 pressed: snoozed". */
export const keyMeaning: Record<string, string> = {
  '1': 'awake',
  '2': 'snoozed',
  '3': 'heard it again',
};
