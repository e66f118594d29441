import type { RouteName } from '../core/routes';

/**
 * The routes the dashboard's initial load asks (./dashboard.ts `loadDashboardAtom`;
 * tests/component/state/dashboardLoad.test.tsx holds it to this list): each dashboard route's shell
 * starts them before the app's scripts arrive (src/api/early.ts). A module of its own, as the shell is
 * rendered at build time, with no browser.
 */
export const dashboardLoadRoutes = [
  'getProfile',
  'getAvailableBlocks',
  'getUserBlocks',
  'getSchedule',
  'getIntegrations',
] as const satisfies readonly RouteName[];
