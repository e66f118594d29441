/** The forms benchmark's page with raw @rjsf/mui only (bench/formsWeight.ts weighs it). */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import RawForm from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { BlockSettings } from '../../../src/core/types';
import { lightTheme } from '../../../src/app/theme';
import { settingsSchema } from '../../../src/core/fields/settingsSchema';
import { sixFields } from '../fixtures';

// As in bench/forms/main.tsx: the same schema, the MUI theme, validation on blur.
function Raw() {
  const [data, setData] = useState<BlockSettings>({ use_celsius: false });
  return (
    <RawForm
      schema={settingsSchema(sixFields) as object}
      formData={data}
      validator={validator}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      onChange={(e) => setData(e.formData as BlockSettings)}
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={lightTheme}>
    <CssBaseline />
    <Raw />
  </ThemeProvider>,
);
