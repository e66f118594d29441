import { useState } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useNavigate } from 'react-router-dom';
import { profileSchema } from '../../core/schemas.gen';
import profileUi from '../../../schemas/profile.ui.json';
import type { Profile } from '../../core/types';
import { errors, info, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { SchemaForm } from '../../forms/SchemaForm';
import { loadProfileAtom, saveProfileAtom, type ProfileSave } from '../../state/profile';
import { useAction } from '../../state/useAction';
import { PhoneVerificationWidget } from './PhoneVerificationWidget';

export interface ProfileFormProps {
  profile: Profile;
  /** Told of the saved (or freshly fetched) profile; the profile atom has it already. */
  onProfile?: (profile: Profile) => void;
}

const saveTexts = {
  success: (result: ProfileSave) => (result.kind === 'saved' ? success.profileUpdated : null),
  error: errors.updateProfileShort,
};
const refreshTexts = {
  success: success.phoneVerificationComplete,
  error: () => errors.refreshAfterVerification,
};

/** The profile settings form (SPEC §2 "Profile screen", §4 "Profile save") with the phone verification widget. */
export function ProfileForm({ profile, onProfile }: ProfileFormProps) {
  const [draft, setDraft] = useState<Profile>(profile);
  const navigate = useNavigate();
  const saving = useAction(saveProfileAtom, saveTexts);
  const refreshing = useAction(loadProfileAtom, refreshTexts);
  const phoneChanged = draft.phone_number !== profile.phone_number;

  const applied = (fresh: Profile) => {
    onProfile?.(fresh);
    setDraft(fresh);
  };

  const save = async (data: Profile) => {
    const outcome = await saving.run(data);
    if (!outcome.ok) return;
    if (outcome.value.kind === 'saved') {
      applied(outcome.value.profile);
      return;
    }
    notify.info(info.phoneVerificationRequired);
    notify.info(info.verifyNewPhone);
    navigate('/phone-verification', {
      state: { userId: profile.supabase_uid, phoneNumber: data.phone_number },
    });
  };

  const verified = async () => {
    const outcome = await refreshing.run();
    if (outcome.ok) applied(outcome.value);
  };

  return (
    <Box>
      <SchemaForm<Profile>
        id="profile"
        schema={profileSchema}
        uiSchema={profileUi as UiSchema}
        formData={draft}
        onChange={setDraft}
        onSubmit={(data) => void save(data)}
        submitLabel="Save Changes"
        busy={saving.busy}
      />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Phone verification
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {phoneChanged || !profile.phone_verified
          ? 'We call this number with a 6-digit code to make sure your wake-up calls reach you.'
          : `Your wake-up calls go to ${profile.phone_number}.`}
      </Typography>
      <PhoneVerificationWidget
        phoneNumber={draft.phone_number}
        supabaseUid={profile.supabase_uid}
        verified={profile.phone_verified && !phoneChanged}
        onVerified={verified}
        onCancel={() => setDraft((d) => ({ ...d, phone_number: profile.phone_number }))}
      />
    </Box>
  );
}
