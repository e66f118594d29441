import { useEffect, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { BlockSettings } from '../core/types';
import { parseBlockConfig } from '../core/fields/parseBlockConfig';
import type { FormsContext } from './context';
import { defaultSettings } from '../core/fields/settingsSchema';
import { fieldsToSchema } from './fieldsToSchema';
import { FormErrorBoundary } from './FormErrorBoundary';
import { SchemaForm } from './SchemaForm';
import type { FieldErrors } from './validation';

export interface BlockConfigFormProps {
  /** The raw answer of GET /api/call-blocks/user/{id}/config/ — checked here before anything renders. */
  config: unknown;
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
  const parsed = useMemo(() => parseBlockConfig(config), [config]);
  // One values object per payload: the form starts from it and compares against it.
  const formData = useMemo(
    () =>
      parsed.ok
        ? { ...defaultSettings(parsed.value.schema.fields), ...parsed.value.current_settings }
        : {},
    [parsed],
  );
  const reason = parsed.ok ? null : parsed.reason;
  useEffect(() => {
    if (reason) onInvalid?.(reason);
  }, [reason, onInvalid]);

  // Why it can't be shown, and the way out the caller gave (the dialog's Cancel).
  if (!parsed.ok) {
    return (
      <>
        <Alert severity="error">
          This block&apos;s settings can&apos;t be shown: {parsed.reason}
        </Alert>
        {children && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>{children}</Box>
        )}
      </>
    );
  }
  const { fields } = parsed.value.schema;
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
