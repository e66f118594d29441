/** A signed-in session and the dashboard's initial load, for screen stories. */
import { createStore } from 'jotai';
import { loadDashboardAtom } from '../../src/state/dashboard';
import { signInLocally } from '../../tests/fixtures/session';

export { signInLocally };

/** A loader: signs in and runs the dashboard's initial load into a fresh store (after MSW is ready). */
export async function loadDashboard() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  return { store };
}
