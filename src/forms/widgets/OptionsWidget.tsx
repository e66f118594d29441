import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { readOnlySlots, textFieldBasics } from './textFieldBasics';

export interface Choice {
  value: string;
  label: string;
}

/** The choices from the field's `options` (value and label), else the schema's enum values as labels. */
function choicesOf({ options }: WidgetProps): Choice[] {
  if (Array.isArray(options.choices)) return options.choices as Choice[];
  return (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
}

/** A select of fixed choices, each shown by its label: the body of every select widget of the layer. */
export function ChoiceSelect({
  widget,
  choices,
}: {
  widget: WidgetProps;
  choices: readonly Choice[];
}) {
  const { id, value, onChange, onBlur, onFocus } = widget;
  return (
    <TextField
      select
      {...textFieldBasics(widget)}
      fullWidth
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        // Read-only, the select does not open (MUI marks its combobox aria-readonly).
        input: readOnlySlots(widget).input,
        select: { inputProps: { 'aria-describedby': ariaDescribedByIds(id) } },
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A text field with a fixed list of options, as a select showing each option's label. */
export function OptionsWidget(props: WidgetProps) {
  return <ChoiceSelect widget={props} choices={choicesOf(props)} />;
}
