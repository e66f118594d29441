import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { Link as RouterLink, useNavigate } from '../../components/routing/Routing';
import { profileSchema } from '../../core/schemas.gen';
import { errorText } from '../../api/client';
import { AuthCard } from '../../components/AuthCard';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { notify } from '../../components/notify';
import { errors, info, loading, success } from '../../core/messages';
import { SchemaForm } from '../../forms/SchemaForm';
import { usePhoneField } from '../../forms/validatePhone';
import { browserTimezone } from '../../core/timezones';
import { registerAtom } from '../../state/account';
import { savePhoneNumberAtom, type PhoneSave } from '../../state/profile';
import { useAction } from '../../state/useAction';
import { PhoneVerificationWidget } from './PhoneVerificationWidget';
import { RETURN_PARAM, SIGN_IN, returnPath } from '../../auth/returnTo';

const phoneSchema = {
  type: 'object',
  required: ['phone_number'],
  properties: { phone_number: profileSchema.properties.phone_number },
} as const;
const phoneUi = {
  'ui:widget': 'phone',
  'ui:help': 'We will call this number with a 6-digit code.',
};

const phoneTexts = {
  success: (saved: PhoneSave) => (saved.kind === 'saved' ? success.accountReady : null),
  error: errors.callbackProfile,
};

type Step =
  { kind: 'loading' } | { kind: 'verify'; uid: string } | { kind: 'failed'; message: string };

/** SPEC §4 "Auth callback": read the session, register, then verify the phone or welcome back. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [phone, setPhone] = useState({ phone_number: '' });
  const register = useSetAtom(registerAtom);
  const savingPhone = useAction(savePhoneNumberAtom, phoneTexts);
  // No profile yet: the browser's zone when it is one of the 12, else its language's region.
  const field = usePhoneField(browserTimezone());
  const uiSchema = useMemo(
    () => ({ phone_number: { ...phoneUi, 'ui:options': field.options } }),
    [field.options],
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; register once.
    started.current = true;
    register().then(
      (result) => {
        if (result.kind === 'verify-phone') {
          setStep({ kind: 'verify', uid: result.uid });
        } else if (result.kind === 'no-session') {
          notify.error(errors.authFailed);
          void navigate('/signup', { replace: true });
        } else if (result.kind === 'verify-email') {
          void navigate('/verification-pending', { replace: true });
        } else {
          notify.success(success.welcomeBack);
          void navigate(returnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM)), {
            replace: true,
          });
        }
      },
      (error: unknown) => {
        const message = errorText(error, errors.register);
        notify.error(message);
        setStep({ kind: 'failed', message });
      },
    );
  }, [navigate, register]);

  /** Saves the number the code was spoken to — not whatever the field holds by now. */
  const verified = async (phoneNumber: string) => {
    const outcome = await savingPhone.run(phoneNumber);
    if (outcome.ok && outcome.value.kind === 'verify-phone' && step.kind === 'verify') {
      notify.infoWithDetail(info.phoneVerificationRequired, info.verifyNewPhone);
      void navigate('/phone-verification', {
        replace: true,
        state: { userId: step.uid, phoneNumber: outcome.value.phoneNumber },
      });
      return;
    }
    void navigate('/dashboard/routine', { replace: true });
  };

  if (step.kind === 'loading') return <FullScreenSpinner label={loading.settingUp} />;
  if (step.kind === 'failed') {
    return (
      <AuthCard title="Sign-in problem">
        <Alert severity="error" sx={{ mb: 2 }}>
          {step.message}
        </Alert>
        <Link component={RouterLink} to={SIGN_IN}>
          Return to Sign In
        </Link>
      </AuthCard>
    );
  }
  const e164 = field.toE164(phone.phone_number);
  return (
    <AuthCard title="One Last Step" subtitle="Verify Your Phone">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Daybreak calls you every morning, so we need a phone number that answers.
        </Typography>
        <SchemaForm
          schema={phoneSchema}
          uiSchema={uiSchema}
          formData={phone}
          onChange={setPhone}
          onSubmit={setPhone}
          fieldChecks={field.checks}
          submitLabel=""
          noSubmit
        />
        <PhoneVerificationWidget
          phoneNumber={e164 ?? ''}
          waitingFor={field.problem(phone.phone_number)}
          supabaseUid={step.uid}
          verified={false}
          onVerified={verified}
        />
      </Stack>
    </AuthCard>
  );
}
