import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockField } from '../../../src/core/types';
import { readBlockConfig } from '../../../src/core/fields/readBlockConfig';
import { BlockConfigForm } from '../../../src/forms/BlockConfigForm';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../../src/forms/SchemaForm';

const fields: BlockField[] = [
  {
    key: 'max_events',
    label: 'Events to read',
    type: 'number',
    required: true,
    default_value: 3,
    validation: { min_value: 1, max_value: 10 },
  },
  {
    key: 'zip',
    label: 'Zip code',
    type: 'text',
    required: true,
    default_value: '10001',
    validation: { pattern: '^[0-9]{5}$', max_length: 5 },
  },
  { key: 'all_day', label: 'Include all-day events', type: 'toggle', default_value: true },
];

function renderForm(onSubmit = vi.fn(), busy = false) {
  const { schema, uiSchema } = fieldsToSchema(fields);
  render(
    <SchemaForm
      schema={schema}
      uiSchema={uiSchema}
      formData={{ max_events: 3, zip: '10001', all_day: true }}
      onSubmit={onSubmit}
      submitLabel="Save"
      busy={busy}
    />,
  );
  return onSubmit;
}

describe('SchemaForm', () => {
  it('an out-of-range number shows the human message on blur and blocks submit', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const input = screen.getByLabelText(/Events to read/);
    await user.clear(input);
    await user.type(input, '11');
    await user.tab();
    expect(await screen.findByText('Must be at most 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid form submits typed values: numbers as numbers, "08" as 8', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const input = screen.getByLabelText(/Events to read/);
    await user.clear(input);
    await user.type(input, '08');
    await user.click(screen.getByRole('switch', { name: 'Include all-day events' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ max_events: 8, zip: '10001', all_day: false }),
    );
  });

  it('empty required number is "This field is required", never 0; a decimal is not a whole number', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const input = screen.getByLabelText(/Events to read/);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(input, '3.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a whole number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('"1e1" in a whole-number field is not a whole number (not 10)', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const input = screen.getByLabelText(/Events to read/);
    await user.clear(input);
    await user.type(input, '1e1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a whole number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a pattern failure reads "Must be 5 digits" and the counter shows the length', async () => {
    const user = userEvent.setup();
    renderForm();
    const zip = screen.getByLabelText(/Zip code/);
    await user.clear(zip);
    await user.type(zip, '12a');
    expect(screen.getByText('3/5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 5 digits')).toBeInTheDocument();
  });

  it('busy disables submit and reads Saving...', () => {
    renderForm(vi.fn(), true);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});

describe('BlockConfigForm', () => {
  it('a malformed payload shows the reason and tells the caller, without crashing', async () => {
    const onInvalid = vi.fn();
    render(
      <BlockConfigForm
        config={readBlockConfig({
          schema: {
            fields: [
              { key: 'd', label: 'D', type: 'number', validation: { min_value: 9, max_value: 1 } },
            ],
          },
          current_settings: {},
        })}
        onSubmit={vi.fn()}
        onInvalid={onInvalid}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Field "d": min_value (9) is greater than max_value (1)',
    );
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith(
        'Field "d": min_value (9) is greater than max_value (1)',
      ),
    );
  });

  it('renders current settings over defaults and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <BlockConfigForm
        config={readBlockConfig({ schema: { fields }, current_settings: { max_events: 7 } })}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText(/Events to read/)).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ max_events: 7, zip: '10001', all_day: true }),
    );
  });
});

describe('SchemaForm submit check', () => {
  it('checks the values as shown, schema defaults included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        schema={{
          type: 'object',
          required: ['city'],
          properties: { city: { type: 'string', title: 'City', default: 'Paris' } },
        }}
        formData={{}}
        onSubmit={onSubmit}
        submitLabel="Save"
      />,
    );
    expect(screen.getByLabelText(/City/)).toHaveValue('Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ city: 'Paris' }));
    expect(screen.queryByText('This field is required')).toBeNull();
  });
});
