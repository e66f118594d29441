import { TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** Text input that shows "n/max" when the field has a maximum length. */
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
    schema,
    options,
  } = props;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const max = schema.maxLength;
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
      helperText={max !== undefined && !disabled && !readonly ? `${text.length}/${max}` : undefined}
      slotProps={{
        htmlInput: { 'aria-describedby': ariaDescribedByIds(id) },
        formHelperText: { sx: { textAlign: 'right', mx: 0 }, 'aria-live': 'polite' },
      }}
    />
  );
}
