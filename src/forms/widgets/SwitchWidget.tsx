import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** `ui:options` onLabel / offLabel: a label that says what is true ("Wake-up calls off"). */
const stateLabel = (options: WidgetProps['options'], value: unknown): string | undefined => {
  const text = value === true ? options.onLabel : options.offLabel;
  return typeof text === 'string' ? text : undefined;
};

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
  options,
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
      label={labelValue(stateLabel(options, value) ?? label, hideLabel, '')}
    />
  );
}
