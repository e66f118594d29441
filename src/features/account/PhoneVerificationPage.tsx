import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation, useNavigate } from '../../components/routing/Routing';
import { RequireAuth } from '../../auth/RequireAuth';
import { AuthCard } from '../../components/AuthCard';
import { notify } from '../../components/notify';
import { errors, loading, success } from '../../core/messages';
import { errorText } from '../../api/client';
import { formatPhone } from '../../core/phone';
import {
  cancelPendingPhoneAtom,
  loadProfileAtom,
  phoneVerifiedAtom,
  profileAtom,
} from '../../state/profile';
import { useAction } from '../../state/useAction';
import { PhoneVerificationWidget } from './PhoneVerificationWidget';

interface NavigationState {
  userId?: string;
  phoneNumber?: string;
}

const refreshTexts = {
  success: success.phoneVerificationComplete,
  error: errors.refreshAfterVerification,
};
const cancelTexts = { error: errors.updateProfile };

function Verify() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as NavigationState;
  const profile = useAtomValue(profileAtom);
  const loadProfile = useSetAtom(loadProfileAtom);
  const refreshing = useAction(phoneVerifiedAtom, refreshTexts);
  const cancelling = useAction(cancelPendingPhoneAtom, cancelTexts);
  const passed = state.userId && state.phoneNumber ? state : null;
  const target =
    passed ??
    (profile
      ? {
          userId: profile.supabase_uid,
          phoneNumber: profile.pending_phone_number || profile.phone_number,
        }
      : null);

  useEffect(() => {
    // Cancel needs the verified number; without a passed number the profile says what to verify.
    if (!profile)
      loadProfile().catch((error: unknown) => notify.error(errorText(error, errors.loadData)));
  }, [profile, loadProfile]);

  const done = async (phoneNumber: string) => {
    await refreshing.run({ profile, phoneNumber });
    void navigate('/dashboard/profile', { replace: true });
  };

  /** Back to the verified number: the pending one is dropped on the server (SPEC §4 Cancel). */
  const cancel = async () => {
    if ((await cancelling.run(profile ?? undefined)).ok) void navigate('/dashboard/profile');
  };

  // Nothing passed and nothing waiting: the number is verified already.
  if (!passed && profile?.phone_verified && !profile.pending_phone_number)
    return <Navigate to="/dashboard/profile" replace />;

  return (
    <AuthCard
      title="Verify Your Phone"
      subtitle={target?.phoneNumber ? `We will call ${formatPhone(target.phoneNumber)}` : undefined}
    >
      {target?.userId && target.phoneNumber ? (
        <PhoneVerificationWidget
          phoneNumber={target.phoneNumber}
          supabaseUid={target.userId}
          verified={false}
          onVerified={done}
          onCancel={() => void cancel()}
          // The way back to the profile, from the start: nothing else on the page leads there.
          cancelable
        />
      ) : (
        <Typography>{loading.generic}</Typography>
      )}
    </AuthCard>
  );
}

/** After a phone number change: verify the new number, then back to the profile. */
export function PhoneVerificationPage() {
  return (
    <RequireAuth>
      <Verify />
    </RequireAuth>
  );
}
