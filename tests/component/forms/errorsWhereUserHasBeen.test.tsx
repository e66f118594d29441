import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockField, BlockSettings } from '../../../src/core/types';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { FormDialog, FormDialogCancel } from '../../../src/forms/unsaved/FormDialog';

const fields: BlockField[] = [
  {
    key: 'zip',
    label: 'Zip code',
    type: 'text',
    required: true,
    description: 'Five digits',
    validation: { pattern: '^[0-9]{5}$', max_length: 5 },
  },
  { key: 'name', label: 'Name', type: 'text', required: true, validation: { max_length: 20 } },
  {
    key: 'level',
    label: 'Detail level',
    type: 'number',
    validation: { min_value: 1, max_value: 3 },
  },
  {
    key: 'sign',
    label: 'Star sign',
    type: 'text',
    options: [
      { value: 'aries', label: 'Aries' },
      { value: 'leo', label: 'Leo' },
    ],
  },
];
const { schema, uiSchema } = fieldsToSchema(fields);

function Form({ initial = {}, saved }: { initial?: BlockSettings; saved?: BlockSettings }) {
  const [data, setData] = useState(initial);
  return (
    <SchemaForm<BlockSettings>
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      onChange={setData}
      onSubmit={vi.fn()}
      submitLabel="Save"
      {...(saved ? { savedData: saved } : {})}
    />
  );
}

describe('errors only where the user has been', () => {
  it('untouched fields show nothing; a changed field shows its error once left', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const zip = screen.getByLabelText(/Zip code/);
    await user.type(zip, '12');
    expect(screen.queryByText('Must be 5 digits')).toBeNull();
    await user.tab();
    // The rules load with the form's first use (src/forms/loadValidation.ts): the error shows once
    // they have come.
    expect(await screen.findByText('Must be 5 digits')).toBeInTheDocument();
    // The required name was focused by the tab and is untouched: no error yet.
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('the error replaces the description on the one helper line, and clears as the fix is typed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const zip = screen.getByLabelText(/Zip code/);
    expect(screen.getByText('Five digits')).toBeInTheDocument();
    await user.type(zip, '12');
    await user.tab();
    expect(await screen.findByText('Must be 5 digits')).toBeInTheDocument();
    // Replaced: the field is described by the error alone; the description only keeps its room.
    expect(zip).toHaveAccessibleDescription('Must be 5 digits');
    expect(screen.getByText('Five digits')).toHaveAttribute('aria-hidden', 'true');
    await user.click(zip);
    await user.type(zip, '34');
    expect(screen.getByText('Must be 5 digits')).toBeInTheDocument();
    await user.type(zip, '5');
    expect(screen.queryByText('Must be 5 digits')).toBeNull();
    expect(zip).toHaveAccessibleDescription('Five digits');
    expect(zip).toHaveAttribute('aria-invalid', 'false');
  });

  it('a submit shows every error and focuses the first field with one', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/Zip code/)).toHaveFocus();
  });

  it('a submit focuses a select with an error too (the browser’s own select)', async () => {
    const user = userEvent.setup();
    const signFirst = fieldsToSchema([{ ...fields[3]!, required: true }, fields[1]!]);
    render(
      <SchemaForm<BlockSettings>
        schema={signFirst.schema}
        uiSchema={signFirst.uiSchema}
        formData={{}}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
        submitLabel="Save"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Star sign/ })).toHaveFocus();
  });

  it('a range of 3 is a segmented control and options are a select with labels', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const group = screen.getByRole('group', { name: 'Detail level' });
    await user.click(within(group).getByRole('button', { name: '2' }));
    expect(within(group).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Star sign/ }), 'Leo');
    expect(screen.getByRole('combobox', { name: /Star sign/ })).toHaveDisplayValue('Leo');
  });
});

describe('keeping the user’s work', () => {
  it('Save is enabled only while the values differ from the saved ones', async () => {
    const user = userEvent.setup();
    const saved = { zip: '10001', name: 'Ada' };
    render(<Form initial={saved} saved={saved} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Name/), 'm');
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText(/Name/), '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('closing a dialog with changes asks; keep editing stays, discard closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const saved = { zip: '10001', name: 'Ada' };
    render(
      <FormDialog open onClose={onClose} aria-label="Configure">
        <Form initial={saved} saved={saved} />
        <FormDialogCancel />
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText(/Name/), 'm');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull(),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
