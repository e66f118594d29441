/**
 * The dashboard's shell as static HTML, rendered at build time (scripts/landing-plugin.ts) for each
 * dashboard screen: the frame, the screen's title and a skeleton of its cards — the same
 * DashboardSkeleton the app shows while it loads — in both colour modes (CSS variables switched by
 * the class the inline colour-mode script sets before paint, as on the landing page). The server
 * answers each dashboard route with its document, so the route paints before any script; the app
 * then renders into the same root once its route is ready (src/app/main.tsx).
 */
import { earlyRequestsScript } from '../api/early';
import { loading } from '../core/messages';
import { pathOf } from '../core/routes';
import { dashboardLoadRoutes } from '../state/dashboardLoad';
import { DashboardSkeleton } from '../features/dashboard/DashboardSkeleton';
import { dashboardNav } from './dashboardScreens';

export { dashboardShells } from './dashboardRoute';
import { renderStatic } from './staticLanding';

export { colorModeScript } from './staticLanding';

/** The shell's inline script that starts the dashboard's first requests before the app's scripts. */
export const earlyScript = earlyRequestsScript(dashboardLoadRoutes.map((name) => pathOf(name)));

/** One screen's shell: markup and every style rule it uses (emotion key `s`, apart from the app's). */
export function renderShell(screen: string): { html: string; css: string } {
  return renderStatic(
    's',
    `/dashboard/${screen}`,
    <DashboardSkeleton nav={dashboardNav} label={loading.generic} />,
  );
}
