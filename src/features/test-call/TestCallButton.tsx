import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { useAtomValue } from 'jotai';
import { errorText } from '../../api/client';
import { api } from '../../api/endpoints';
import { errors, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { profileAtom } from '../../state/dashboard';

/** 'Make Test Call': needs a phone number on the profile; confirms, then places the call. */
export function TestCallButton() {
  const profile = useAtomValue(profileAtom);
  const [open, setOpen] = useState(false);
  const [calling, setCalling] = useState(false);

  const start = () => {
    if (!profile?.phone_number) {
      notify.error(errors.phoneMissingForTestCall);
      return;
    }
    setOpen(true);
  };
  const call = async () => {
    setCalling(true);
    try {
      await api.testCall();
      notify.success(success.testCallInitiated);
      setOpen(false);
    } catch (error) {
      notify.error(errorText(error, errors.testCall));
    } finally {
      setCalling(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PhoneIcon />} onClick={start}>
        Make Test Call
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="test-call-title"
        aria-describedby="test-call-text"
      >
        <DialogTitle id="test-call-title">Make Test Call</DialogTitle>
        <DialogContent>
          <DialogContentText id="test-call-text">
            We will call {profile?.phone_number} now and play your routine, exactly as
            tomorrow&apos;s wake-up call will sound.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={calling}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void call()} disabled={calling}>
            {calling ? 'Calling...' : 'Call Me'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
