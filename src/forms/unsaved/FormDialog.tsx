import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { Dialog } from '../../components/onDemand';
import type { ButtonProps } from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import { UnsavedChangesContext, type UnsavedChangesScope } from './context';
import { DiscardDialog } from './DiscardDialog';

export type FormDialogProps = Omit<DialogProps, 'onClose'> & { onClose: () => void };

/**
 * A dialog around a form that keeps the user's work: closing it (Escape, the backdrop, or a
 * FormDialogCancel) while its SchemaForm holds unsaved changes asks to discard or keep editing.
 * A drop-in for MUI's Dialog.
 */
export function FormDialog({ onClose, children, ...props }: FormDialogProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const scope = useMemo<UnsavedChangesScope>(
    () => ({ setDirty: (value) => void (dirty.current = value), requestClose }),
    [requestClose],
  );
  return (
    <UnsavedChangesContext.Provider value={scope}>
      <Dialog {...props} onClose={requestClose}>
        {children}
      </Dialog>
      <DiscardDialog
        open={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </UnsavedChangesContext.Provider>
  );
}

/** The dialog's Cancel: closes the FormDialog around it, asking first when changes are unsaved. */
export function FormDialogCancel({ children = 'Cancel', ...props }: ButtonProps) {
  const scope = useContext(UnsavedChangesContext);
  return (
    <Button {...props} onClick={() => scope?.requestClose()}>
      {children}
    </Button>
  );
}
