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
import { settingsSchema } from '../../src/core/fields/settingsSchema';
import { fieldsToSchema } from '../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../src/forms/SchemaForm';
import { fieldsToSchema as fieldsToSchemaBefore } from '@before/forms/fieldsToSchema';
import { SchemaForm as SchemaFormBefore } from '@before/forms/SchemaForm';
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

export type Variant = 'before' | 'layer' | 'raw' | 'hand';

// The layer to compare with: src/forms of BENCH_BEFORE_REF, from git (bench/forms.ts).
function Before({ size }: { size: Size }) {
  const { schema, uiSchema } = fieldsToSchemaBefore(formsBySize[size]);
  const [data, setData] = useState<BlockSettings>({ use_celsius: false });
  return (
    <SchemaFormBefore<BlockSettings>
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      onChange={setData}
      onSubmit={() => undefined}
      submitLabel="Save"
    />
  );
}

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
      variant === 'before' ? (
        <Before size={size} />
      ) : variant === 'layer' ? (
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
  /**
   * Times the next `type` event from when the browser stamped it to the paint after it — or, with
   * `newErrors`, to the paint that first shows different errors than before it (however many frames
   * later: a form that renders its errors in a later frame is timed to that frame).
   */
  arm(type: string, newErrors = false) {
    const before = bench.errorSignature();
    bench.pending = new Promise<number>((resolve) => {
      window.addEventListener(
        type,
        (event) => {
          const t0 = event.timeStamp;
          const frame = () =>
            requestAnimationFrame(() => {
              if (newErrors && bench.errorSignature() === before && performance.now() - t0 < 5000) {
                frame();
                return;
              }
              setTimeout(() => resolve(performance.now() - t0), 0);
            });
          frame();
        },
        { once: true, capture: true },
      );
    });
  },
  result: () => bench.pending,
  compiles: () => compiles,
  errorsShown: () => document.querySelectorAll('.Mui-error').length,
  /** What the errors on screen say, to see when they change. */
  errorSignature: () =>
    Array.from(document.querySelectorAll('.Mui-error'), (e) => e.textContent).join('|'),
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
