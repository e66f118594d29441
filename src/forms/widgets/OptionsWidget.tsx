import { MenuItem, TextField } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

export interface Choice {
  value: string;
  label: string;
}

/** The choices from the field's `options` (value and label), else the schema's enum values as labels. */
function choicesOf({ options }: WidgetProps): Choice[] {
  if (Array.isArray(options.choices)) return options.choices as Choice[];
  return (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
}

/** A text field with a fixed list of options, as a select showing each option's label. */
export function OptionsWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, required, disabled, readonly, rawErrors = [] } = props;
  const { onChange, onBlur, onFocus } = props;
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
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ select: { inputProps: { 'aria-describedby': ariaDescribedByIds(id) } } }}
    >
      {choicesOf(props).map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
