import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { visuallyHidden } from '@mui/utils';
import type { WidgetProps } from '@rjsf/utils';
import { WEEKDAYS } from '../../core/constants';
import { labelIdOf } from '../templates/FieldTemplate';
import { groupDescribedBy, inError, ReadOnlyNote } from './SegmentedWidget';

/** Splits "1,3,5" into day numbers. */
const parseWeekdays = (value: unknown): number[] =>
  typeof value === 'string' && value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => n >= 1 && n <= 7)
    : [];

/** Day numbers back to the sorted, comma-separated form the schedule stores. */
const joinWeekdays = (days: number[]): string => [...new Set(days)].sort((a, b) => a - b).join(',');

// A chosen day is filled with the primary colour, so it stands out in light and dark mode alike.
const selectedIsProminent = {
  flex: 1,
  minWidth: 0,
  px: 0.5,
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 700,
  },
} as const;

/**
 * Seven day toggles, Monday to Sunday; the value is the sorted comma-separated day numbers. Its label
 * is the field template's, above it.
 */
export function WeekdaysWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors = [] } = props;
  const days = parseWeekdays(value);
  return (
    <>
      <ToggleButtonGroup
        id={id}
        aria-labelledby={labelIdOf(id)}
        // Its description or error (the field template's helper line) is read with the group.
        aria-describedby={groupDescribedBy(id, readonly)}
        value={days}
        disabled={disabled}
        size="small"
        color="primary"
        // Seven equal buttons that share the card's width, so the row never overflows a phone screen.
        sx={{
          display: 'flex',
          width: '100%',
          maxWidth: 448,
          ...(rawErrors.length ? inError : {}),
        }}
        onChange={(_event, next: number[]) => {
          if (!readonly) onChange(next.length ? joinWeekdays(next) : undefined);
        }}
      >
        {WEEKDAYS.map((day) => (
          <ToggleButton key={day.value} value={day.value} sx={selectedIsProminent}>
            {/* Shows "Mon", is named "Monday". */}
            <span aria-hidden>{day.short}</span>
            <Box component="span" sx={visuallyHidden}>
              {day.name}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {readonly && <ReadOnlyNote id={id} />}
    </>
  );
}
