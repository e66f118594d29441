/** Calls: the test call the user asks for, the call history, the next call and whether calls will be placed. */
import { atom, type Getter } from 'jotai';
import { api } from '../api/endpoints';
import { errorText } from '../api/client';
import type { CallRecord, NextCall } from '../core/types';
import { callDayPossessive } from './callDay';
import { profileAtom, profileQuery } from './profile';
import { defineQuery, extendQuery, fetchQuery, refreshQuery } from './query';
import { userBlocksAtom, userBlocksQuery } from './routine';
import { saveScheduleAtom, scheduleAtom, scheduleQuery } from './schedule';

/** A test call of the routine now (the button asks for a phone number on the profile first). */
export const testCallAtom = atom(null, async () => {
  await api.testCall();
});

export const CALLS_PER_PAGE = 20;

/** The calls loaded so far, newest first, and how far the pages go. */
interface CallPages {
  calls: CallRecord[];
  /** The last page loaded. */
  page: number;
  hasMore: boolean;
}

/** `older` after `newer`, a call in both shown once (a call placed between two pages shifts the rest). */
const joined = (newer: CallRecord[], older: CallRecord[]) => {
  const seen = new Set(newer.map((c) => c.id));
  return [...newer, ...older.filter((c) => !seen.has(c.id))];
};

/**
 * The history's first page; with more pages shown, merged into them: calls placed since come first,
 * the ones they pushed onto the next page stay. Asked again (as the next call is) after every change
 * the next call depends on, and every refresh of the line.
 */
const firstPage = async (held: CallPages | null): Promise<CallPages> => {
  const answer = await api.getCalls(1, CALLS_PER_PAGE);
  return held && held.page > 1
    ? { calls: joined(answer.calls, held.calls), page: held.page, hasMore: held.hasMore }
    : { calls: answer.calls, page: answer.page, hasMore: answer.has_more };
};

/** What the next call depends on: its query is asked again when one of them changes. */
const nextCallSources = [scheduleQuery, userBlocksQuery, profileQuery];

const callsQuery = defineQuery<CallPages>('getCalls', firstPage, { after: nextCallSources });

const nextCallQuery = defineQuery('getNextCall', () => api.getNextCall(), {
  after: nextCallSources,
});

export interface CallHistory {
  status: 'idle' | 'loading' | 'ready' | 'error';
  calls: CallRecord[];
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  /** What went wrong on the last load (SPEC §8's text), shown beside a retry. */
  error: string | null;
}

/** The call history as the Calls screen shows it (the pages stay when the screen is left). */
export const callHistoryAtom = atom((get): CallHistory => {
  const known = get(callsQuery.state);
  const pages = known && 'data' in known ? known.data : undefined;
  return {
    status: known?.status ?? 'idle',
    calls: pages?.calls ?? [],
    page: pages?.page ?? 0,
    hasMore: pages?.hasMore ?? false,
    error: known?.status === 'error' ? errorText(known.error, 'Failed to load calls.') : null,
  };
});

/**
 * Loads the next page of calls and appends it; `fresh` asks for the first page again (each visit, so
 * a call placed since shows) and keeps the calls on screen until it answers. Never rejects: a failure
 * is kept for the screen to show with a retry, the calls already loaded stay.
 */
export const loadCallsAtom = atom(null, async (get, set, fresh: boolean = false) => {
  const request = fresh
    ? fetchQuery(get, set, callsQuery, { fresh: get(callsQuery.state)?.status !== 'loading' })
    : extendQuery(get, set, callsQuery, async (held) => {
        const answer = await api.getCalls((held?.page ?? 0) + 1, CALLS_PER_PAGE);
        return {
          calls: joined(held?.calls ?? [], answer.calls),
          page: answer.page,
          hasMore: answer.has_more,
        };
      });
  await request.catch(() => undefined);
});

/** Asks the server for the next call again (the line calls it every minute while shown). */
export const refreshNextCallAtom = atom(null, (get, set) => {
  void refreshQuery(get, set, nextCallQuery);
  void refreshQuery(get, set, callsQuery);
});

export type NextCallResult = { ok: true; next: NextCall } | { ok: false; error: string };

/** Whether the dashboard's data (what the next call depends on) has loaded. */
const sourcesLoaded = (get: Getter) =>
  !!(get(scheduleAtom) && get(userBlocksAtom) && get(profileAtom));

/**
 * The next call, asked again after every change it depends on; keeps the last answer while asking
 * again (undefined at first, null before the dashboard's data has loaded).
 */
export const nextCallAtom = atom((get): NextCallResult | null | undefined => {
  if (!sourcesLoaded(get)) return null;
  const known = get(nextCallQuery.state);
  if (known?.status === 'error')
    return { ok: false, error: errorText(known.error, 'Could not check your next call.') };
  return known && 'data' in known && known.data ? { ok: true, next: known.data } : undefined;
});

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
 * The newest wake-up call of the history (null: none there), for the missed-morning notice: the
 * history's own first page, asked again with the next call, so the notice leaves once the next call
 * starts (undefined at first, null before the dashboard's data has loaded).
 */
export const latestWakeUpCallAtom = atom((get): LatestWakeUpResult | null | undefined => {
  if (!sourcesLoaded(get)) return null;
  const known = get(callsQuery.state);
  if (known?.status === 'error')
    return { ok: false, error: errorText(known.error, 'Failed to load calls.') };
  if (!known || !('data' in known) || !known.data) return undefined;
  return { ok: true, call: known.data.calls.find((c) => c.kind === 'wakeup') ?? null };
});

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

/** Tomorrow's call as the saved routine stands: its words and audio (rate-limited by the server). */
export const previewCallAtom = atom(null, () => api.previewCall());
