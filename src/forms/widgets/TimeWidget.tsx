import { TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** A 24-hour HH:MM time picker (the browser's native one). */
export function TimeWidget({
  id,
  label,
  hideLabel,
  value,
  required,
  disabled,
  readonly,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <TextField
      id={id}
      name={id}
      type="time"
      label={labelValue(label, hideLabel, undefined)}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      fullWidth
      // The native picker's clock icon follows the colour scheme: visible in dark mode too.
      sx={(theme) => ({ '& input': { colorScheme: theme.palette.mode } })}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { step: 60, 'aria-describedby': ariaDescribedByIds(id) },
      }}
    />
  );
}
