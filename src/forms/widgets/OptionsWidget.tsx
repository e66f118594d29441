import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { TextBox } from '../../components/TextBox';
import { textFieldBasics } from './textFieldBasics';

export interface Choice {
  value: string;
  label: string;
}

/** The choices from the field's `options` (value and label), else the schema's enum values as labels. */
function choicesOf({ options }: WidgetProps): Choice[] {
  if (Array.isArray(options.choices)) return options.choices as Choice[];
  return (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
}

/**
 * A select of fixed choices, each shown by its label: the body of every select widget of the layer,
 * the browser's own select (a phone's own picker). A value outside the choices (or none) shows as an
 * empty first choice rather than a wrong one. Read-only, it offers only its value: a native select has
 * no read-only state, so there is nothing else to pick.
 */
export function ChoiceSelect({
  widget,
  choices,
}: {
  widget: WidgetProps;
  choices: readonly Choice[];
}) {
  const { id, value, onChange, onBlur, onFocus, readonly } = widget;
  const chosen = typeof value === 'string' && choices.some((c) => c.value === value) ? value : '';
  const offered = readonly ? choices.filter((c) => c.value === chosen) : choices;
  return (
    <TextBox
      select
      {...textFieldBasics(widget)}
      fullWidth
      value={chosen}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: {
          'aria-describedby': ariaDescribedByIds(id),
          ...(readonly ? { 'aria-readonly': true } : {}),
        },
      }}
    >
      {chosen === '' && <option value="" />}
      {offered.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextBox>
  );
}

/** A text field with a fixed list of options, as a select showing each option's label. */
export function OptionsWidget(props: WidgetProps) {
  return <ChoiceSelect widget={props} choices={choicesOf(props)} />;
}
