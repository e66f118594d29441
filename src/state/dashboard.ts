/**
 * The dashboard's initial load (SPEC §4 "Routine": profile, available blocks, user blocks, schedule
 * and integrations in parallel) and sign-out, over the per-concern modules beside this one.
 */
import { atom } from 'jotai';
import { logOut } from '../auth/session';
import { resetCallsAtom } from './calls';
import { loadIntegrationsAtom, resetIntegrationsAtom } from './integrations';
import { loadProfileAtom, resetProfileAtom } from './profile';
import { loadRoutineAtom, resetRoutineAtom } from './routine';
import { loadScheduleAtom, resetScheduleAtom } from './schedule';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
// Global because the shell shows the full-screen spinner while any screen's data is loading.
const statusBase = atom<LoadStatus>('idle');

export const dashboardStatusAtom = atom((get) => get(statusBase));

/** The initial parallel load. Rejects with the first failure; status says 'error'. */
export const loadDashboardAtom = atom(null, async (_get, set) => {
  set(statusBase, 'loading');
  try {
    await Promise.all([
      set(loadProfileAtom),
      set(loadRoutineAtom),
      set(loadScheduleAtom),
      set(loadIntegrationsAtom),
    ]);
    set(statusBase, 'ready');
  } catch (error) {
    set(statusBase, 'error');
    throw error;
  }
});

/** Signs out, then clears everything so the next user never sees this one's data. */
export const logoutAtom = atom(null, async (_get, set) => {
  await logOut();
  set(resetProfileAtom);
  set(resetRoutineAtom);
  set(resetScheduleAtom);
  set(resetIntegrationsAtom);
  set(resetCallsAtom);
  set(statusBase, 'idle');
});
