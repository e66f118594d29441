import { TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { formatPhone, toE164 } from '../../core/phone';

/**
 * A phone number as people write it ("+1 (555) 123-4567"), tidied into the international format
 * when the field is left. Its error takes the place of its hint on one line, so nothing below the
 * field moves when an error appears or clears (use with `ui:hideError`).
 */
export function PhoneWidget({
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
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const hint = typeof options.hint === 'string' ? options.hint : ' ';
  const tidy = (typed: string) => (toE164(typed) ? formatPhone(typed) : typed);
  return (
    <TextField
      id={id}
      name={id}
      type="tel"
      label={labelValue(label, hideLabel, undefined)}
      value={text}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      placeholder={placeholder}
      autoComplete="tel"
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : event.target.value)
      }
      onBlur={(event) => {
        const tidied = tidy(event.target.value);
        if (tidied !== event.target.value) onChange(tidied);
        onBlur(id, tidied);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
      helperText={rawErrors[0] ?? hint}
      slotProps={{
        htmlInput: { 'aria-describedby': ariaDescribedByIds(id) },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
