import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import { useNavigate } from '../../components/routing/Routing';
import { profileSchema } from '../../core/schemas.gen';
import profileUi from '../../../schemas/profile.ui.json';
import type { Profile } from '../../core/types';
import { errors, info, success } from '../../core/messages';
import { formatPhone, phoneInProse } from '../../core/phone';
import { notify } from '../../components/notify';
import { SchemaForm } from '../../forms/SchemaForm';
import { serverFieldErrors, shownKeys, toastUnlessOnField } from '../../forms/serverErrors';
import type { FieldErrors } from '../../forms/validation';
import { usePhoneField } from '../../forms/validatePhone';
import {
  cancelPendingPhoneAtom,
  phoneVerifiedAtom,
  saveProfileAtom,
  type ProfileSave,
} from '../../state/profile';
import { useAction } from '../../state/useAction';
import { PhoneVerificationWidget } from './PhoneVerificationWidget';

export interface ProfileFormProps {
  profile: Profile;
  /** Told of the saved (or freshly fetched) profile; the profile atom has it already. */
  onProfile?: (profile: Profile) => void;
  /** Prefixes the form's element ids (a page showing the form more than once). */
  formId?: string;
}

// A refusal about one of the form's fields shows under it, not as a toast.
const profileKeys = shownKeys(profileSchema, profileUi);
const saveTexts = {
  success: (result: ProfileSave) => (result.kind === 'saved' ? success.profileUpdated : null),
  error: toastUnlessOnField(profileKeys, errors.updateProfileShort),
};
const refreshTexts = {
  success: success.phoneVerificationComplete,
  error: errors.refreshAfterVerification,
};
const cancelTexts = { error: errors.updateProfile };

/** The form's values for a profile: a number waiting for verification is the one being edited. */
const draftOf = (profile: Profile): Profile => ({
  ...profile,
  phone_number: formatPhone(profile.pending_phone_number || profile.phone_number),
});

/** The profile settings form (SPEC §2 "Profile screen", §4 "Profile save") with the phone verification widget. */
export function ProfileForm({ profile, onProfile, formId = 'profile' }: ProfileFormProps) {
  // What the server holds as far as this form knows: replaced by saves, verification and Cancel.
  const [saved, setSaved] = useState<Profile>(profile);
  const [draft, setDraft] = useState<Profile>(() => draftOf(profile));
  const [refused, setRefused] = useState<FieldErrors>();
  const navigate = useNavigate();
  const saving = useAction(saveProfileAtom, saveTexts);
  const refreshing = useAction(phoneVerifiedAtom, refreshTexts);
  const cancelling = useAction(cancelPendingPhoneAtom, cancelTexts);
  // A number written without its country code is read in the profile's zone's country (or the chosen one).
  // A saved number can be changed but not erased: saving an empty field says it is required.
  const phone = usePhoneField(draft.timezone, { required: Boolean(saved.phone_number) });
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...profileUi,
      phone_number: { ...profileUi.phone_number, 'ui:options': phone.options },
    }),
    [phone.options],
  );
  // The saved profile as the form shows it: Save waits for a change, leaving with one asks first.
  const savedDraft = useMemo(() => draftOf(saved), [saved]);
  // The verified number as shown is not a change, even one stored before numbers had to be valid.
  const phoneChanged =
    draft.phone_number !== formatPhone(saved.phone_number) &&
    (phone.toE164(draft.phone_number) ?? draft.phone_number) !== saved.phone_number;

  /** A profile from the server: the form keeps what the user is typing in the other fields. */
  const applied = (fresh: Profile) => {
    onProfile?.(fresh);
    setSaved(fresh);
    setDraft((d) => ({ ...d, ...draftOf(fresh) }));
  };

  const save = async (data: Profile) => {
    // The number is sent as it will be dialled: E.164, read in the field's country.
    const e164 = data.phone_number ? phone.toE164(data.phone_number) : null;
    const outcome = await saving.run(e164 ? { ...data, phone_number: e164 } : data);
    if (!outcome.ok) {
      setRefused(serverFieldErrors(outcome.error, profileKeys) ?? undefined);
      return;
    }
    if (outcome.value.kind === 'saved') {
      applied(outcome.value.profile);
      return;
    }
    notify.infoWithDetail(info.phoneVerificationRequired, info.verifyNewPhone);
    void navigate('/phone-verification', {
      state: { userId: saved.supabase_uid, phoneNumber: e164 },
    });
  };

  const verified = async (phoneNumber: string) => {
    // Verified from this moment, whatever the refetch does (SPEC §4).
    const marked = { ...saved, phone_number: phoneNumber, phone_verified: true };
    setSaved({ ...marked, pending_phone_number: null });
    setDraft((d) => ({ ...d, ...draftOf({ ...marked, pending_phone_number: null }) }));
    const outcome = await refreshing.run({ profile: saved, phoneNumber });
    if (outcome.ok) applied(outcome.value);
  };

  /** Back to the verified number and its verified look; a pending number is dropped on the server. */
  const cancel = async () => {
    if (!saved.pending_phone_number) {
      setDraft((d) => ({ ...d, ...draftOf(saved) }));
      return;
    }
    const outcome = await cancelling.run(saved);
    if (outcome.ok) applied(outcome.value);
  };

  const waiting = saved.pending_phone_number && phoneChanged;
  return (
    <Box>
      <SchemaForm<Profile>
        id={formId}
        schema={profileSchema}
        uiSchema={uiSchema}
        formData={draft}
        savedData={savedDraft}
        onChange={setDraft}
        onSubmit={(data) => void save(data)}
        fieldChecks={phone.checks}
        {...(refused ? { serverErrors: refused } : {})}
        submitLabel="Save Changes"
        busy={saving.busy}
      />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Phone verification
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {waiting
          ? `Your new number is waiting for verification. Until then your wake-up calls go to ${phoneInProse(saved.phone_number)}.`
          : phoneChanged || !saved.phone_verified
            ? 'We call this number with a 6-digit code to make sure your wake-up calls reach you.'
            : `Your wake-up calls go to ${phoneInProse(saved.phone_number)}.`}
      </Typography>
      <PhoneVerificationWidget
        phoneNumber={phone.toE164(draft.phone_number) ?? ''}
        waitingFor={phone.problem(draft.phone_number)}
        supabaseUid={saved.supabase_uid}
        verified={saved.phone_verified && !phoneChanged}
        onVerified={verified}
        onCancel={() => void cancel()}
        cancelable={Boolean(waiting)}
      />
    </Box>
  );
}
