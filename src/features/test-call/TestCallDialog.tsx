import Button from '@mui/material/Button';
import { Dialog } from '../../components/onDemand';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAtomValue } from 'jotai';
import { errors, success } from '../../core/messages';
import { nextCallDayAtom, testCallAtom } from '../../state/calls';
import { profileAtom } from '../../state/profile';
import { scheduleAtom } from '../../state/schedule';
import { CallerLine } from '../../components/CallerLine';
import { usePhoneInProse } from '../../components/usePhoneInProse';
import { confirmPrompt } from '../../core/wakeUp';
import { useAction } from '../../state/useAction';

const callTexts = { success: success.testCallInitiated, error: errors.testCall };

export interface TestCallDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Confirms the number and what the call will say, then places the test call. */
export default function TestCallDialog({ open, onClose }: TestCallDialogProps) {
  const profile = useAtomValue(profileAtom);
  const phoneInProse = usePhoneInProse();
  const day = useAtomValue(nextCallDayAtom);
  const schedule = useAtomValue(scheduleAtom);
  const calling = useAction(testCallAtom, callTexts);
  const call = async () => {
    if ((await calling.run()).ok) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="test-call-title"
      aria-describedby="test-call-text"
    >
      <DialogTitle id="test-call-title">Make Test Call</DialogTitle>
      <DialogContent>
        <DialogContentText id="test-call-text">
          We will call {profile ? phoneInProse(profile.phone_number) : ''} now and play your
          routine, exactly as {day} wake-up call will sound.
        </DialogContentText>
        <CallerLine sx={{ mt: 1.5 }} />
        {schedule && (
          <DialogContentText sx={{ mt: 1.5 }}>
            On your wake-up call: {confirmPrompt(schedule)}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={calling.busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void call()} disabled={calling.busy}>
          {calling.busy ? 'Calling...' : 'Call Me'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
