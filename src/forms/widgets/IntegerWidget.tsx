import { useState } from 'react';
import { TextField } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { parseInteger } from '../../core/fields/fieldsToSchema';
import { textFieldBasics } from './textFieldBasics';

/**
 * Whole numbers typed as text: the raw text stays on screen while typing; the form value is the base-10
 * integer, or the raw text when it is not one (so the integer rule reports it), or no value when empty.
 */
export function IntegerWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus, schema } = props;
  const shown = value === undefined || value === null ? '' : String(value);
  const [raw, setRaw] = useState(shown);
  // Follow outside changes (reset, defaults) without losing what is being typed.
  const text = parseInteger(raw) === (value ?? undefined) ? raw : shown;
  const limits = [schema.minimum, schema.maximum].every((n) => typeof n === 'number')
    ? `${String(schema.minimum)}–${String(schema.maximum)}`
    : undefined;
  return (
    <TextField
      {...textFieldBasics(props)}
      fullWidth
      value={text}
      placeholder={placeholder || limits}
      onChange={(event) => {
        setRaw(event.target.value);
        onChange(parseInteger(event.target.value));
      }}
      onBlur={() => onBlur(id, parseInteger(text))}
      onFocus={() => onFocus(id, parseInteger(text))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-describedby': ariaDescribedByIds(id) },
      }}
    />
  );
}
