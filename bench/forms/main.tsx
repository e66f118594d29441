/**
 * The benchmark page (built for production by bench/forms.ts): mounts one form at a time — the Daybreak
 * layer, raw @rjsf/mui, or the hand-written floor — and times what the runner does to it.
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import Ajv from 'ajv';
import RawForm from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { BlockSettings } from '../../src/core/types';
import { lightTheme } from '../../src/app/theme';
import { settingsSchema } from '../../src/core/fields/fieldsToSchema';
import { fieldsToSchema } from '../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../src/forms/SchemaForm';
import { formsBySize, type Size } from './fixtures';
import { HandForm } from './HandForm';

// Count real AJV compilations (a cached schema is not compiled again); every instance shares the class.
let compiles = 0;
const proto = Ajv.prototype as unknown as { _compileSchemaEnv: (...args: unknown[]) => unknown };
const compileEnv = proto._compileSchemaEnv;
proto._compileSchemaEnv = function (this: unknown, ...args: unknown[]) {
  compiles += 1;
  return compileEnv.apply(this, args);
};

export type Variant = 'layer' | 'raw' | 'hand';

function Layer({ size }: { size: Size }) {
  const fields = formsBySize[size];
  const { schema, uiSchema } = fieldsToSchema(fields);
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

// Raw RJSF as a team would write it: the same schema, the MUI theme, validation on blur.
function Raw({ size }: { size: Size }) {
  const schema = settingsSchema(formsBySize[size]);
  const [data, setData] = useState<BlockSettings>({ use_celsius: false });
  return (
    <RawForm
      schema={schema as object}
      formData={data}
      validator={validator}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      onChange={(e) => setData(e.formData as BlockSettings)}
    />
  );
}

let root: Root | null = null;
const host = document.getElementById('root') as HTMLElement;
const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

const bench = {
  /** Mounts a variant and resolves with the time to its first paint. */
  async mount(variant: Variant, size: Size): Promise<number> {
    bench.unmount();
    await afterPaint();
    root = createRoot(host);
    const t0 = performance.now();
    const form =
      variant === 'layer' ? (
        <Layer size={size} />
      ) : variant === 'raw' ? (
        <Raw size={size} />
      ) : (
        <HandForm fields={formsBySize[size]} onSubmit={() => undefined} />
      );
    root.render(
      <ThemeProvider theme={lightTheme}>
        <CssBaseline />
        {form}
      </ThemeProvider>,
    );
    return (await afterPaint()) - t0;
  },
  unmount() {
    root?.unmount();
    root = null;
  },
  pending: null as Promise<number> | null,
  /** Times the next `type` event from when the browser stamped it to the paint after it. */
  arm(type: string) {
    bench.pending = new Promise<number>((resolve) => {
      window.addEventListener(
        type,
        (event) => {
          const t0 = event.timeStamp;
          void afterPaint().then((t1) => resolve(t1 - t0));
        },
        { once: true, capture: true },
      );
    });
  },
  result: () => bench.pending,
  compiles: () => compiles,
  errorsShown: () => document.querySelectorAll('.Mui-error').length,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
