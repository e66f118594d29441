/**
 * The dashboard's initial load (SPEC §4 "Routine": profile, available blocks, user blocks, schedule
 * and integrations in parallel) and sign-out, over the per-concern modules beside this one; their
 * data lives in the one cache (./query.ts).
 */
import { atom } from 'jotai';
import { takeEarlyAnswer } from '../api/client';
import { logOut } from '../auth/session';
import { integrationsQuery } from './integrations';
import { profileQuery } from './profile';
import { clearQueriesAtom, fetchQuery, seedQuery, type Query } from './query';
import { availableBlocksQuery, userBlocksQuery } from './routine';
import { scheduleQuery } from './schedule';
import type { dashboardLoadRoutes } from './dashboardLoad';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The load's queries, by the route each asks (the shell starts the same routes early). */
const loadQueries = {
  getProfile: profileQuery,
  getAvailableBlocks: availableBlocksQuery,
  getUserBlocks: userBlocksQuery,
  getSchedule: scheduleQuery,
  getIntegrations: integrationsQuery,
} satisfies Record<(typeof dashboardLoadRoutes)[number], Query<unknown>>;

const queries: Query<unknown>[] = Object.values(loadQueries);

/**
 * Read from the cache: 'ready' once every query has an answer, 'error' as soon as one failed (its
 * Retry asks again what failed and joins the rest), 'loading' while one is out, else 'idle'
 * (none asked, or only some held: the profile sign-up left; or the cache cleared: sign-out, a 401).
 */
export const dashboardStatusAtom = atom((get): LoadStatus => {
  const states = queries.map((q) => get(q.state));
  if (states.every((s) => s?.status === 'ready')) return 'ready';
  if (states.some((s) => s?.status === 'error')) return 'error';
  // Some held (the sign-up's profile), none out: the load has still to be asked for.
  return states.some((s) => s?.status === 'loading') ? 'loading' : 'idle';
});

/**
 * The initial parallel load: the shell's early requests are joined where it started them, the rest
 * asked now (a retry asks again what failed). Rejects with the first failure.
 */
export const loadDashboardAtom = atom(null, async (get, set) => {
  for (const [route, query] of Object.entries(loadQueries))
    seedQuery(get, set, query, takeEarlyAnswer(route as keyof typeof loadQueries));
  await Promise.all(queries.map((query) => fetchQuery(get, set, query)));
});

/** Signs out, then clears everything so the next user never sees this one's data. */
export const logoutAtom = atom(null, async (_get, set) => {
  await logOut();
  set(clearQueriesAtom);
});
