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
          disabled={disabled}
          // A checkbox has no read-only state: read-only, it stays focusable and says so, and a
          // click or Space changes nothing (the checked state is the value's).
          onChange={(event) => {
            if (!readonly) onChange(event.target.checked);
          }}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{
            input: {
              'aria-describedby': ariaDescribedByIds(id),
              ...(readonly ? { 'aria-readonly': true } : {}),
            },
          }}
        />
      }
      label={labelValue(stateLabel(options, value) ?? label, hideLabel, '')}
    />
  );
}
