import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextBox } from '../../components/TextBox';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  VERIFICATION_BANNER_MS,
  VERIFICATION_CODE_LENGTH,
  TOUCH_TARGET_PX,
} from '../../core/constants';
import { busy, errors, success } from '../../core/messages';
import { CallerLine } from '../../components/CallerLine';
import { notify } from '../../components/notify';
import { formatPhone } from '../../core/phone';
import { sendPhoneVerificationAtom, verifyPhoneAtom } from '../../state/account';
import { useAction } from '../../state/useAction';

export interface PhoneVerificationWidgetProps {
  phoneNumber: string;
  supabaseUid: string | null | undefined;
  verified: boolean;
  /** After a correct code, with the number the code was spoken to. */
  onVerified: (phoneNumber: string) => void | Promise<void>;
  /** Cancel: the caller restores the original number. */
  onCancel?: () => void;
  /** Offer Cancel before Verify now too (a changed number waits for verification). */
  cancelable?: boolean;
  /**
   * Why there is no number to verify yet, said beside Verify now while the field is typed in (the
   * field's own error waits for it to lose focus): "Enter a number like 07400 123456".
   */
  waitingFor?: string | null;
}

type Step = 'idle' | 'code';

/** The step's actions, easy to hit on a phone (44 px, WCAG 2.5.5). */
const TOUCH_TARGET = { minHeight: TOUCH_TARGET_PX } as const;

const sendTexts = {
  success: success.verificationCallInitiated,
  error: errors.initiateVerification,
};
// The host says the success in its own words ('Phone verification complete!', 'Phone verified! Your
// account is ready.'): one event, one toast.
const verifyTexts = { error: errors.invalidCode };

/** SPEC §4 "Phone verification": Verify now → a call speaks a code → enter it → verified. */
export function PhoneVerificationWidget({
  phoneNumber,
  supabaseUid,
  verified,
  onVerified,
  onCancel,
  waitingFor,
  cancelable = false,
}: PhoneVerificationWidgetProps) {
  const [step, setStep] = useState<Step>('idle');
  // The number the verification call went to: the one a correct code verifies.
  const [calling, setCalling] = useState(phoneNumber);
  const [code, setCode] = useState('');
  const [bannerVisible, setBannerVisible] = useState(false);
  // Counts Cancels: a code call asked for before the last Cancel does not open the code step.
  const cancels = useRef(0);
  const sending = useAction(sendPhoneVerificationAtom, sendTexts);
  const verifying = useAction(verifyPhoneAtom, verifyTexts);

  useEffect(() => {
    if (!bannerVisible) return;
    const timer = setTimeout(() => setBannerVisible(false), VERIFICATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [bannerVisible]);

  // Verified: the number wake-up calls will come from, to save as a contact.
  if (verified && step === 'idle') {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Chip icon={<VerifiedIcon />} color="success" variant="outlined" label="Phone verified" />
        <CallerLine />
      </Stack>
    );
  }

  const send = async () => {
    const asked = cancels.current;
    const outcome = await sending.run({ phoneNumber, supabaseUid });
    if (outcome.ok && asked === cancels.current) {
      setCalling(phoneNumber);
      setStep('code');
      setBannerVisible(true);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await verifying.run({ code, supabaseUid });
    setCode('');
    if (!outcome.ok) return;
    setStep('idle');
    setBannerVisible(false);
    // The call it announced is over: 'Verification call initiated!' would stand beside the host's
    // 'Phone verified!'.
    notify.dismissSuccess(success.verificationCallInitiated);
    await onVerified(calling);
  };

  const cancel = () => {
    cancels.current += 1;
    setStep('idle');
    setCode('');
    setBannerVisible(false);
    onCancel?.();
  };

  if (step === 'idle') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={!phoneNumber || sending.busy}
          onClick={() => void send()}
          sx={TOUCH_TARGET}
          {...(!phoneNumber && waitingFor ? { 'aria-describedby': 'verify-waiting' } : {})}
        >
          Verify now
        </Button>
        {!phoneNumber && waitingFor && (
          <Typography id="verify-waiting" variant="body2" color="text.secondary" role="status">
            {waitingFor}
          </Typography>
        )}
        {cancelable && onCancel && (
          <Button onClick={cancel} sx={TOUCH_TARGET}>
            Cancel
          </Button>
        )}
      </Box>
    );
  }

  return (
    <Stack spacing={2}>
      {bannerVisible && (
        <Alert severity="info" role="status">
          <AlertTitle>Incoming Verification Call</AlertTitle>
          <div>Calling {formatPhone(calling)}</div>
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
        <TextBox
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
        <Button onClick={cancel} disabled={verifying.busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!code || verifying.busy}>
          {verifying.busy ? busy.verifying : 'Verify Code'}
        </Button>
      </Box>
    </Stack>
  );
}
