import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from '../components/routing/Routing';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { loading } from '../core/messages';
import { signInFor } from './returnTo';
import { authAtom } from './session';

/** Dashboard routes need a session: signed-out visitors go to /signin, and come back here after. */
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
  if (!auth.user) return <Navigate to={signInFor(pathname + search)} replace />;
  return children;
}
