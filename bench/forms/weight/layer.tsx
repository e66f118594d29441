/** The forms benchmark's page with the Daybreak layer only (bench/formsWeight.ts weighs it). */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { BlockSettings } from '../../../src/core/types';
import { lightTheme } from '../../../src/app/theme';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { sixFields } from '../fixtures';

function Layer() {
  const { schema, uiSchema } = fieldsToSchema(sixFields);
  const [data, setData] = useState<BlockSettings>({ use_celsius: false });
  return (
    <SchemaForm<BlockSettings>
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      onChange={setData}
      onSubmit={() => undefined}
      submitLabel="Save"
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={lightTheme}>
    <CssBaseline />
    <Layer />
  </ThemeProvider>,
);
