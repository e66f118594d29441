import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIELD_TYPE_NAMES } from '../../src/core/fields/parseBlockConfig';
import { Playground, decodeFields, encodeFields } from './Playground';

/** What the Playground opens with: one field of every kind, valid. */
const example = JSON.stringify(
  [
    {
      key: 'zip_code',
      label: 'Zip code',
      type: 'text',
      required: true,
      description: 'The 5-digit zip code of the place whose weather you want.',
      validation: { max_length: 5, pattern: '^[0-9]{5}$' },
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
    {
      key: 'detail_level',
      label: 'Detail level',
      type: 'number',
      default_value: 2,
      validation: { min_value: 1, max_value: 3 },
    },
    {
      key: 'max_events',
      label: 'Events to read',
      type: 'number',
      validation: { min_value: 1, max_value: 10 },
    },
    { key: 'use_celsius', label: 'Use Celsius', type: 'toggle', default_value: false },
  ],
  null,
  2,
);

interface PlaygroundArgs {
  /** The JSON as typed, base64url-encoded: Storybook keeps it in the URL (`&args=fields:…`). */
  fields: string;
  onSave: ReturnType<typeof fn>;
}

const meta = {
  title: 'Catalogue/Playground',
  args: { fields: '', onSave: fn() },
  argTypes: { fields: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const [, updateArgs] = useArgs<PlaygroundArgs>();
    return (
      <Playground
        initial={decodeFields(args.fields) ?? example}
        onSave={args.onSave}
        onText={(text) => updateArgs({ fields: encodeFields(text) })}
      />
    );
  },
} satisfies Meta<PlaygroundArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens valid; every edit re-checks the JSON, and a broken one says why while the last form stays. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valid block configuration')).toBeVisible();
    await expect(canvas.getByLabelText(/Zip code/)).toBeVisible();
    const editor = canvas.getByLabelText('schema.fields JSON');
    await userEvent.clear(editor);
    await userEvent.paste('[{"key": ');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^Not valid JSON yet/));
    await userEvent.paste('"x", "label": "X", "type": "colour"}]');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        `Field "x" type is not one of ${FIELD_TYPE_NAMES.join(', ')}`,
      ),
    );
    await userEvent.clear(editor);
    await userEvent.paste(
      '[{"key": "sign", "label": "Star sign", "type": "text", "validation": {"max_length": 11}}]',
    );
    await expect(await canvas.findByLabelText(/Star sign/)).toBeVisible();
  },
};

/** A shared link: the JSON comes from the URL's `fields` argument. */
export const FromALink: Story = {
  args: {
    fields: encodeFields(
      '[{"key": "days", "label": "Days ahead", "type": "number", "validation": {"min_value": 1, "max_value": 5}}]',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Days ahead' })).toBeVisible();
  },
};
