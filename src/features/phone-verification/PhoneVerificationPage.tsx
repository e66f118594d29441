import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { PhoneVerificationWidget } from '../../account/PhoneVerificationWidget';
import { api } from '../../api/endpoints';
import { RequireAuth } from '../../auth/RequireAuth';
import { errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { setProfileAtom } from '../../state/dashboard';
import { AuthCard } from '../../components/AuthCard';

interface NavigationState {
  userId?: string;
  phoneNumber?: string;
}

function Verify() {
  const navigate = useNavigate();
  const setProfile = useSetAtom(setProfileAtom);
  const state = (useLocation().state ?? {}) as NavigationState;
  const [target, setTarget] = useState<{ userId: string; phoneNumber: string } | null>(
    state.userId && state.phoneNumber
      ? { userId: state.userId, phoneNumber: state.phoneNumber }
      : null,
  );
  useEffect(() => {
    if (target) return;
    api.getProfile().then(
      (p) => setTarget({ userId: p.supabase_uid, phoneNumber: p.phone_number }),
      () => notify.error(errors.loadData),
    );
  }, [target]);

  const done = async () => {
    try {
      setProfile(await api.getProfile());
      notify.success(success.phoneVerificationComplete);
    } catch {
      notify.error(errors.refreshAfterVerification);
    }
    navigate('/dashboard/profile', { replace: true });
  };

  return (
    <AuthCard
      title="Verify Your Phone"
      subtitle={target ? `We will call ${target.phoneNumber}` : undefined}
    >
      {target ? (
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
