import { useEffect, useState } from 'react';
import { Alert, Link, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileForm } from '../../account/ProfileForm';
import { errorText } from '../../api/client';
import { api } from '../../api/endpoints';
import type { Profile } from '../../core/types';
import { authAtom } from '../../auth/session';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { loading } from '../../core/messages';
import { AuthCard } from '../../components/AuthCard';
import { GoogleButton } from './GoogleButton';

/** Sign-up: Continue with Google first; once signed in, the profile settings form. */
export function SignUpPage() {
  const auth = useAtomValue(authAtom);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = auth.user !== null;

  useEffect(() => {
    if (!signedIn) return;
    api.getProfile().then(setProfile, (error: unknown) => setFailure(errorText(error)));
  }, [signedIn]);

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
          <Link component={RouterLink} to="/signin">
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
      {profile && <ProfileForm profile={profile} onProfile={setProfile} />}
    </AuthCard>
  );
}
