import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { BlockField, BlockSettings, Integration } from '../../src/core/types';
import { defaultSettings } from '../../src/core/fields/fieldsToSchema';
import { fieldsToSchema } from '../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../src/forms/SchemaForm';

export interface FieldHarnessProps {
  field: BlockField;
  /** The field's current value; omit for an empty field (its default applies if it has one). */
  value?: string | number | boolean;
  disabled?: boolean;
  readonly?: boolean;
  integrations?: Integration[];
  onSubmit: (settings: BlockSettings) => void;
  onConnectIntegration?: (provider: string) => void;
}

/** One block field rendered through the real layer (fieldsToSchema + SchemaForm), with defaults filled in as the configure dialog does. */
export function FieldHarness({
  field,
  value,
  disabled = false,
  readonly = false,
  integrations,
  onSubmit,
  onConnectIntegration,
}: FieldHarnessProps) {
  const { schema, uiSchema } = fieldsToSchema([field]);
  const [data, setData] = useState<BlockSettings>(() => ({
    ...defaultSettings([field]),
    ...(value === undefined ? {} : { [field.key]: value }),
  }));
  const [submitted, setSubmitted] = useState<BlockSettings | null>(null);
  return (
    <Box sx={{ maxWidth: 420 }}>
      <SchemaForm<BlockSettings>
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={(settings) => {
          setSubmitted(settings);
          onSubmit(settings);
        }}
        submitLabel="Save"
        disabled={disabled}
        readonly={readonly}
        formContext={{
          integrations: integrations ?? [],
          ...(onConnectIntegration ? { onConnectIntegration } : {}),
        }}
      />
      {submitted && (
        <Typography role="status" sx={{ mt: 2 }}>
          Saved: {JSON.stringify(submitted)}
        </Typography>
      )}
    </Box>
  );
}
