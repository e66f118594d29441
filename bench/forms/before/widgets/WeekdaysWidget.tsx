import { Box, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { WidgetProps } from '@rjsf/utils';
import { WEEKDAYS } from '../../../../src/core/constants';

/** Splits "1,3,5" into day numbers. */
export const parseWeekdays = (value: unknown): number[] =>
  typeof value === 'string' && value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => n >= 1 && n <= 7)
    : [];

/** Day numbers back to the sorted, comma-separated form the schedule stores. */
export const joinWeekdays = (days: number[]): string =>
  [...new Set(days)].sort((a, b) => a - b).join(',');

/** Seven day toggles, Monday to Sunday; the value is the sorted comma-separated day numbers. */
export function WeekdaysWidget({ id, label, value, disabled, readonly, onChange }: WidgetProps) {
  const days = parseWeekdays(value);
  return (
    <Box>
      <FormLabel id={`${id}-label`} component="div" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        id={id}
        aria-labelledby={`${id}-label`}
        value={days}
        disabled={disabled || readonly}
        size="small"
        onChange={(_event, next: number[]) =>
          onChange(next.length ? joinWeekdays(next) : undefined)
        }
      >
        {WEEKDAYS.map((day) => (
          <ToggleButton key={day.value} value={day.value} sx={{ px: 1.5 }}>
            {/* Shows "Mon", is named "Monday". */}
            <span aria-hidden>{day.short}</span>
            <Box component="span" sx={visuallyHidden}>
              {day.name}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
