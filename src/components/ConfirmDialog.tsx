import type { ReactNode } from 'react';
import { Dialog } from './onDemand';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DialogProps } from '@mui/material/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Names the title and text elements (`<id>-title`, `<id>-text`) the dialog is labelled by. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Closing without choosing (Escape, the backdrop): the safe choice. */
  onClose: () => void;
  /** The choices, the safe one with `autoFocus`. */
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

/** A question asked before something that cannot be taken back: a title, a sentence, the choices. */
export function ConfirmDialog({
  open,
  id,
  title,
  text,
  onClose,
  children,
  maxWidth,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      {...(maxWidth ? { maxWidth } : {})}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{children}</DialogActions>
    </Dialog>
  );
}
