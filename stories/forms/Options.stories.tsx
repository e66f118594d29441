import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import horoscope from '../../server/blocks/horoscope/block.json';
import type { BlockField } from '../../src/core/types';
import { FieldHarness } from './FieldHarness';

/** A text field with `options`: a select showing each option's label, saving its value. */
const field = horoscope.fields[0] as BlockField;
const { default_value: _default, ...withoutDefault } = field;

const meta = {
  title: 'Fields/Text (options)',
  component: FieldHarness,
  args: { field, onSubmit: fn() },
} satisfies Meta<typeof FieldHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (el: HTMLElement) => within(el).getByRole('combobox', { name: /Star sign/ });
const save = (el: HTMLElement) => userEvent.click(within(el).getByRole('button', { name: 'Save' }));

/** The horoscope's star sign: capitalised labels, lowercase values. */
export const StarSign: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Aries');
    await expect(within(select(canvasElement)).getAllByRole('option')).toHaveLength(12);
    await userEvent.selectOptions(select(canvasElement), 'Sagittarius');
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ sign: 'sagittarius' }));
  },
};

/** Required with nothing chosen, after a submit: its error shown; Save sends nothing. */
export const RequiredAndMissing: Story = {
  args: { field: withoutDefault, touched: true },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('This field is required')).toBeVisible();
  },
};

/** Choosing a value clears the error at once; Save then sends it. */
export const ErrorClearsWhenChosen: Story = {
  args: { field: withoutDefault, touched: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), 'Leo');
    await expect(within(canvasElement).queryByText('This field is required')).toBeNull();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ sign: 'leo' }));
  },
};

export const Disabled: Story = {
  args: { value: 'leo', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Leo');
    await expect(select(canvasElement)).toBeDisabled();
  },
};

export const DarkMode: Story = {
  args: { value: 'pisces' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Pisces');
  },
};
