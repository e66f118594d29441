import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { FieldHarness } from './FieldHarness';

const field = {
  key: 'calendar',
  label: 'Calendar account',
  type: 'integration',
  integration_type: 'google_calendar',
} as const;
const active = [
  { provider: 'google_calendar' as const, is_active: true, last_sync: '2026-11-22T06:00:00Z' },
];
const inactive = [{ provider: 'google_calendar' as const, is_active: false, last_sync: null }];

const meta = {
  title: 'Fields/Integration',
  component: FieldHarness,
  args: { field, onSubmit: fn(), onConnectIntegration: fn(), integrations: inactive },
} satisfies Meta<typeof FieldHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (el: HTMLElement) =>
  within(within(el).getByRole('group', { name: 'Calendar account' }));
const save = (el: HTMLElement) => userEvent.click(within(el).getByRole('button', { name: 'Save' }));

export const NotConnected: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(group(canvasElement).getByText(/Google Calendar/)).toBeVisible();
    await userEvent.click(group(canvasElement).getByRole('button', { name: 'Connect' }));
    await expect(args.onConnectIntegration).toHaveBeenCalledWith('google_calendar');
  },
};

export const Connected: Story = {
  args: { integrations: active },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByText('Connected')).toBeVisible();
    await expect(group(canvasElement).queryByRole('button', { name: 'Connect' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { integrations: [] },
  play: async ({ canvasElement, args }) => {
    await expect(group(canvasElement).getByRole('button', { name: 'Connect' })).toBeEnabled();
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ calendar: 'google_calendar' }),
    );
  },
};

export const DefaultValue: Story = {
  args: { field: { ...field, default_value: 'google_calendar' }, integrations: active },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ calendar: 'google_calendar' }),
    );
  },
};

export const Filled: Story = {
  args: { value: 'google_calendar', integrations: active },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ calendar: 'google_calendar' }),
    );
  },
};

/** Required: the provider key is always filled in from integration_type, so it is never missing. */
export const Required: Story = {
  args: { field: { ...field, required: true } },
  play: async ({ canvasElement, args }) => {
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ calendar: 'google_calendar' }),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('button', { name: 'Connect' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readonly: true },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('button', { name: 'Connect' })).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { field: { ...field, description: 'The connected calendar to read today’s events from.' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The connected calendar to read today’s events from.'),
    ).toBeVisible();
  },
};

export const DarkMode: Story = {
  args: { integrations: active },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByText('Connected')).toBeVisible();
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  },
};
