import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { FieldHarness } from './FieldHarness';

const field = {
  key: 'max_events',
  label: 'Events to read',
  type: 'number',
  validation: { min_value: 1, max_value: 10 },
} as const;

const meta = {
  title: 'Fields/Number',
  component: FieldHarness,
  args: { field, onSubmit: fn() },
} satisfies Meta<typeof FieldHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/Events to read/);
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('');
    // Its range shows beside the empty box.
    await expect(within(canvasElement).getByText('1–10')).toBeVisible();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};

export const DefaultValue: Story = {
  args: { field: { ...field, default_value: 3 } },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('3');
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ max_events: 3 }));
  },
};

export const Filled: Story = {
  args: { value: 7 },
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), '08');
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ max_events: 8 }));
  },
};

export const RequiredAndMissing: Story = {
  args: { field: { ...field, required: true }, touched: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('This field is required')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  args: { value: 0, touched: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Must be at least 1')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Shown on mount; Save sends nothing. */
export const AboveMaximum: Story = {
  args: { value: 11, touched: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Must be at most 10')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input(canvasElement)).toHaveValue('11');
    await expect(canvas.getByText('Must be at most 10')).toBeVisible();
  },
};

/** Typing a value in range clears the shown error as the user types. */
export const ErrorClearsWhenFixed: Story = {
  args: { value: 11, touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), '{Backspace}');
    await expect(input(canvasElement)).toHaveValue('1');
    await expect(canvas.queryByText('Must be at most 10')).toBeNull();
  },
};

export const NotAWholeNumber: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), '3.5');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText('Must be a whole number')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: 4, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 4, readonly: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('4');
    // Read-only, not disabled: it can be reached and read, and typing changes nothing.
    await expect(input(canvasElement)).toBeEnabled();
    await expect(input(canvasElement)).toHaveAttribute('aria-readonly', 'true');
    await userEvent.type(input(canvasElement), '9');
    await expect(input(canvasElement)).toHaveValue('4');
    await expect(input(canvasElement)).toHaveFocus();
    input(canvasElement).blur();
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { field: { ...field, description: 'How many of today’s events the call reads out.' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('How many of today’s events the call reads out.'),
    ).toBeVisible();
  },
};

export const DarkMode: Story = {
  args: { value: 5 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('5');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  },
};

/** A bounded number shows its range and steps through it: buttons, arrow keys, stopped at the ends. */
export const Stepper: Story = {
  args: { value: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The range stays in sight once a value is there.
    await expect(canvas.getByText('1–10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(input(canvasElement)).toHaveValue('8');
    await userEvent.type(input(canvasElement), '{ArrowUp}');
    await expect(input(canvasElement)).toHaveValue('9');
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(input(canvasElement)).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'One fewer' }));
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ max_events: 9 }));
  },
};
