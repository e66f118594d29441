import { useState } from 'react';
import { Box } from '@mui/material';
import type { BlockField, BlockSettings, Integration } from '../../src/core/types';
import { defaultSettings } from '../../src/core/fields/settingsSchema';
import { fieldsToSchema } from '../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../src/forms/SchemaForm';
import { validateField } from '../../src/forms/validation';

export interface FieldHarnessProps {
  field: BlockField;
  /** The field's current value; omit for an empty field (its default applies if it has one). */
  value?: BlockSettings[string];
  /** As if the user had changed the field and left it: its own errors for the value show on mount. */
  touched?: boolean;
  /** Errors to show on mount whatever the value (e.g. what a server answered). */
  errors?: string[];
  /** Saving: the submit button is disabled and reads 'Saving...'. */
  busy?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  integrations?: Integration[];
  onSubmit: (settings: BlockSettings) => void;
  onConnectIntegration?: (provider: string) => void;
  /** The form's id (prefixes its fields' ids): needed when one page shows the field several times. */
  id?: string;
}

/**
 * One block field rendered through the real layer (fieldsToSchema + SchemaForm), with defaults filled in
 * as the configure dialog does. Its whole state comes from the args, so Docs pages show every state.
 */
export function FieldHarness(props: FieldHarnessProps) {
  // A new state from the args (e.g. the Controls panel) starts the form again.
  const { onSubmit: _s, onConnectIntegration: _c, ...state } = props;
  return <Harness key={JSON.stringify(state)} {...props} />;
}

function Harness({
  field,
  value,
  touched = false,
  errors,
  busy = false,
  disabled = false,
  readonly = false,
  integrations,
  onSubmit,
  onConnectIntegration,
  id,
}: FieldHarnessProps) {
  const { schema, uiSchema } = fieldsToSchema([field]);
  const [data, setData] = useState<BlockSettings>(() => ({
    ...defaultSettings([field]),
    ...(value === undefined ? {} : { [field.key]: value }),
  }));
  const [initialErrors] = useState(() => {
    if (errors?.length) return { [field.key]: errors };
    const found = touched ? validateField(schema, field.key, data[field.key]) : [];
    return found.length ? { [field.key]: found } : {};
  });
  return (
    // Room above the box for its floated label, so the picture shows it whole.
    <Box sx={{ maxWidth: 420, pt: 1 }}>
      <SchemaForm<BlockSettings>
        {...(id ? { id } : {})}
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={onSubmit}
        submitLabel="Save"
        busy={busy}
        disabled={disabled}
        readonly={readonly}
        initialErrors={initialErrors}
        formContext={{
          integrations: integrations ?? [],
          ...(onConnectIntegration ? { onConnectIntegration } : {}),
        }}
      />
    </Box>
  );
}
