import { useState } from 'react';
import Button from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import { useAtomValue } from 'jotai';
import { errors } from '../../core/messages';
import { notify } from '../../components/notify';
import { loadPhoneInProse } from '../../components/usePhoneInProse';
import { profileAtom } from '../../state/profile';
import TestCallDialog from './TestCallDialog';

/** 'Make Test Call': needs a phone number on the profile; confirms, then places the call. */
export function TestCallButton() {
  const profile = useAtomValue(profileAtom);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The dialog writes the number: its phone metadata loads when the user reaches for the button.
  const reach = () => void loadPhoneInProse().catch(() => undefined);

  const start = () => {
    if (!profile?.phone_number) {
      notify.error(errors.phoneMissingForTestCall);
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhoneIcon />}
        onClick={start}
        onPointerEnter={reach}
        onPointerDown={reach}
        onFocus={reach}
      >
        Make Test Call
      </Button>
      {wanted && <TestCallDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
