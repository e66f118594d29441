import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { BlockSettings } from '../core/types';
import type { ReadConfig } from '../core/fields/readBlockConfig';
import type { FormsContext } from './context';
import { fieldsToSchema } from './fieldsToSchema';
import { FormErrorBoundary } from './FormErrorBoundary';
import { SchemaForm } from './SchemaForm';
import type { FieldErrors } from './validation';

export interface BlockConfigFormProps {
  /**
   * The answer of GET /api/call-blocks/user/{id}/config/ as read where it entered the client
   * (`readBlockConfig`: checked, defaults merged), or why it can't be shown.
   */
  config: ReadConfig;
  onSubmit: (settings: BlockSettings) => void;
  /** Hears the values as they change (the catalogue's playground shows what the server would say). */
  onChange?: (settings: BlockSettings) => void;
  /** Told why a payload could not be shown. */
  onInvalid?: (reason: string) => void;
  busy?: boolean;
  submitLabel?: string;
  children?: ReactNode;
  formContext?: FormsContext;
  id?: string;
  /** Keep the user's work: Save only when something changed; closing or leaving asks first. */
  guardUnsaved?: boolean;
  /** Errors to show from the start, keyed by field (stories; a server's answer). */
  initialErrors?: FieldErrors;
  /** The server's refusal of the last save, under its fields (see SchemaForm's `serverErrors`). */
  serverErrors?: FieldErrors;
}

/** A block's configure form, rendered from its `schema.fields`; a malformed payload shows why instead. */
export function BlockConfigForm({
  config,
  onSubmit,
  onChange,
  onInvalid,
  busy,
  submitLabel = 'Save',
  children,
  formContext,
  id,
  guardUnsaved = false,
  initialErrors,
  serverErrors,
}: BlockConfigFormProps) {
  const reason = config.ok ? null : config.reason;
  useEffect(() => {
    if (reason) onInvalid?.(reason);
  }, [reason, onInvalid]);

  // Why it can't be shown, and the way out the caller gave (the dialog's Cancel).
  if (!config.ok) {
    return (
      <>
        <Alert severity="error">
          This block&apos;s settings can&apos;t be shown: {config.reason}
        </Alert>
        {children && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>{children}</Box>
        )}
      </>
    );
  }
  // One values object per payload: the form starts from it and compares against it.
  const { fields, settings: formData } = config.value;
  const { schema, uiSchema } = fieldsToSchema(fields);
  return (
    <FormErrorBoundary {...(onInvalid ? { onError: onInvalid } : {})}>
      <SchemaForm<BlockSettings>
        {...(id ? { id } : {})}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        {...(guardUnsaved ? { savedData: formData } : {})}
        {...(initialErrors ? { initialErrors } : {})}
        {...(serverErrors ? { serverErrors } : {})}
        onSubmit={onSubmit}
        {...(onChange ? { onChange } : {})}
        submitLabel={submitLabel}
        busy={busy ?? false}
        {...(formContext ? { formContext } : {})}
      >
        {children}
      </SchemaForm>
    </FormErrorBoundary>
  );
}
