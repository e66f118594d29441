import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UiSchema } from '@rjsf/utils';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { scheduleSchema } from '../../src/core/schemas.gen';
import scheduleUi from '../../schemas/schedule.ui.json';
import type { Schedule } from '../../src/core/types';
import { SchemaForm } from '../../src/forms/SchemaForm';

/** The widgets the profile and schedule forms use: timezone select, weekday toggles, time picker, switch. */
function ScheduleForm({
  onSubmit,
  initial,
  disabled = false,
}: {
  onSubmit: (s: Schedule) => void;
  initial: Schedule;
  disabled?: boolean;
}) {
  const [data, setData] = useState(initial);
  return (
    <SchemaForm<Schedule>
      schema={scheduleSchema}
      uiSchema={scheduleUi as UiSchema}
      formData={data}
      onChange={setData}
      onSubmit={onSubmit}
      submitLabel="Save Schedule"
      disabled={disabled}
    />
  );
}

const initial: Schedule = {
  enabled: true,
  call_time: '08:00',
  weekdays: '1,2,3,4,5',
  timezone: 'America/New_York',
  voice_id: '21m00Tcm4TlvDq8ikWAM',
  snooze_minutes: 5,
  max_attempts: 3,
};

const meta = {
  title: 'Fields/Schedule widgets',
  component: ScheduleForm,
  args: { onSubmit: fn(), initial },
} satisfies Meta<typeof ScheduleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Weekdays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Monday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Sunday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sunday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ weekdays: '1,3,4,5,7' }),
      ),
    );
  },
};

export const NoDaysChosen: Story = {
  args: { initial: { ...initial, weekdays: '1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Monday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Schedule' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Timezone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('combobox', { name: /Timezone/ });
    const options = within(zone).getAllByRole('option');
    await expect(options).toHaveLength(12);
    await expect(options[0]).toHaveTextContent(/^America\/New York \((EST|EDT)\)$/);
    await userEvent.selectOptions(
      zone,
      within(zone).getByRole('option', { name: 'Asia/Tokyo (JST)' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ timezone: 'Asia/Tokyo' }),
      ),
    );
  },
};

export const TimeAndSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByLabelText(/Call time/);
    await expect(time).toHaveValue('08:00');
    await userEvent.clear(time);
    await userEvent.type(time, '0645');
    // The label says what is true: on, then off once switched.
    await userEvent.click(canvas.getByRole('switch', { name: 'Wake-up calls on' }));
    await expect(canvas.getByRole('switch', { name: 'Wake-up calls off' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ call_time: '06:45', enabled: false }),
      ),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Monday' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Call time/)).toBeDisabled();
  },
};

export const DarkMode: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Friday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
  },
};
