import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { FieldHarness } from './FieldHarness';

/** A number field whose range has at most 7 values: one labelled button per value. */
const field = {
  key: 'detail_level',
  label: 'Detail level',
  type: 'number',
  description: '1 is just the headline, 3 adds wind, humidity and the hourly outlook.',
  validation: { min_value: 1, max_value: 3 },
} as const;

const meta = {
  title: 'Fields/Number (segmented)',
  component: FieldHarness,
  args: { field, onSubmit: fn() },
} satisfies Meta<typeof FieldHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (el: HTMLElement) => within(within(el).getByRole('group', { name: /Detail level/ }));
const save = (el: HTMLElement) => userEvent.click(within(el).getByRole('button', { name: 'Save' }));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(group(canvasElement).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(group(canvasElement).getByRole('button', { name: '3' }));
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ detail_level: 3 }));
  },
};

export const Chosen: Story = {
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** 1–5: the word-of-the-day difficulty. */
export const FiveValues: Story = {
  args: {
    field: {
      key: 'difficulty',
      label: 'Detail level',
      type: 'number',
      validation: { min_value: 1, max_value: 5 },
    },
    value: 4,
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getAllByRole('button')).toHaveLength(5);
  },
};

/** 1–7 on the narrowest phone (320 px less the page padding): every value fits, none spills. */
export const SevenValuesAt320: Story = {
  args: {
    field: {
      key: 'days',
      label: 'Days ahead',
      type: 'number',
      validation: { min_value: 1, max_value: 7 },
    },
    value: 7,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }} data-testid="phone-column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('phone-column').getBoundingClientRect();
    const buttons = within(canvasElement).getByRole('group', { name: /Days ahead/ });
    await expect(within(buttons).getAllByRole('button')).toHaveLength(7);
    for (const button of within(buttons).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    }
  },
};

/** Required and empty, after a submit: the label and the helper line turn red. */
export const RequiredAndMissing: Story = {
  args: { field: { ...field, required: true }, touched: true },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('This field is required')).toBeVisible();
  },
};

/** Choosing a value clears the error at once; Save then sends it. */
export const ErrorClearsWhenChosen: Story = {
  args: { field: { ...field, required: true }, touched: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(group(canvasElement).getByRole('button', { name: '1' }));
    await expect(within(canvasElement).queryByText('This field is required')).toBeNull();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ detail_level: 1 }));
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('button', { name: '2' })).toBeDisabled();
  },
};

export const DarkMode: Story = {
  args: { value: 2 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
