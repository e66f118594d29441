import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export interface TestCallDialogProps {
  open: boolean;
  /** The number called, as the user reads it. */
  phone: string;
  /** Whose call it sounds like: 'tomorrow's', 'Monday's'… */
  day: string;
  /** What the wake-up call asks (the schedule's confirm prompt), if the schedule is known. */
  prompt: string | null;
  busy: boolean;
  onClose: () => void;
  onCall: () => void;
}

/** 'Make Test Call' confirmation: who is called and what they hear; Cancel or Call Me. */
export function TestCallDialog({
  open,
  phone,
  day,
  prompt,
  busy,
  onClose,
  onCall,
}: TestCallDialogProps) {
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
          We will call {phone} now and play your routine, exactly as {day} wake-up call will sound.
        </DialogContentText>
        {prompt && (
          <DialogContentText sx={{ mt: 1.5 }}>On your wake-up call: {prompt}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onCall} disabled={busy}>
          {busy ? 'Calling...' : 'Call Me'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
