import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Navigate, Link as RouterLink, useSearchParams } from '../../components/routing/Routing';
import { RETURN_PARAM, returnPath } from '../../auth/returnTo';
import { authAtom } from '../../auth/session';
import { AuthCard } from '../../components/AuthCard';
import { GoogleButton } from '../../components/GoogleButton';

export function SignInPage() {
  const auth = useAtomValue(authAtom);
  const [params] = useSearchParams();
  const next = params.get(RETURN_PARAM);
  if (auth.user) return <Navigate to={returnPath(next)} replace />;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to Daybreak">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in with your Google account. We ask to read your calendar so your wake-up call can tell
        you about your day.
      </Typography>
      <GoogleButton initialError={params.get('error_description')} next={next} />
      <Typography sx={{ mt: 3 }}>
        New to Daybreak?{' '}
        <Link component={RouterLink} to="/signup">
          Create an account
        </Link>
      </Typography>
    </AuthCard>
  );
}
