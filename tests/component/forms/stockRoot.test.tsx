/**
 * The guard on the layer's fast root (RootField renders a flat form's fields itself, not through
 * RJSF's ObjectField): every form of the app and of the catalogue's field stories is rendered both
 * ways — the layer's root, and RJSF's own ObjectField (`formContext.stockRoot`) — and must show the
 * same fields, values, errors and submitted data, at rest, after a save and after clearing each
 * field. An RJSF upgrade that changes what ObjectField does, and so breaks the fast path, fails here.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { blocks } from '../../../server/blocks';
import scheduleUi from '../../../schemas/schedule.ui.json';
import profileUi from '../../../schemas/profile.ui.json';
import { defaultSettings } from '../../../src/core/fields/settingsSchema';
import { profileSchema, scheduleSchema } from '../../../src/core/schemas.gen';
import type { BlockField } from '../../../src/core/types';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { loadValidation } from '../../../src/forms/loadValidation';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { profile, schedule } from '../../fixtures/api';

interface FormCase {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: Record<string, unknown>;
}

const storyModules = import.meta.glob<Record<string, unknown>>(
  '../../../stories/forms/*.stories.tsx',
  {
    eager: true,
  },
);

/** Every field a field story shows (its meta's field, and each story's own). */
function storyFields(): BlockField[] {
  const fields = new Map<string, BlockField>();
  for (const [file, module] of Object.entries(storyModules)) {
    const meta = module.default as { args?: { field?: BlockField } } | undefined;
    const stories = Object.entries(module).filter(([name]) => name !== 'default');
    for (const [name, story] of [['meta', meta] as const, ...stories]) {
      const field = (story as { args?: { field?: BlockField } } | undefined)?.args?.field;
      if (field && typeof field === 'object' && 'key' in field)
        fields.set(`${file.split('/').pop()}:${name}`, field);
    }
  }
  return [...fields.values()];
}

function blockCase(name: string, fields: readonly BlockField[]): FormCase {
  const { schema, uiSchema } = fieldsToSchema([...fields]);
  return { name, schema: schema as RJSFSchema, uiSchema, data: { ...defaultSettings(fields) } };
}

const cases: FormCase[] = [
  ...blocks.map((b) => blockCase(`block ${b.id}`, b.fields)),
  ...storyFields().map((f, i) => blockCase(`field story ${i + 1} (${f.type} ${f.key})`, [f])),
  {
    name: 'schedule',
    schema: scheduleSchema as unknown as RJSFSchema,
    uiSchema: scheduleUi as UiSchema,
    data: { ...schedule },
  },
  {
    name: 'profile',
    schema: profileSchema as unknown as RJSFSchema,
    uiSchema: profileUi as UiSchema,
    data: { ...profile },
  },
];

/** What a person sees and what the form holds: its text, and each control's id, value and state. */
function seen(container: HTMLElement): string[] {
  const controls = [...container.querySelectorAll('input, textarea, button')].map((el) => {
    const input = el as HTMLInputElement;
    const state =
      input.type === 'checkbox' || input.type === 'radio' ? String(input.checked) : input.value;
    return [
      el.tagName,
      el.id,
      state,
      el.getAttribute('aria-invalid') ?? '',
      el.getAttribute('aria-pressed') ?? '',
      el.getAttribute('aria-describedby') ?? '',
    ].join('|');
  });
  // React's generated ids (useId: "_r_6_") count renders, not what is shown.
  const text = [(container.textContent ?? '').replace(/\s+/g, ' ').trim(), ...controls];
  return text.map((line) => line.replace(/_r_[0-9a-z]+_/g, '_r_'));
}

/** Renders the form, saves it, then clears each text box in turn and saves again: what was seen at each step. */
async function walk(form: FormCase, stockRoot: boolean) {
  const onSubmit = vi.fn();
  const { container } = render(
    <SchemaForm
      id="guard"
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={form.data}
      onSubmit={onSubmit}
      submitLabel="Save"
      formContext={{ stockRoot, integrations: [] }}
    />,
  );
  // A lazily loaded widget (the phone field) in place, not its placeholder, before anything is compared.
  await waitFor(() => expect(container.querySelector('.MuiSkeleton-root')).toBeNull());
  const steps: string[][] = [seen(container)];
  const save = async () => {
    fireEvent.click(container.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => undefined);
    steps.push(
      seen(container),
      onSubmit.mock.calls.map((c) => JSON.stringify(c[0])),
    );
  };
  await save();
  const boxes = [...container.querySelectorAll('input[type="text"], input:not([type]), textarea')];
  for (const box of boxes) {
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    await save();
  }
  cleanup();
  return steps;
}

describe("the layer's root and RJSF's ObjectField render the same forms", () => {
  // Both ways with the validation already loaded (a submit before it arrives waits for it: timing,
  // not what either root shows; see loadValidation.fresh.test.tsx).
  beforeAll(async () => {
    await loadValidation();
  });

  it('has forms to compare: every catalogue block, every field story, the schedule and the profile', () => {
    expect(cases.length).toBeGreaterThan(blocks.length + 10);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, form) => {
    const fast = await walk(form, false);
    const stock = await walk(form, true);
    expect(fast.length).toBeGreaterThan(2);
    expect(fast).toEqual(stock);
  });
});
