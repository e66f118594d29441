import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export interface DiscardDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** "Discard changes?" — asked before unsaved work is thrown away. Keep editing is the safe default. */
export function DiscardDialog({ open, onKeepEditing, onDiscard }: DiscardDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onKeepEditing}
      aria-labelledby="discard-title"
      aria-describedby="discard-text"
      maxWidth="xs"
    >
      <DialogTitle id="discard-title">Discard changes?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">
          You have changes that are not saved. Discard them, or keep editing to save them.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          Discard
        </Button>
        <Button onClick={onKeepEditing} variant="contained" autoFocus>
          Keep editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
