import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { loading } from '../core/messages';
import { authAtom } from './session';

/** Dashboard routes need a session: signed-out visitors go to /signin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  if (auth.loading) return <FullScreenSpinner label={loading.generic} />;
  if (!auth.user) return <Navigate to="/signin" replace />;
  return children;
}
