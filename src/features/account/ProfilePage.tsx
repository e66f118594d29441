import { Card, CardContent, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { loading } from '../../core/messages';
import { profileAtom } from '../../state/profile';
import { ProfileForm } from './ProfileForm';

export function ProfilePage() {
  const profile = useAtomValue(profileAtom);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Profile settings
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          {profile ? (
            <ProfileForm key={profile.supabase_uid} profile={profile} />
          ) : (
            <Typography>{loading.generic}</Typography>
          )}
        </CardContent>
      </Card>
    </>
  );
}
