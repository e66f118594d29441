import { TextBox } from '../../components/TextBox';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { readOnlySlots, textFieldBasics } from './textFieldBasics';

/**
 * A text input, stopped at the schema's maximum length, its direction taken from its text; the field
 * template shows its "n/max" counter and its helper line.
 */
export function CounterTextWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  const readOnly = readOnlySlots(props);
  return (
    <TextBox
      {...textFieldBasics(props)}
      fullWidth
      type={type}
      value={text}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        input: readOnly.input,
        htmlInput: {
          ...readOnly.htmlInput,
          'aria-describedby': ariaDescribedByIds(id),
          // Typing stops at the limit (a stored longer value still shows, with its error).
          ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
          // Right-to-left text reads from the right.
          dir: 'auto',
        },
      }}
    />
  );
}
