import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { FieldHarness } from './FieldHarness';

const field = { key: 'use_celsius', label: 'Use Celsius', type: 'toggle' } as const;

const meta = {
  title: 'Fields/Toggle',
  component: FieldHarness,
  args: { field, onSubmit: fn() },
} satisfies Meta<typeof FieldHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (el: HTMLElement) => within(el).getByRole('switch', { name: 'Use Celsius' });
const save = (el: HTMLElement) => userEvent.click(within(el).getByRole('button', { name: 'Save' }));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(toggle(canvasElement)).not.toBeChecked();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByText('This field is required')).toBeNull();
  },
};

/** Reached with the keyboard: a visible focus ring around the switch, in light mode too. */
export const Focused: Story = {
  tags: ['focus'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(toggle(canvasElement)).toHaveFocus();
    const base = toggle(canvasElement).closest<HTMLElement>('.MuiSwitch-switchBase')!;
    await expect(getComputedStyle(base).outlineStyle).toBe('solid');
    await expect(parseFloat(getComputedStyle(base).outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

export const DefaultValue: Story = {
  args: { field: { ...field, default_value: true } },
  play: async ({ canvasElement, args }) => {
    await expect(toggle(canvasElement)).toBeChecked();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ use_celsius: true }));
  },
};

export const Filled: Story = {
  args: { value: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(toggle(canvasElement));
    await expect(toggle(canvasElement)).toBeChecked();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ use_celsius: true }));
  },
};

/** A required toggle needs a value, and off is a value: it never demands "on". */
export const RequiredAndOff: Story = {
  args: { field: { ...field, required: true }, value: false },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ use_celsius: false }));
  },
};

/**
 * A required toggle with no value yet, and no error: a switch always shows a value (off), so it is never
 * missing, and Save sends off (named for what it shows; the other fields' Required And Missing show
 * "This field is required").
 */
export const RequiredAndUnset: Story = {
  args: { field: { ...field, required: true } },
  play: async ({ canvasElement, args }) => {
    await expect(toggle(canvasElement)).not.toBeChecked();
    await save(canvasElement);
    await expect(within(canvasElement).queryByText('This field is required')).toBeNull();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ use_celsius: false }));
  },
};

export const Disabled: Story = {
  args: { value: true, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toBeDisabled();
    await expect(toggle(canvasElement)).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { value: true, readonly: true },
  play: async ({ canvasElement }) => {
    // Read-only, not disabled: it can be reached and read, and a click changes nothing.
    await expect(toggle(canvasElement)).toBeEnabled();
    await expect(toggle(canvasElement)).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(toggle(canvasElement));
    await expect(toggle(canvasElement)).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { field: { ...field, description: 'Speak temperatures in °C instead of °F.' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Speak temperatures in °C instead of °F.'),
    ).toBeVisible();
  },
};

export const DarkMode: Story = {
  args: { value: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toBeChecked();
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  },
};
