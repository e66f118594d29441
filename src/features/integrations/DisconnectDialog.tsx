import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { notices } from '../../core/messages';

export interface DisconnectDialogProps {
  open: boolean;
  /** The provider's name ("Google Calendar"). */
  provider: string;
  /** The names of the routine blocks that need it, one per block. */
  blockNames: readonly string[];
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked before disconnecting a provider that routine blocks use: says those blocks will be skipped
 * in the wake-up calls until it is reconnected. Cancel has the focus (the safe choice); Escape cancels.
 */
export function DisconnectDialog({
  open,
  provider,
  blockNames,
  onCancel,
  onConfirm,
}: DisconnectDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="disconnect-title"
      aria-describedby="disconnect-text"
    >
      <DialogTitle id="disconnect-title">{notices.disconnectTitle(provider)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="disconnect-text">
          {notices.disconnectSkips(blockNames, provider)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="outlined" onClick={onConfirm}>
          Disconnect
        </Button>
      </DialogActions>
    </Dialog>
  );
}
