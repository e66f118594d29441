import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from '../components/routing/Routing';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { loading } from '../core/messages';
import { SIGN_IN, signInFor } from './returnTo';
import { authAtom } from './session';

/**
 * Dashboard routes need a session: signed-out visitors go to /signin, and come back here after; a
 * user who has just logged out goes to /signin with no page to come back to.
 */
export function RequireAuth({
  children,
  fallback = <FullScreenSpinner label={loading.generic} />,
}: {
  children: ReactNode;
  /** Shown while the stored session is read (the dashboard shows its skeleton). */
  fallback?: ReactNode;
}) {
  const auth = useAtomValue(authAtom);
  const { pathname, search } = useLocation();
  if (auth.loading) return fallback;
  if (!auth.user)
    return <Navigate to={auth.loggedOut ? SIGN_IN : signInFor(pathname + search)} replace />;
  return children;
}
