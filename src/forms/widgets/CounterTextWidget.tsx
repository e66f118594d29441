import { TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** A text input; the field template shows its "n/max" counter and its helper line. */
export function CounterTextWidget(props: WidgetProps) {
  const {
    id,
    label,
    hideLabel,
    value,
    required,
    disabled,
    readonly,
    rawErrors = [],
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
  } = props;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  return (
    <TextField
      id={id}
      name={id}
      type={type}
      label={labelValue(label, hideLabel, undefined)}
      value={text}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      fullWidth
      slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
    />
  );
}
