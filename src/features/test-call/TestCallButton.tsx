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
import { errors, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { nextCallDayAtom, testCallAtom } from '../../state/calls';
import { profileAtom } from '../../state/profile';
import { scheduleAtom } from '../../state/schedule';
import { usePhoneInProse } from '../../components/usePhoneInProse';
import { confirmPrompt } from '../../core/wakeUp';
import { useAction } from '../../state/useAction';

const callTexts = { success: success.testCallInitiated, error: errors.testCall };

/** 'Make Test Call': needs a phone number on the profile; confirms, then places the call. */
export function TestCallButton() {
  const profile = useAtomValue(profileAtom);
  const phoneInProse = usePhoneInProse();
  const day = useAtomValue(nextCallDayAtom);
  const schedule = useAtomValue(scheduleAtom);
  const [open, setOpen] = useState(false);
  const calling = useAction(testCallAtom, callTexts);

  const start = () => {
    if (!profile?.phone_number) {
      notify.error(errors.phoneMissingForTestCall);
      return;
    }
    setOpen(true);
  };
  const call = async () => {
    if ((await calling.run()).ok) setOpen(false);
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
            We will call {profile ? phoneInProse(profile.phone_number) : ''} now and play your
            routine, exactly as {day} wake-up call will sound.
          </DialogContentText>
          {schedule && (
            <DialogContentText sx={{ mt: 1.5 }}>
              On your wake-up call: {confirmPrompt(schedule)}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={calling.busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void call()} disabled={calling.busy}>
            {calling.busy ? 'Calling...' : 'Call Me'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
