import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Playground } from './Playground';

const sample = JSON.stringify(
  [
    {
      key: 'days',
      label: 'Days ahead',
      type: 'number',
      required: true,
      validation: { min_value: 1, max_value: 7 },
    },
  ],
  null,
  2,
);

const meta = {
  title: 'Catalogue/Playground',
  component: Playground,
  args: { initial: sample, onSave: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Days ahead/)).toBeVisible();
    const editor = canvas.getByLabelText('schema.fields JSON');
    await userEvent.clear(editor);
    await userEvent.paste(
      '[{"key": "sign", "label": "Star sign", "type": "text", "validation": {"max_length": 11}}]',
    );
    await expect(await canvas.findByLabelText(/Star sign/)).toBeVisible();
    await userEvent.clear(editor);
    await userEvent.paste('[{"key": "x", "label": "X", "type": "colour"}]');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Field "x" type is not one of integration, toggle, number, text',
      ),
    );
    await userEvent.clear(editor);
    await userEvent.paste('[{"key": ');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^Not valid JSON/));
  },
};
