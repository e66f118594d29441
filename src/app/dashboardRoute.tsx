/**
 * /dashboard: the frame (DashboardShell, loaded before any screen) with each screen of
 * ./dashboardScreens.tsx a child route, and what the build needs to write each screen's static shell.
 * Apart from the screens' list, as the frame itself shows that list in its sidebar.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { dashboardScreens } from './dashboardScreens';

/** The frame's module, from the repository's root: the first each shell preloads. */
const LAYOUT_MODULE = 'src/app/DashboardShell.tsx';

export const dashboardRoute: RouteObject = {
  path: '/dashboard',
  lazy: () => import('./DashboardShell').then((m) => ({ Component: m.DashboardShell })),
  children: [
    { index: true, element: <Navigate to="/dashboard/routine" replace /> },
    ...dashboardScreens.map(({ path, lazy }) => ({ path, lazy })),
  ],
};

/**
 * Each screen's static shell (scripts/landing-plugin.ts writes dist/shell/<screen>.html): its path
 * under /dashboard/ and the modules whose chunks it preloads, the frame's first.
 */
export const dashboardShells = dashboardScreens.map(({ path, module }) => ({
  screen: path,
  modules: [LAYOUT_MODULE, module],
}));
