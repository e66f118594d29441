/**
 * When a call is tried again: the one retry policy. An attempt that rang but was not confirmed is
 * tried again after the user's snooze, up to their attempts (a wake-up call only). A call that could
 * not be placed (the line refused, the audio failed) is tried again with backoff, up to
 * `MAX_FAILURES`, then dead-lettered. Whichever it is, an attempt rings within the grace of its time
 * or not at all (`pipeline.ts`, `attempt`).
 */

/** Failures to place a call before it is dead-lettered. */
export const MAX_FAILURES = 5;

/** 10 s, 20 s, 40 s… at most 5 minutes between tries to place a call. */
const backoffMs = (failures: number) => Math.min(10_000 * 2 ** (failures - 1), 5 * 60_000);

/** After an unconfirmed attempt: when the next one rings, or null when there is none. */
export function nextAfterUnconfirmed(
  call: {
    kind: string;
    attempts_made: number;
    max_attempts: number;
    snooze_minutes: number;
  },
  now: Date,
): Date | null {
  return call.kind === 'wakeup' && call.attempts_made < call.max_attempts
    ? new Date(now.getTime() + call.snooze_minutes * 60_000)
    : null;
}

/** After the `failures`-th failure to place a call: when it is tried again, or null (dead). */
export function nextAfterFailure(call: { kind: string }, failures: number, now: Date): Date | null {
  return failures >= MAX_FAILURES || call.kind !== 'wakeup'
    ? null
    : new Date(now.getTime() + backoffMs(failures));
}
