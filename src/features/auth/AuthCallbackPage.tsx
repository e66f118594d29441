import { useEffect, useRef, useState } from 'react';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { profileSchema } from '../../core/schemas.gen';
import { PhoneVerificationWidget } from '../../account/PhoneVerificationWidget';
import { errorText } from '../../api/client';
import { api } from '../../api/endpoints';
import { supabase } from '../../auth/supabase';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { SchemaForm } from '../../forms/SchemaForm';
import { errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { AuthCard } from '../../components/AuthCard';

const phoneSchema = {
  type: 'object',
  required: ['phone_number'],
  properties: { phone_number: profileSchema.properties.phone_number },
} as const;
const phoneUi = {
  phone_number: {
    'ui:placeholder': '+1 (555) 123-4567',
    'ui:autocomplete': 'tel',
    'ui:help': 'We will call this number with a 6-digit code.',
  },
};

type Step =
  { kind: 'loading' } | { kind: 'verify'; uid: string } | { kind: 'failed'; message: string };

/** SPEC §4 "Auth callback": read the session, register, then verify the phone or welcome back. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [phone, setPhone] = useState({ phone_number: '' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; register once.
    started.current = true;
    void (async () => {
      const { data } = await supabase.auth.getSession();
      const session = data.session;
      if (!session) {
        notify.error(errors.authFailed);
        navigate('/signup', { replace: true });
        return;
      }
      const meta = session.user.user_metadata as { full_name?: string; name?: string };
      try {
        const result = await api.register({
          supabase_uid: session.user.id,
          email: session.user.email ?? '',
          name: meta.full_name ?? meta.name ?? '',
          auth_provider: session.user.app_metadata.provider ?? 'google',
          oauth_credentials: {
            provider_token: session.provider_token ?? null,
            provider_refresh_token: session.provider_refresh_token ?? null,
          },
        });
        if (result.requires_phone_verification) {
          setStep({ kind: 'verify', uid: session.user.id });
          return;
        }
        notify.success(success.welcomeBack);
        navigate('/dashboard/routine', { replace: true });
      } catch (error) {
        const message = errorText(error, errors.register);
        notify.error(message);
        setStep({ kind: 'failed', message });
      }
    })();
  }, [navigate]);

  const verified = async () => {
    try {
      await api.updateProfile({ phone_number: phone.phone_number });
      notify.success(success.accountReady);
    } catch {
      notify.error(errors.callbackProfile);
    }
    navigate('/dashboard/routine', { replace: true });
  };

  if (step.kind === 'loading') return <FullScreenSpinner label={loading.settingUp} />;
  if (step.kind === 'failed') {
    return (
      <AuthCard title="Sign-in problem">
        <Alert severity="error" sx={{ mb: 2 }}>
          {step.message}
        </Alert>
        <Link component={RouterLink} to="/signin">
          Return to Sign In
        </Link>
      </AuthCard>
    );
  }
  const valid = /^\+[1-9][0-9]{6,14}$/.test(phone.phone_number);
  return (
    <AuthCard title="One Last Step" subtitle="Verify Your Phone">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Daybreak calls you every morning, so we need a phone number that answers.
        </Typography>
        <SchemaForm
          schema={phoneSchema}
          uiSchema={phoneUi}
          formData={phone}
          onChange={setPhone}
          onSubmit={setPhone}
          submitLabel=""
          noSubmit
        />
        <PhoneVerificationWidget
          phoneNumber={valid ? phone.phone_number : ''}
          supabaseUid={step.uid}
          verified={false}
          onVerified={verified}
        />
      </Stack>
    </AuthCard>
  );
}
