/**
 * The confirm-and-retry contract of a wake-up call, in the one wording the call speaks and every
 * screen shows: press 1 to confirm you're awake, or we call again after the snooze, up to the
 * attempt limit.
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
