import { useState } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useNavigate } from 'react-router-dom';
import { profileSchema } from '../core/schemas.gen';
import profileUi from '../../schemas/profile.ui.json';
import { errorText } from '../api/client';
import { api } from '../api/endpoints';
import type { Profile } from '../core/types';
import { SchemaForm } from '../forms/SchemaForm';
import { errors, info, success } from '../core/messages';
import { notify } from '../components/notify';
import { PhoneVerificationWidget } from './PhoneVerificationWidget';

export interface ProfileFormProps {
  profile: Profile;
  /** Called with the saved (or freshly fetched) profile. */
  onProfile: (profile: Profile) => void;
}

/** The profile settings form (SPEC §2 "Profile screen", §4 "Profile save") with the phone verification widget. */
export function ProfileForm({ profile, onProfile }: ProfileFormProps) {
  const [draft, setDraft] = useState<Profile>(profile);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const phoneChanged = draft.phone_number !== profile.phone_number;

  const save = async (data: Profile) => {
    setSaving(true);
    try {
      const saved = await api.updateProfile(data);
      if (saved.requires_phone_verification) {
        notify.info(info.phoneVerificationRequired);
        notify.info(info.verifyNewPhone);
        navigate('/phone-verification', {
          state: { userId: profile.supabase_uid, phoneNumber: data.phone_number },
        });
        return;
      }
      onProfile(saved);
      setDraft(saved);
      notify.success(success.profileUpdated);
    } catch (error) {
      notify.error(errorText(error, errors.updateProfileShort));
    } finally {
      setSaving(false);
    }
  };

  const verified = async () => {
    try {
      const fresh = await api.getProfile();
      onProfile(fresh);
      setDraft(fresh);
      notify.success(success.phoneVerificationComplete);
    } catch {
      notify.error(errors.refreshAfterVerification);
    }
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
        busy={saving}
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
