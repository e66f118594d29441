import { TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatPhone, toE164 } from '../../core/phone';
import { textFieldBasics } from './textFieldBasics';

/**
 * A phone number as people write it ("+1 (555) 123-4567"), tidied into the international format
 * when the field is left. Its hint is the field's `ui:help`, on the field template's one helper line.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus, options } = props;
  const text = typeof value === 'string' ? value : '';
  const tidy = (typed: string) => (toE164(typed) ? formatPhone(typed) : typed);
  return (
    <TextField
      {...textFieldBasics(props)}
      type="tel"
      value={text}
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
      fullWidth
      slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
    />
  );
}
