import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
    <ConfirmDialog
      open={open}
      id="disconnect"
      title={notices.disconnectTitle(provider)}
      text={notices.disconnectSkips(blockNames, provider)}
      onClose={onCancel}
    >
      <Button onClick={onCancel} autoFocus>
        Cancel
      </Button>
      <Button color="error" variant="outlined" onClick={onConfirm}>
        Disconnect
      </Button>
    </ConfirmDialog>
  );
}
