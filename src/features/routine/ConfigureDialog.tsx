import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlockSettings, Integration } from '../../core/types';
import { loading } from '../../core/messages';
import { useInlineError } from '../../components/notify';
import { BlockConfigForm } from '../../forms/BlockConfigForm';
import { FormDialog, FormDialogCancel } from '../../forms/unsaved/FormDialog';
import type { FieldErrors } from '../../forms/validation';
import type { ConfigLoad } from '../../state/blockConfig';

export interface ConfigureDialogProps {
  /** The block's name: the title reads 'Configure <name>'. */
  name: string;
  /** The configuration as loaded so far (GET /api/call-blocks/user/{id}/config/). */
  config: ConfigLoad;
  integrations?: Integration[] | null;
  saving?: boolean;
  onSave: (settings: BlockSettings) => void;
  /** Hears the values as they change (the catalogue's playground). */
  onChange?: (settings: BlockSettings) => void;
  onClose: () => void;
  onConnectIntegration?: (provider: string) => void;
  /** Asks for the configuration again after a failed load (a Retry button beside Close). */
  onRetry?: () => void;
  /** Told why a malformed payload could not be shown. */
  onInvalid?: (reason: string) => void;
  /** Prefix of the dialog's element ids. */
  id?: string;
  /** Lays the dialog's paper in the page instead of over it (the catalogue's States pages and playground). */
  inline?: boolean;
  /**
   * Keeps the user's work (default): Save only once something changed; closing with unsaved changes
   * (Escape, the backdrop, Cancel) asks to discard or keep editing.
   */
  guardUnsaved?: boolean;
  /** Errors to show from the start, keyed by setting (the catalogue's states). */
  initialErrors?: FieldErrors;
  /** The server's refusal of the last save, under the settings it names. */
  serverErrors?: FieldErrors;
  /** What the block says of its language, to a user whose call language it does not speak. */
  languageNote?: string | null;
}

/** 'Configure <name>': the block's fields rendered from its schema through the shared forms layer. */
export function ConfigureDialog({
  name,
  config,
  integrations = null,
  saving = false,
  onSave,
  onChange,
  onClose,
  onConnectIntegration,
  onRetry,
  onInvalid,
  id = 'configure',
  inline = false,
  guardUnsaved = true,
  initialErrors,
  serverErrors,
  languageNote = null,
}: ConfigureDialogProps) {
  const titleId = `${id}-title`;
  // The failure is on screen: the same text is not toasted as well.
  useInlineError(config.state === 'failed' ? config.message : null);
  // Inline there is no dialog to close (nor a FormDialog to ask): Cancel is a plain button.
  const cancel = inline ? (
    <Button onClick={onClose} disabled={saving}>
      Cancel
    </Button>
  ) : (
    <FormDialogCancel disabled={saving} />
  );
  const body = (
    <>
      <DialogTitle id={titleId}>Configure {name}</DialogTitle>
      <DialogContent>
        {languageNote && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {languageNote}
          </Alert>
        )}
        {config.state === 'loading' && (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{loading.configuration}</Typography>
          </Stack>
        )}
        {config.state === 'failed' && (
          <>
            <Alert severity="error">{config.message}</Alert>
            <Actions>
              <Button onClick={onClose}>Close</Button>
              {onRetry && (
                <Button variant="contained" onClick={onRetry}>
                  Retry
                </Button>
              )}
            </Actions>
          </>
        )}
        {config.state === 'ready' && (
          <BlockConfigForm
            id={id}
            config={config.config}
            onSubmit={onSave}
            {...(onChange ? { onChange } : {})}
            {...(onInvalid ? { onInvalid } : {})}
            busy={saving}
            guardUnsaved={guardUnsaved}
            {...(initialErrors ? { initialErrors } : {})}
            {...(serverErrors ? { serverErrors } : {})}
            formContext={{
              integrations,
              ...(onConnectIntegration ? { onConnectIntegration } : {}),
            }}
          >
            {cancel}
          </BlockConfigForm>
        )}
      </DialogContent>
    </>
  );
  if (inline) {
    return (
      <Paper elevation={8} role="dialog" aria-labelledby={titleId}>
        {body}
      </Paper>
    );
  }
  return (
    <FormDialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {body}
    </FormDialog>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      {children}
    </Stack>
  );
}
