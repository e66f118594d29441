import { MenuItem, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { timezoneOptions } from '../../core/timezones';

/** The 12 supported timezones, each shown with its short abbreviation. */
export function TimezoneWidget({
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
      select
      id={id}
      name={id}
      label={labelValue(label, hideLabel, undefined)}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      fullWidth
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ select: { inputProps: { 'aria-describedby': ariaDescribedByIds(id) } } }}
    >
      {timezoneOptions().map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
