import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link as RouterLink } from '../../components/routing/Routing';
import { errorText } from '../../api/client';
import { authAtom } from '../../auth/session';
import { AuthCard } from '../../components/AuthCard';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { GoogleButton } from '../../components/GoogleButton';
import { loading } from '../../core/messages';
import { loadProfileAtom, profileAtom } from '../../state/profile';
import { ProfileForm } from './ProfileForm';
import { SIGN_IN } from '../../auth/returnTo';

/** Sign-up: Continue with Google first; once signed in, the profile settings form. */
export function SignUpPage() {
  const auth = useAtomValue(authAtom);
  const profile = useAtomValue(profileAtom);
  const loadProfile = useSetAtom(loadProfileAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = auth.user !== null;

  useEffect(() => {
    if (!signedIn) return;
    loadProfile().catch((error: unknown) => setFailure(errorText(error)));
  }, [signedIn, loadProfile]);

  if (auth.loading) return <FullScreenSpinner label={loading.generic} />;
  if (!signedIn) {
    return (
      <AuthCard title="Create your account" subtitle="Start waking up to Daybreak">
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Continue with Google to create your account. You will then verify your phone number with a
          quick call.
        </Typography>
        <GoogleButton />
        <Typography sx={{ mt: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={SIGN_IN}>
            Sign in
          </Link>
        </Typography>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your profile">
      {failure && <Alert severity="error">{failure}</Alert>}
      {!profile && !failure && <Typography>{loading.generic}</Typography>}
      {profile && <ProfileForm key={profile.supabase_uid} profile={profile} />}
    </AuthCard>
  );
}
