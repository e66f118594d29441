/**
 * The build gives @rjsf/core slimmer default registries (src/vendor/rjsf/, swapped in by
 * scripts/slim-rjsf-plugin.ts): every name RJSF has, the fields no form of the app draws loaded when a
 * form first shows one. Checked here against the library itself: the same names, and an array, a
 * oneOf and a file input still render, after a placeholder.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import realFields from '@rjsf/core/lib/components/fields/index.js';
import realTemplates from '@rjsf/core/lib/components/templates/index.js';
import realWidgets from '@rjsf/core/lib/components/widgets/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import fields from '../../../src/vendor/rjsf/fields';
import templates from '../../../src/vendor/rjsf/templates';
import widgets from '../../../src/vendor/rjsf/widgets';

describe("the build's stand-ins for @rjsf/core's default registries", () => {
  it('name every field, template and widget the library has', () => {
    const names = (o: object) => Object.keys(o).sort();
    expect(names(fields())).toEqual(names(realFields()));
    expect(names(templates())).toEqual(names(realTemplates()));
    expect(names(templates().ButtonTemplates)).toEqual(names(realTemplates().ButtonTemplates));
    expect(names(widgets())).toEqual(names(realWidgets()));
  });

  it('draw an array, a oneOf and a file input once their parts have loaded', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
        contact: {
          title: 'Contact',
          oneOf: [
            { title: 'By email', type: 'object', properties: { email: { type: 'string' } } },
            { title: 'By phone', type: 'object', properties: { phone: { type: 'string' } } },
          ],
        },
        photo: { type: 'string', format: 'data-url', title: 'Photo' },
      },
    };
    render(
      <Form
        schema={schema}
        formData={{ tags: ['early'] }}
        validator={validator}
        fields={fields()}
        templates={templates()}
        widgets={widgets()}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getAllByLabelText('Loading...').length).toBeGreaterThan(0);
    expect(await screen.findByDisplayValue('early')).toBeInTheDocument();
    expect(await screen.findByRole('combobox')).toHaveTextContent(/By email/);
    expect(await screen.findByLabelText('Photo')).toHaveAttribute('type', 'file');
    expect(screen.queryByLabelText('Loading...')).toBeNull();
  });
});
