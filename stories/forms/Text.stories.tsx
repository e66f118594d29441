import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldHarness } from './FieldHarness';

const field = {
  key: 'zip_code',
  label: 'Zip code',
  type: 'text',
  validation: { max_length: 5, pattern: '^[0-9]{5}$' },
} as const;

const meta = {
  title: 'Fields/Text',
  component: FieldHarness,
  args: { field, onSubmit: fn() },
} satisfies Meta<typeof FieldHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (el: HTMLElement) => within(el).getByLabelText(/Zip code/);
const save = (el: HTMLElement) => userEvent.click(within(el).getByRole('button', { name: 'Save' }));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('');
    await expect(within(canvasElement).getByText('0/5')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({});
  },
};

export const DefaultValue: Story = {
  args: { field: { ...field, default_value: '10001' } },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('10001');
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ zip_code: '10001' });
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), '94110');
    await expect(within(canvasElement).getByText('5/5')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ zip_code: '94110' });
  },
};

export const RequiredAndMissing: Story = {
  args: { field: { ...field, required: true } },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  args: {
    field: { key: 'topic', label: 'Favourite topic', type: 'text', validation: { max_length: 10 } },
    value: 'astrophysics and cooking',
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('24/10')).toBeVisible();
    await save(canvasElement);
    await expect(
      await within(canvasElement).findByText('Must be at most 10 characters'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PatternMismatch: Story = {
  args: { value: '12a' },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('Must be 5 digits')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: '10001', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '10001', readonly: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('10001');
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const WithDescription: Story = {
  args: {
    field: { ...field, description: 'The 5-digit zip code of the place whose weather you want.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The 5-digit zip code of the place whose weather you want.'),
    ).toBeVisible();
  },
};

export const DarkMode: Story = {
  args: { value: '10001' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('10001');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  },
};
