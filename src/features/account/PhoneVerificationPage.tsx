import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { RequireAuth } from '../../auth/RequireAuth';
import { AuthCard } from '../../components/AuthCard';
import { notify } from '../../components/notify';
import { errors, loading, success } from '../../core/messages';
import { loadProfileAtom, profileAtom } from '../../state/profile';
import { useAction } from '../../state/useAction';
import { PhoneVerificationWidget } from './PhoneVerificationWidget';

interface NavigationState {
  userId?: string;
  phoneNumber?: string;
}

const refreshTexts = {
  success: success.phoneVerificationComplete,
  error: () => errors.refreshAfterVerification,
};

function Verify() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as NavigationState;
  const profile = useAtomValue(profileAtom);
  const loadProfile = useSetAtom(loadProfileAtom);
  const refreshing = useAction(loadProfileAtom, refreshTexts);
  const passed = state.userId && state.phoneNumber ? state : null;
  const target =
    passed ??
    (profile ? { userId: profile.supabase_uid, phoneNumber: profile.phone_number } : null);

  useEffect(() => {
    if (!passed) loadProfile().catch(() => notify.error(errors.loadData));
  }, [passed, loadProfile]);

  const done = async () => {
    await refreshing.run();
    navigate('/dashboard/profile', { replace: true });
  };

  return (
    <AuthCard
      title="Verify Your Phone"
      subtitle={target ? `We will call ${target.phoneNumber}` : undefined}
    >
      {target?.userId && target.phoneNumber ? (
        <PhoneVerificationWidget
          phoneNumber={target.phoneNumber}
          supabaseUid={target.userId}
          verified={false}
          onVerified={done}
          onCancel={() => navigate('/dashboard/profile')}
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
