import { useEffect, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Link, Stack, TextField } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { errorText } from '../api/client';
import { api } from '../api/endpoints';
import { VERIFICATION_BANNER_MS, VERIFICATION_CODE_LENGTH } from '../core/constants';
import { busy, errors, success } from '../core/messages';
import { notify } from '../components/notify';

export interface PhoneVerificationWidgetProps {
  phoneNumber: string;
  supabaseUid: string | null | undefined;
  verified: boolean;
  /** After a correct code. */
  onVerified: () => void | Promise<void>;
  /** Cancel: the caller restores the original number. */
  onCancel?: () => void;
}

type Step = 'idle' | 'sending' | 'code' | 'verifying';

/** SPEC §4 "Phone verification": Verify now → a call speaks a code → enter it → verified. */
export function PhoneVerificationWidget({
  phoneNumber,
  supabaseUid,
  verified,
  onVerified,
  onCancel,
}: PhoneVerificationWidgetProps) {
  const [step, setStep] = useState<Step>('idle');
  const [code, setCode] = useState('');
  const [bannerVisible, setBannerVisible] = useState(false);

  useEffect(() => {
    if (!bannerVisible) return;
    const timer = setTimeout(() => setBannerVisible(false), VERIFICATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [bannerVisible]);

  if (verified && step === 'idle') {
    return (
      <Chip icon={<VerifiedIcon />} color="success" variant="outlined" label="Phone verified" />
    );
  }

  const send = async () => {
    if (!phoneNumber || !supabaseUid) {
      notify.error(errors.phoneRequired);
      return;
    }
    setStep('sending');
    try {
      await api.sendPhoneVerification({ phone_number: phoneNumber, supabase_uid: supabaseUid });
      notify.success(success.verificationCallInitiated);
      setStep('code');
      setBannerVisible(true);
    } catch (error) {
      notify.error(errorText(error, errors.initiateVerification));
      setStep('idle');
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || !supabaseUid) {
      notify.error(errors.codeRequired);
      return;
    }
    setStep('verifying');
    try {
      await api.verifyPhone({ code, supabase_uid: supabaseUid });
      notify.success(success.phoneVerified);
      setStep('idle');
      setCode('');
      setBannerVisible(false);
      await onVerified();
    } catch (error) {
      notify.error(errorText(error, errors.invalidCode));
      setCode('');
      setStep('code');
    }
  };

  const cancel = () => {
    setStep('idle');
    setCode('');
    setBannerVisible(false);
    onCancel?.();
  };

  if (step === 'idle' || step === 'sending') {
    return (
      <Box>
        <Link
          component="button"
          type="button"
          disabled={!phoneNumber || step === 'sending'}
          onClick={() => void send()}
          sx={{
            '&:disabled': { color: 'text.disabled', cursor: 'not-allowed', textDecoration: 'none' },
          }}
        >
          Verify now
        </Link>
      </Box>
    );
  }

  return (
    <Stack spacing={2}>
      {bannerVisible && (
        <Alert severity="info" role="status">
          <AlertTitle>Incoming Verification Call</AlertTitle>
          <div>Calling {phoneNumber}</div>
          <div>Listen for your verification code.</div>
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(e) => void verify(e)}
        noValidate
        aria-label="Verification code"
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Verification code"
          placeholder="Enter 6-digit code"
          value={code}
          required
          autoFocus
          autoComplete="one-time-code"
          onChange={(e) =>
            setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
          }
          slotProps={{ htmlInput: { maxLength: VERIFICATION_CODE_LENGTH, inputMode: 'numeric' } }}
        />
        <Button onClick={cancel} disabled={step === 'verifying'}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!code || step === 'verifying'}>
          {step === 'verifying' ? busy.verifying : 'Verify Code'}
        </Button>
      </Box>
    </Stack>
  );
}
