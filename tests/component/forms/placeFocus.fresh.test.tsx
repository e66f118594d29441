/**
 * A server's refusal focuses the field it names, even when that field is a part still loading (the
 * place field loads with the first form that shows one): the focus waits for its control. Before, the
 * focus was tried once, found no control, and was lost (CI's States › Dialogs › Weather).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';
import type { BlockField } from '../../../src/core/types';

const fields: BlockField[] = [
  { key: 'place', label: 'Place', type: 'place', required: true },
  { key: 'use_celsius', label: 'Use Celsius', type: 'toggle' },
];

describe('a refusal naming a place field that is still loading', () => {
  it('focuses the place box once it is there', async () => {
    vi.resetModules();
    const { SchemaForm } = await import('../../../src/forms/SchemaForm');
    const { fieldsToSchema } = await import('../../../src/forms/fieldsToSchema');
    const { schema, uiSchema } = fieldsToSchema(fields);
    render(
      <SchemaForm<Record<string, unknown>>
        id="weather"
        schema={schema}
        uiSchema={uiSchema}
        formData={{ place: ZONE_PLACES['Europe/London'], use_celsius: true }}
        serverErrors={{ place: ['No forecast is available for this place'] }}
        onSubmit={vi.fn()}
        submitLabel="Save"
      />,
    );
    // The part's placeholder first: its control is not there when the refusal is shown.
    expect(
      screen.getByRole('progressbar', { name: 'Loading the place field' }),
    ).toBeInTheDocument();
    const box = await screen.findByRole('combobox', { name: /Place/ });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription('No forecast is available for this place');
  });
});
