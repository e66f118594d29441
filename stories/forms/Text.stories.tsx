import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { decomposeColor } from '@mui/material/styles';
import { lightTheme } from '../../src/app/theme';
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
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};

export const DefaultValue: Story = {
  args: { field: { ...field, default_value: '10001' } },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveValue('10001');
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ zip_code: '10001' }));
  },
};

export const Filled: Story = {
  args: { value: '9411' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('4/5')).toBeVisible();
    await userEvent.type(input(canvasElement), '0');
    await expect(within(canvasElement).getByText('5/5')).toBeVisible();
    await save(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ zip_code: '94110' }));
  },
};

/** As after a submit: required and empty, its error shown; Save sends nothing. */
export const RequiredAndMissing: Story = {
  args: { field: { ...field, required: true }, touched: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

/** A shown error re-validates as the user types: it changes, then clears once the value is valid. */
export const ErrorClearsWhenFixed: Story = {
  args: { field: { ...field, required: true }, touched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), '9411');
    await expect(canvas.getByText('Must be 5 digits')).toBeVisible();
    await userEvent.type(input(canvasElement), '0');
    await expect(canvas.queryByText('Must be 5 digits')).toBeNull();
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};

/** Untouched: a required empty field shows no error until the user has been there. */
export const UntouchedShowsNoError: Story = {
  args: { field: { ...field, required: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(input(canvasElement));
    await userEvent.tab();
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};

/** Changed and left with a wrong value: its error shows once the user leaves the field. */
export const LeftWithAShortValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), '12');
    await expect(canvas.queryByText('Must be 5 digits')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText('Must be 5 digits')).toBeVisible();
  },
};

/** Typing stops at the limit: the input holds at most max_length characters, with no error. */
export const TypingStopsAtTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), '94110123');
    await expect(input(canvasElement)).toHaveValue('94110');
    await expect(canvas.getByText('5/5')).toBeVisible();
    await expect(canvas.queryByText(/Must be at most/)).toBeNull();
  },
};

/** Right-to-left text reads from the right: the input takes its direction from its text. */
export const RightToLeft: Story = {
  args: {
    field: { key: 'topic', label: 'Favourite topic', type: 'text', validation: { max_length: 30 } },
    value: 'שלום עולם',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText(/Favourite topic/);
    await expect(box).toHaveAttribute('dir', 'auto');
    await expect(box.matches(':dir(rtl)')).toBe(true);
  },
};

/** Hue in degrees of a CSS colour (hex or rgb). */
function hueOf(css: string) {
  const [r = 0, g = 0, b = 0] = decomposeColor(css).values.map((v) => Number(v) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const outlineOf = (el: HTMLElement) =>
  getComputedStyle(
    el.closest('.MuiOutlinedInput-root')!.querySelector('.MuiOutlinedInput-notchedOutline')!,
  ).borderColor;

/** Focused, not errored: the focus colour is far from the error red (a hue apart, not a shade). */
export const Focused: Story = {
  tags: ['focus'],
  args: { value: '9411' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await expect(input(canvasElement)).toHaveFocus();
    const focus = hueOf(outlineOf(input(canvasElement)));
    await expect(hueGap(focus, hueOf(lightTheme.palette.error.main))).toBeGreaterThanOrEqual(60);
  },
};

export const TooLong: Story = {
  args: {
    field: { key: 'topic', label: 'Favourite topic', type: 'text', validation: { max_length: 10 } },
    value: 'astrophysics and cooking',
    touched: true,
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('24/10')).toBeVisible();
    await expect(within(canvasElement).getByText('Must be at most 10 characters')).toBeVisible();
    // Over the limit is a real error: the counter says so in the error's colour.
    await expect(getComputedStyle(within(canvasElement).getByText('24/10')).color).toBe(
      getComputedStyle(within(canvasElement).getByText('Must be at most 10 characters')).color,
    );
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PatternMismatch: Story = {
  args: { value: '12a', touched: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Must be 5 digits')).toBeVisible();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An error the server gave, shown inline on the field's helper line. */
export const ServerError: Story = {
  args: { value: '00000', errors: ['No weather station near this zip code'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No weather station near this zip code'),
    ).toBeVisible();
  },
};

export const Busy: Story = {
  args: { value: '94110', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
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
