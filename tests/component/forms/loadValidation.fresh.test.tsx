/**
 * The forms' validation (AJV and RJSF's AJV validator) loads on a form's first use, not with the form
 * (src/forms/loadValidation.ts): a form renders and takes input without it, the first focus, pointer
 * or key starts loading it, and a check asked for before it arrived gives, once it has, exactly what
 * it gives with it loaded. Each test has a fresh module graph, so nothing was loaded by an earlier one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { BlockField, BlockSettings } from '../../../src/core/types';

/** Which of AJV's entry points the page has imported so far (set by the mocks' factories). */
const imported = { ajv: false, rjsfValidator: false };
/** The module as it is (AJV is CommonJS: its namespace is the class, with `default` on it). */
const asModule = (module: object) => ({
  ...module,
  default: 'default' in module ? module.default : module,
});
vi.mock('ajv', async (original) => {
  imported.ajv = true;
  return asModule(await original<object>());
});
vi.mock('@rjsf/validator-ajv8', async (original) => {
  imported.rjsfValidator = true;
  return asModule(await original<object>());
});

const fields: BlockField[] = [
  {
    key: 'zip',
    label: 'Zip code',
    type: 'text',
    required: true,
    validation: { pattern: '^[0-9]{5}$', max_length: 5 },
  },
  { key: 'name', label: 'Name', type: 'text', validation: { max_length: 20 } },
];

/** The layer as a page would import it, from a fresh module graph. */
async function freshLayer() {
  vi.resetModules();
  imported.ajv = false;
  imported.rjsfValidator = false;
  const [{ SchemaForm }, { fieldsToSchema }, loader] = await Promise.all([
    import('../../../src/forms/SchemaForm'),
    import('../../../src/forms/fieldsToSchema'),
    import('../../../src/forms/loadValidation'),
  ]);
  const { schema, uiSchema } = fieldsToSchema(fields);
  const onSubmit = vi.fn();
  const Form = ({
    data = {},
    form = schema,
    ui = uiSchema,
  }: {
    data?: BlockSettings;
    form?: RJSFSchema;
    ui?: UiSchema;
  }) => (
    <SchemaForm<BlockSettings>
      schema={form}
      uiSchema={ui}
      formData={data}
      onSubmit={onSubmit}
      submitLabel="Save"
    />
  );
  return { Form, schema, uiSchema, onSubmit, loader };
}

const loaded = () => imported.ajv || imported.rjsfValidator;

describe('the validation loads on first use', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('a form renders whole, takes input and reports it without AJV', async () => {
    const { Form, loader } = await freshLayer();
    render(<Form />);
    const zip = screen.getByLabelText(/Zip code/);
    fireEvent.change(zip, { target: { value: '1' } });
    expect(zip).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(loaded()).toBe(false);
    expect(loader.validationNow()).toBeNull();
  });

  it("a form's first focus starts loading it", async () => {
    const { Form, loader } = await freshLayer();
    render(<Form />);
    expect(loaded()).toBe(false);
    screen.getByLabelText(/Zip code/).focus();
    await waitFor(() => expect(loader.validationNow()).not.toBeNull());
    expect(imported.ajv && imported.rjsfValidator).toBe(true);
  });

  it('a field left before it arrived shows, once it has, the error it shows with it loaded', async () => {
    const { Form } = await freshLayer();
    // Change and blur events alone (no focus, pointer or key): the check itself must wait for it.
    const { unmount } = render(<Form />);
    const zip = screen.getByLabelText(/Zip code/);
    fireEvent.change(zip, { target: { value: '12' } });
    fireEvent.blur(zip);
    expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    const deferred = document.getElementById(`${zip.id}__error`)?.textContent;
    unmount();

    // The same with the validation already loaded: the error shows at once, word for word the same.
    const user = userEvent.setup();
    render(<Form />);
    const again = screen.getByLabelText(/Zip code/);
    await user.type(again, '12');
    await user.tab();
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${again.id}__error`)?.textContent).toBe(deferred);
    expect(deferred).toBeTruthy();
  });

  it('a submit before it arrived waits for it: errors shown, or the values submitted once', async () => {
    const { Form, onSubmit } = await freshLayer();
    const { unmount } = render(<Form />);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save); // a click alone (no pointerdown): the submit itself asks for it
    await waitFor(() =>
      expect(screen.getByLabelText(/Zip code/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/Zip code/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    const next = await freshLayer();
    render(<next.Form data={{ zip: '10001' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(next.onSubmit).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(next.onSubmit).toHaveBeenCalledTimes(1);
    expect(next.onSubmit).toHaveBeenCalledWith({ zip: '10001' });
  });

  it('a schema RJSF resolves with its validator (oneOf) holds its place until it has loaded', async () => {
    const { Form, schema, uiSchema } = await freshLayer();
    const branching: RJSFSchema = {
      ...schema,
      properties: {
        ...schema.properties,
        unit: {
          title: 'Unit',
          oneOf: [
            { const: 'c', title: 'C' },
            { const: 'f', title: 'F' },
          ],
        },
      },
    };
    const order = [...((uiSchema['ui:order'] as string[] | undefined) ?? []), 'unit'];
    render(<Form form={branching} ui={{ ...uiSchema, 'ui:order': order }} />);
    expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Zip code/)).toBeNull();
    expect(await screen.findByLabelText(/Zip code/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading...')).toBeNull();
  });
});

describe("RJSF's allOf merge comes with the validation (the build's stand-in, src/vendor/rjsf/allOfMerge.ts)", () => {
  const schema: RJSFSchema = {
    type: 'object',
    allOf: [
      { properties: { city: { type: 'string', title: 'City' } } },
      { properties: { zip: { type: 'string', title: 'Zip', maxLength: 5 } }, required: ['zip'] },
    ],
  };

  it('a schema with allOf waits for it; before, the stand-in says so; after, it merges as RJSF does', async () => {
    const { loader } = await freshLayer();
    const { default: standIn } = await import('../../../src/vendor/rjsf/allOfMerge');
    expect(loader.needsValidatorToRender(schema)).toBe(true);
    expect(() => standIn(schema)).toThrow(
      'forms: RJSF merged an allOf before the validation loaded',
    );
    await loader.loadValidation();
    const { default: real } = await import('@rjsf/utils/lib/schema/shallowAllOfMerge.js');
    expect(standIn(schema)).toEqual(real(schema));
    expect(standIn(schema)).toMatchObject({
      properties: { city: { title: 'City' }, zip: { maxLength: 5 } },
      required: ['zip'],
    });
  });
});
