/**
 * /dashboard/<screen>: the frame (DashboardShell, loaded before any screen) around one screen, both of
 * ./dashboardScreens.tsx, and what the build needs to write each screen's static shell. Apart from that
 * table, which says only what each screen is.
 */
import { preloadable } from '../components/preloadable';
import { Navigate } from '../components/routing/Routing';
import { dashboardFrame, dashboardNav, dashboardScreens } from './dashboardScreens';

const Frame = preloadable(dashboardFrame.load);

const screens = dashboardScreens.map(({ path, load }) => ({ path, ...preloadable(load) }));

/** Loads the frame and the screen at `pathname` (nothing when it is no dashboard screen). */
export function preloadDashboard(pathname: string): Promise<unknown> {
  const screen = screens.find(({ path }) => pathname === `/dashboard/${path}`);
  return screen ? Promise.all([Frame.preload(), screen.preload()]) : Promise.resolve();
}

/** The frame around `screen`; an unknown screen goes to the landing page, as any unknown path does. */
export function DashboardRoute({ screen }: { screen: string }) {
  const found = screens.find(({ path }) => path === screen);
  if (!found) return <Navigate to="/" replace />;
  return (
    <Frame.Component nav={dashboardNav}>
      <found.Component />
    </Frame.Component>
  );
}

/**
 * Each screen's static shell (scripts/landing-plugin.ts writes dist/shell/<screen>.html): its path
 * under /dashboard/ and the modules whose chunks it preloads, the frame's first.
 */
export const dashboardShells = dashboardScreens.map(({ path, module }) => ({
  screen: path,
  modules: [dashboardFrame.module, module],
}));
