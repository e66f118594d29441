/**
 * One attempt of a claimed (`placing`) record: rung within the grace of its own time or expired,
 * re-checked against what the user wants now, then its words and audio, the shared pace, the attempt
 * row and the line. A failure puts the record back with backoff (./retry.ts), or in the dead letter.
 */
import { CALL } from '../../../src/core/callStates';
import { RING_SECONDS } from '../../../src/core/constants';
import type { NextCallReason } from '../../../src/core/types';
import type { CallLine } from '../lines';
import type { AudioUrls } from '../speech';
import { GRACE_MS } from './enqueue';
import type { Pacer } from './pacer';
import { attemptScript } from '../words';
import { errorText } from '../../errorText';
import { preparedCall, type Prepared, type PreparationDeps } from './preparation';
import { queue, type CallRow } from './queue';
import { nextAfterFailure } from './retry';

/** A reason the callability rule (`daybreak_call_blocker`) gives for not calling. */
export type CallBlocker = NextCallReason;

/**
 * How long an attempt nobody answered may go unreported before the sweep ends it (its line's process
 * died, say): the ring time, machine detection and a margin. Once answered it may last `ON_LINE_MS`.
 */
const RING_TIMEOUT_MS = RING_SECONDS * 1000 + 2 * 60_000;
/** Why a first attempt claimed too late was not placed: the line could not keep up. */
export const LATE_REASON = 'Not placed within 15 minutes: too many calls were due at once';
/** Why a next attempt reached more than the grace after its time was not rung (hours late, maybe). */
export const RETRY_LATE_REASON = 'The next attempt was more than 15 minutes late';

/** Why a wake-up call's remaining attempts were stopped, by the callability rule's reason. */
export const stopReason: Record<CallBlocker, string> = {
  calls_off: 'Wake-up calls were turned off',
  no_weekday: 'No day of the week is picked any more',
  no_verified_phone: 'The phone number is no longer verified',
  empty_routine: 'The routine is empty',
  no_schedule: 'The schedule was removed',
};

export interface AttemptDeps extends PreparationDeps {
  line: CallLine;
  urls: AudioUrls;
  pacer: Pacer;
}

/** Back to the queue with backoff, or the dead letter; `from` guards against a lost lease. */
async function failed(
  d: AttemptDeps,
  call: CallRow,
  from: typeof CALL.placing | typeof CALL.ringing,
  error: unknown,
  undo: boolean,
) {
  const failures = call.failures + 1;
  const now = d.clock.now();
  console.error(`[calls] call ${call.id} failed (${failures}):`, errorText(error));
  const retryAt = nextAfterFailure(call, failures, now);
  await queue.failed(d.db, call, from, undo, errorText(error), retryAt, now);
}

/**
 * Each wake-up attempt honours what the user wants now: stopped when they can no longer be called
 * (calls turned off, number unverified…), and dialled to the number verified now. False: stopped.
 */
async function present(d: AttemptDeps, call: CallRow): Promise<boolean> {
  const [now] = await queue.present(d.db, call.user_id, call.id);
  if (now?.planned === false && call.attempts_made === 0) {
    await queue.dropUnplaced(d.db, call);
    return false;
  }
  const blocker = (now ? now.blocker : 'no_schedule') as CallBlocker | null;
  if (blocker || !now?.phone) {
    await queue.endUnplaced(
      d.db,
      call,
      CALL.stopped,
      stopReason[blocker ?? 'no_verified_phone'],
      d.clock.now(),
    );
    return false;
  }
  if (now.phone !== call.to_number) {
    await queue.redirect(d.db, call.id, now.phone);
    call.to_number = now.phone;
  }
  return true;
}

/**
 * One attempt of a claimed (`placing`) record; false when it was not dialled. `given`: a call placed
 * at once (not paced) with these words, to the phone of `lineUser` (its record may name no one).
 */
export async function attempt(
  d: AttemptDeps,
  call: CallRow,
  given?: { words: string; lineUser: string | null },
): Promise<boolean> {
  const { db, clock, metrics } = d;
  const now = clock.now();
  const first = call.attempts_made === 0 && call.failures === 0;
  // A wake-up attempt rings within the grace of its time or not at all: a first one against the
  // due time, a next one (snooze or retry) against its own time, as long as it is known.
  const meant = first ? call.due_at : call.meant_at;
  if (call.kind === 'wakeup' && meant && now.getTime() - new Date(meant).getTime() > GRACE_MS) {
    const reason = first ? LATE_REASON : RETRY_LATE_REASON;
    if ((await queue.endUnplaced(db, call, CALL.expired, reason, now)).length) {
      console.warn(`[calls] wake-up call ${call.id} expired: ${reason.toLowerCase()}`);
      metrics?.expired.inc({ reason: first ? 'capacity' : 'late_retry' });
    }
    return false;
  }
  if (call.kind === 'wakeup' && !(await present(d, call))) return false;
  let content: Prepared;
  try {
    content = await preparedCall(d, call);
    if (!given) await d.pacer.take();
  } catch (error) {
    await failed(d, call, CALL.placing, error, false);
    return false;
  }
  const at = clock.now();
  const attemptId = await queue.startAttempt(
    db,
    call,
    at,
    new Date(at.getTime() + RING_TIMEOUT_MS),
  );
  if (attemptId === null) return false;
  if (call.kind === 'wakeup' && first)
    metrics?.lateness.observe(Math.max(0, at.getTime() - new Date(call.due_at).getTime()) / 1000);
  try {
    // The record was claimed before `startAttempt` counted this attempt.
    const place = { ...call, number: call.attempts_made + 1 };
    const wakeUp = call.kind === 'wakeup' ? { message: content.words, place } : undefined;
    const { sid } = await d.line.dial({
      callId: call.id,
      attemptId,
      userId: given ? given.lineUser : call.user_id,
      to: call.to_number,
      kind: call.kind,
      text:
        given?.words ??
        (wakeUp ? attemptScript(wakeUp.message, place, content.language) : content.words),
      ...(wakeUp ? { wakeUp } : {}),
      language: content.language,
      audioKey: content.audioKey,
      audioUrl: content.audioKey ? await d.urls.sign(call.id, at) : null,
    });
    await queue.recordSid(db, attemptId, sid);
    metrics?.dialled.inc({ kind: call.kind });
    return true;
  } catch (error) {
    await queue.failAttempt(db, attemptId, clock.now(), errorText(error));
    await failed(d, call, CALL.ringing, error, true);
    return false;
  }
}
