/** The routes of SPEC §2. Every screen is its own chunk, so the landing page loads no form or dashboard code. */
import { Suspense, type ComponentType } from 'react';
import { preloadable } from '../components/preloadable';
import { Navigate, Route, Switch, useLocation } from '../components/routing/Routing';
import { DashboardRoute, preloadDashboard } from './dashboardRoute';
import { RouteErrorBoundary } from './RouteError';
import { SIGN_IN } from '../auth/returnTo';
import { LOCAL_PHONE_PATH } from '../core/constants';

interface Page {
  path: string;
  Component: ComponentType<object>;
  preload: () => Promise<unknown>;
}

const page = (path: string, load: () => Promise<ComponentType<object>>): Page => ({
  path,
  ...preloadable(load),
});

const pages: readonly Page[] = [
  page('/', () => import('../features/landing/LandingPage').then((m) => m.LandingPage)),
  page(SIGN_IN, () => import('../features/auth/SignInPage').then((m) => m.SignInPage)),
  page('/signup', () => import('../features/account/SignUpPage').then((m) => m.SignUpPage)),
  page('/auth/callback', () =>
    import('../features/account/AuthCallbackPage').then((m) => m.AuthCallbackPage),
  ),
  page('/verification-pending', () =>
    import('../features/auth/VerificationPendingPage').then((m) => m.VerificationPendingPage),
  ),
  page('/phone-verification', () =>
    import('../features/account/PhoneVerificationPage').then((m) => m.PhoneVerificationPage),
  ),
  page(LOCAL_PHONE_PATH, () =>
    import('../features/local-phone/LocalPhonePage').then((m) => m.LocalPhonePage),
  ),
];

const trimmed = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/**
 * Loads what the route at `pathname` renders (its lazily loaded modules), so a move shows it at once:
 * the app's history waits for this before it moves, and the first render waits for it too.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const path = trimmed(pathname);
  const found = pages.find((p) => p.path === path);
  if (found) return found.preload();
  return preloadDashboard(path);
}

/** The app's routes; a screen that fails to load or render shows RouteError, not a blank page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary at={pathname}>
      <Suspense fallback={null}>
        <Switch>
          {pages.map(({ path, Component }) => (
            <Route key={path} path={path} component={Component} />
          ))}
          <Route path="/dashboard">
            <Navigate to="/dashboard/routine" replace />
          </Route>
          <Route path="/dashboard/:screen">
            {(params: { screen?: string }) => <DashboardRoute screen={params.screen ?? ''} />}
          </Route>
          <Route>
            <Navigate to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
