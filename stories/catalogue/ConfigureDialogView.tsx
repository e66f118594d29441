import { Button, Dialog, DialogContent, DialogTitle, Paper } from '@mui/material';
import type { BlockSettings, Integration } from '../../src/core/types';
import { BlockConfigForm } from '../../src/forms/BlockConfigForm';

export interface ConfigureDialogViewProps {
  name: string;
  config: unknown;
  integrations?: Integration[];
  onSave: (settings: BlockSettings) => void;
  onCancel: () => void;
  onInvalid?: (reason: string) => void;
  onConnectIntegration?: (provider: string) => void;
  /** Render the dialog's paper in the page instead of as a modal (the playground shows it beside the editor). */
  inline?: boolean;
}

/** The configure dialog as designers see it: 'Configure <name>' around the block's fields. */
export function ConfigureDialogView({
  name,
  config,
  integrations = [],
  onSave,
  onCancel,
  onInvalid,
  onConnectIntegration,
  inline = false,
}: ConfigureDialogViewProps) {
  const body = (
    <>
      <DialogTitle id="configure-title">Configure {name}</DialogTitle>
      <DialogContent>
        <BlockConfigForm
          config={config}
          onSubmit={onSave}
          {...(onInvalid ? { onInvalid } : {})}
          formContext={{ integrations, ...(onConnectIntegration ? { onConnectIntegration } : {}) }}
        >
          <Button onClick={onCancel}>Cancel</Button>
        </BlockConfigForm>
      </DialogContent>
    </>
  );
  if (inline) {
    return (
      <Paper elevation={8} role="dialog" aria-labelledby="configure-title">
        {body}
      </Paper>
    );
  }
  return (
    <Dialog
      open
      aria-labelledby="configure-title"
      disablePortal
      fullWidth
      maxWidth="sm"
      transitionDuration={0}
    >
      {body}
    </Dialog>
  );
}
