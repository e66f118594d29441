import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { loading, screenTitles } from '../../core/messages';
import { profileAtom } from '../../state/profile';
import { BackupContactCard } from './BackupContactCard';
import { ProfileForm } from './ProfileForm';

/** The profile screen; `formId` prefixes its form's element ids. */
export function ProfilePage({ formId }: { formId?: string } = {}) {
  const profile = useAtomValue(profileAtom);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {screenTitles.profile}
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          {profile ? (
            <ProfileForm
              key={profile.supabase_uid}
              profile={profile}
              {...(formId ? { formId } : {})}
            />
          ) : (
            <Typography>{loading.generic}</Typography>
          )}
        </CardContent>
      </Card>
      {profile && <BackupContactCard />}
    </>
  );
}
