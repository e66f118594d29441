/** Calls: the test call the user asks for, the call history, the next call and whether calls will be placed. */
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { api } from '../api/endpoints';
import { errorText } from '../api/client';
import type { CallRecord, NextCall } from '../core/types';
import { callDayPossessive } from './callDay';
import { profileAtom } from './profile';
import { userBlocksAtom } from './routine';
import { saveScheduleAtom, scheduleAtom } from './schedule';

/** A test call of the routine now (the button asks for a phone number on the profile first). */
export const testCallAtom = atom(null, async () => {
  await api.testCall();
});

export const CALLS_PER_PAGE = 20;

export interface CallHistory {
  status: 'idle' | 'loading' | 'ready' | 'error';
  calls: CallRecord[];
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  /** What went wrong on the last load (SPEC §8's text), shown beside a retry. */
  error: string | null;
}

const emptyHistory: CallHistory = {
  status: 'idle',
  calls: [],
  page: 0,
  hasMore: false,
  error: null,
};
// Global so the history survives leaving the Calls screen and coming back (pages already loaded).
const historyBase = atom<CallHistory>(emptyHistory);

export const callHistoryAtom = atom((get) => get(historyBase));

/**
 * Loads the next page of calls and appends it; `fresh` loads the first page again (each visit, so a
 * call placed since shows) and keeps the calls on screen until it answers. Never rejects: a failure
 * is kept in the history for the screen to show with a retry, the calls already loaded stay.
 */
export const loadCallsAtom = atom(null, async (get, set, fresh: boolean = false) => {
  const before = get(historyBase);
  if (before.status === 'loading') return;
  set(historyBase, { ...before, status: 'loading', error: null });
  try {
    const answer = await api.getCalls(fresh ? 1 : before.page + 1, CALLS_PER_PAGE);
    const kept = fresh ? [] : before.calls;
    const seen = new Set(kept.map((c) => c.id));
    set(historyBase, {
      status: 'ready',
      // A call placed between two pages shifts the rest by one: never show a call twice.
      calls: [...kept, ...answer.calls.filter((c) => !seen.has(c.id))],
      page: answer.page,
      hasMore: answer.has_more,
      error: null,
    });
  } catch (error) {
    set(historyBase, {
      ...before,
      status: 'error',
      error: errorText(error, 'Failed to load calls.'),
    });
  }
});

// Global: a pending retry moves on with time, so the next-call line asks again now and then.
const nextCallTickAtom = atom(0);
/** Asks the server for the next call again (the line calls it every minute while shown). */
export const refreshNextCallAtom = atom(null, (_get, set) => set(nextCallTickAtom, (n) => n + 1));

/**
 * What the next call depends on: the schedule, the enabled blocks and the phone. Equal keys are one
 * value to Jotai, so the next call is fetched again only when one of them changed (null before the
 * dashboard's data has loaded).
 */
const nextCallKeyAtom = atom((get) => {
  const schedule = get(scheduleAtom);
  const blocks = get(userBlocksAtom);
  const profile = get(profileAtom);
  if (!schedule || !blocks || !profile) return null;
  // The whole schedule: every save that answers (voice included) asks again.
  return JSON.stringify([
    schedule,
    get(nextCallTickAtom),
    blocks.filter((b) => b.is_enabled).length,
    profile.phone_number,
    profile.phone_verified,
    profile.pending_phone_number ?? null,
  ]);
});

export type NextCallResult = { ok: true; next: NextCall } | { ok: false; error: string };

const nextCallQueryAtom = atom(async (get): Promise<NextCallResult | null> => {
  if (get(nextCallKeyAtom) === null) return null;
  try {
    return { ok: true, next: await api.getNextCall() };
  } catch (error) {
    return { ok: false, error: errorText(error, 'Could not check your next call.') };
  }
});

/** The next call, re-fetched after every change it depends on; keeps the last answer while re-fetching (undefined at first). */
export const nextCallAtom = unwrap(nextCallQueryAtom, (previous) => previous ?? undefined);

/**
 * The number wake-up calls come from (`caller_id`, the line's own) and how people write it; null until
 * the next-call answer has come.
 */
export const callerIdAtom = atom((get) => {
  const result = get(nextCallAtom);
  return result?.ok
    ? { number: result.next.caller_id, display: result.next.caller_id_display }
    : null;
});

/** Whose call Hear my call and the test call play, as said: "today's", "tomorrow's", "Monday's"… */
export const nextCallDayAtom = atom((get) => {
  const result = get(nextCallAtom);
  return callDayPossessive(result?.ok ? result.next : null, new Date());
});

export type LatestWakeUpResult =
  { ok: true; call: CallRecord | null } | { ok: false; error: string };

/**
 * The newest wake-up call on the history's first page (null: none there), for the missed-morning
 * notice. Asked again with the next call (every change, every refresh), so the notice leaves once the
 * next call starts.
 */
const latestWakeUpQueryAtom = atom(async (get): Promise<LatestWakeUpResult | null> => {
  if (get(nextCallKeyAtom) === null) return null;
  try {
    const { calls } = await api.getCalls(1, CALLS_PER_PAGE);
    return { ok: true, call: calls.find((c) => c.kind === 'wakeup') ?? null };
  } catch (error) {
    return { ok: false, error: errorText(error, 'Failed to load calls.') };
  }
});

/** The newest wake-up call; keeps the last answer while asking again (undefined at first). */
export const latestWakeUpCallAtom = unwrap(
  latestWakeUpQueryAtom,
  (previous) => previous ?? undefined,
);

export type CallsHealth = 'no_phone' | 'unverified_phone' | 'calls_off' | 'pending_phone';

/**
 * Why wake-up calls will not be placed, as the server's callability rule says it (the next-call
 * answer's reason: one rule, decided in the database) — the profile only tells a missing number from
 * an unverified one — or, with a new number waiting for verification, that calls still go to the
 * verified one (null: all is well, or not known yet).
 */
export const callsHealthAtom = atom((get): CallsHealth | null => {
  const profile = get(profileAtom);
  const answer = get(nextCallAtom);
  if (!profile || !answer?.ok) return null;
  const { reason } = answer.next;
  if (reason === 'no_verified_phone') return profile.phone_number ? 'unverified_phone' : 'no_phone';
  if (reason === 'calls_off') return 'calls_off';
  return profile.pending_phone_number ? 'pending_phone' : null;
});

/** The numbers of a change waiting for verification: calls go to `verified` until `pending` is verified. */
export const pendingPhoneAtom = atom((get) => {
  const profile = get(profileAtom);
  if (!profile?.pending_phone_number || !profile.phone_verified || !profile.phone_number)
    return null;
  return { verified: profile.phone_number, pending: profile.pending_phone_number };
});

/** Turns wake-up calls on (the fix offered when they are off). */
export const turnCallsOnAtom = atom(null, async (get, set) => {
  const schedule = get(scheduleAtom);
  if (!schedule) throw new Error('The schedule has not loaded yet.');
  await set(saveScheduleAtom, { ...schedule, enabled: true });
});

export const resetCallsAtom = atom(null, (_get, set) => set(historyBase, emptyHistory));

/** Tomorrow's call as the saved routine stands: its words and audio (rate-limited by the server). */
export const previewCallAtom = atom(null, () => api.previewCall());
