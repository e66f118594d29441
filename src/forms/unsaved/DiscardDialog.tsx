import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface DiscardDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** "Discard changes?" — asked before unsaved work is thrown away. Keep editing is the safe default. */
export function DiscardDialog({ open, onKeepEditing, onDiscard }: DiscardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      id="discard"
      title="Discard changes?"
      text="You have changes that are not saved. Discard them, or keep editing to save them."
      onClose={onKeepEditing}
      maxWidth="xs"
    >
      <Button onClick={onDiscard} color="error">
        Discard
      </Button>
      <Button onClick={onKeepEditing} variant="contained" autoFocus>
        Keep editing
      </Button>
    </ConfirmDialog>
  );
}
