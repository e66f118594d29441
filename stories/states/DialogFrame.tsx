import { Button, DialogContent, DialogTitle, Paper } from '@mui/material';
import type { BlockSettings, Integration } from '../../src/core/types';
import { BlockConfigForm } from '../../src/forms/BlockConfigForm';
import type { FieldErrors } from '../../src/forms/validation';

export interface DialogFrameProps {
  name: string;
  config: unknown;
  integrations?: Integration[];
  busy?: boolean;
  initialErrors?: FieldErrors;
  onSave: (settings: BlockSettings) => void;
  onCancel: () => void;
  onConnectIntegration?: (provider: string) => void;
  /** Unique per frame on a page of several. */
  id: string;
  /** Save only once something changed (as the app's dialog does). */
  guardUnsaved?: boolean;
}

/** A configure dialog's paper drawn in the page (not as a modal), so many can sit side by side. */
export function DialogFrame({
  name,
  config,
  integrations = [],
  busy = false,
  initialErrors,
  onSave,
  onCancel,
  onConnectIntegration,
  id,
  guardUnsaved = true,
}: DialogFrameProps) {
  return (
    <Paper elevation={8} role="dialog" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Configure {name}</DialogTitle>
      <DialogContent>
        <BlockConfigForm
          id={id}
          config={config}
          onSubmit={onSave}
          busy={busy}
          guardUnsaved={guardUnsaved}
          {...(initialErrors ? { initialErrors } : {})}
          formContext={{ integrations, ...(onConnectIntegration ? { onConnectIntegration } : {}) }}
        >
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </BlockConfigForm>
      </DialogContent>
    </Paper>
  );
}
