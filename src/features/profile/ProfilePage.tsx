import { Card, CardContent, Typography } from '@mui/material';
import { useAtomValue, useSetAtom } from 'jotai';
import { ProfileForm } from '../../account/ProfileForm';
import { loading } from '../../core/messages';
import { profileAtom, setProfileAtom } from '../../state/dashboard';

export function ProfilePage() {
  const profile = useAtomValue(profileAtom);
  const setProfile = useSetAtom(setProfileAtom);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Profile settings
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          {profile ? (
            <ProfileForm key={profile.supabase_uid} profile={profile} onProfile={setProfile} />
          ) : (
            <Typography>{loading.generic}</Typography>
          )}
        </CardContent>
      </Card>
    </>
  );
}
