/**
 * The layer keeps the values and errors in a store the fields subscribe to one key at a time (issue 12,
 * speed): what a caller sees must not change — its formData replaced from outside shows, its echo of
 * onChange does not reset what is typed, a root RJSF must render itself still works, and one field's
 * keystroke renders that field only.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ObjectFieldTemplateProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { SchemaForm } from '../../../src/forms/SchemaForm';

const schema: RJSFSchema = {
  type: 'object',
  required: ['city'],
  properties: {
    city: { type: 'string', title: 'City', maxLength: 10 },
    street: { type: 'string', title: 'Street', maxLength: 30 },
  },
};

function Controlled({ onSubmit }: { onSubmit: (data: object) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({ city: 'Paris' });
  return (
    <>
      <SchemaForm
        schema={schema}
        formData={data}
        onChange={setData}
        onSubmit={onSubmit}
        submitLabel="Save"
      />
      <button type="button" onClick={() => setData({ city: 'Lyon', street: 'Rue Neuve' })}>
        Load another
      </button>
      <output>{JSON.stringify(data)}</output>
    </>
  );
}

describe('SchemaForm store', () => {
  it('a caller keeping onChange in its state sees every change; replacing formData shows the new values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    const city = screen.getByLabelText(/City/);
    await user.type(city, 'X');
    expect(city).toHaveValue('ParisX');
    expect(screen.getByRole('status')).toHaveTextContent('{"city":"ParisX"}');

    await user.click(screen.getByRole('button', { name: 'Load another' }));
    expect(screen.getByLabelText(/City/)).toHaveValue('Lyon');
    expect(screen.getByLabelText(/Street/)).toHaveValue('Rue Neuve');
    await user.type(screen.getByLabelText(/Street/), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ city: 'Lyon', street: 'Rue Neuve!' }),
    );
  });

  it('a root with a conditional renders through RJSF and keeps errors where the user has been', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        schema={{
          type: 'object',
          properties: {
            city: { type: 'string', title: 'City', maxLength: 5 },
            postcode: { type: 'string', title: 'Postcode' },
          },
          required: ['postcode'],
          dependencies: { city: ['postcode'] },
        }}
        formData={{}}
        onSubmit={onSubmit}
        submitLabel="Save"
      />,
    );
    // A branching schema renders once the validation has loaded (RJSF resolves it with its validator).
    const city = await screen.findByLabelText(/City/);
    // Typing stops at 5 characters; a longer value can still arrive (autofill, a stored value).
    await user.type(city, 'Bordeaux');
    expect(city).toHaveValue('Borde');
    fireEvent.change(city, { target: { value: 'Bordeaux' } });
    expect(screen.queryByText('Must be at most 5 characters')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Must be at most 5 characters')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(city);
    await user.type(city, 'Pau');
    expect(screen.queryByText('Must be at most 5 characters')).toBeNull();
    await user.type(screen.getByLabelText(/Postcode/), '64000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ city: 'Pau', postcode: '64000' }));
  });

  it('a keystroke in one field renders that field only, not the form around it', async () => {
    const user = userEvent.setup();
    const renders: Record<string, number> = {};
    function Around({ properties }: ObjectFieldTemplateProps) {
      renders.around = (renders.around ?? 0) + 1;
      return <div>{properties.map((p) => p.content)}</div>;
    }
    function Counted({ id, value, onChange, label }: WidgetProps) {
      renders[id] = (renders[id] ?? 0) + 1;
      return (
        <input
          id={id}
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    function Caller() {
      const [data, setData] = useState<object>({});
      return (
        <SchemaForm
          schema={schema}
          uiSchema={{
            'ui:ObjectFieldTemplate': Around,
            city: { 'ui:widget': Counted },
            street: { 'ui:widget': Counted },
          }}
          formData={data}
          onChange={setData}
          onSubmit={vi.fn()}
          submitLabel="Save"
        />
      );
    }
    render(<Caller />);
    const before = { ...renders };
    await user.type(screen.getByLabelText('City'), 'Nice');
    expect(screen.getByLabelText('City')).toHaveValue('Nice');
    expect(renders.root_city).toBe((before.root_city ?? 0) + 4);
    expect(renders.root_street).toBe(before.root_street);
    expect(renders.around).toBe(before.around);
  });
});
