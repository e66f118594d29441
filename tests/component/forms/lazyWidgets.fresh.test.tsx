/**
 * @rjsf/mui's widgets no form of the app uses — the range's slider, the checkbox group, the text area —
 * load when a form first shows one (src/forms/registry.tsx): a form still gets them, through the one
 * layer, with a placeholder holding their place meanwhile. (That no first load carries them is
 * weighed by `npm run bench -- bundle`/`dashboard`: node_modules' own imports are not observable here.)
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

const imported = { range: false };

/** The layer from a fresh module graph, the range widget's import observed. */
async function freshLayer() {
  vi.resetModules();
  imported.range = false;
  vi.doMock('@rjsf/mui/lib/RangeWidget/RangeWidget.js', async (original) => {
    imported.range = true;
    return original();
  });
  return (await import('../../../src/forms/SchemaForm')).SchemaForm;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    level: { type: 'integer', title: 'Level', minimum: 1, maximum: 5 },
  },
};

describe("@rjsf/mui's rarely used widgets load with the first form that shows one", () => {
  it('a range shows a placeholder, then its slider with the value', async () => {
    const SchemaForm = await freshLayer();
    const ui: UiSchema = { level: { 'ui:widget': 'range' } };
    render(
      <SchemaForm
        schema={schema}
        uiSchema={ui}
        formData={{ level: 2 }}
        onSubmit={vi.fn()}
        submitLabel="Save"
      />,
    );
    expect(screen.getByLabelText(/Name/)).toBeInTheDocument();
    // Its placeholder is a named busy indicator (a name on a plain span is not announced, and axe refuses it).
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('slider')).toHaveValue('2');
    expect(imported.range).toBe(true);
    expect(screen.queryByLabelText('Loading...')).toBeNull();
  });

  it('a text area arrives the same way', async () => {
    const SchemaForm = await freshLayer();
    render(
      <SchemaForm
        schema={{ type: 'object', properties: { note: { type: 'string', title: 'Note' } } }}
        uiSchema={{ note: { 'ui:widget': 'textarea' } }}
        formData={{ note: 'Hello' }}
        onSubmit={vi.fn()}
        submitLabel="Save"
      />,
    );
    expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
    const note = await screen.findByRole('textbox', { name: /Note/ });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveValue('Hello');
  });
});
