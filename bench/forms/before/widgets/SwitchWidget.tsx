import { FormControlLabel, Switch } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** Toggles as an MUI switch. A required toggle only needs a value; off is a value. */
export function SwitchWidget({
  id,
  label,
  hideLabel,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          id={id}
          name={id}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      }
      label={labelValue(label, hideLabel, '')}
    />
  );
}
