import { labelValue, type WidgetProps } from '@rjsf/utils';

/**
 * What every MUI TextField of the layer takes from RJSF's widget props, the same way. Read-only is not
 * disabled: a read-only box stays in the tab order, its value selectable and read out (`readOnlySlots`).
 */
export function textFieldBasics(widget: WidgetProps) {
  const { id, label, hideLabel, required, disabled, rawErrors = [] } = widget;
  return {
    id,
    name: id,
    label: labelValue(label, hideLabel, undefined),
    required,
    disabled,
    error: rawErrors.length > 0,
  };
}

/**
 * A read-only box's slot props: its input (MUI's InputBase) read-only, and the element said to be
 * (`aria-readonly`). Spread into `slotProps.input` and `slotProps.htmlInput`. A native select has no
 * read-only state: a read-only select says so the same way and offers only its own value.
 */
export const readOnlySlots = ({ readonly }: WidgetProps) =>
  readonly
    ? { input: { readOnly: true }, htmlInput: { readOnly: true, 'aria-readonly': true } }
    : { input: {}, htmlInput: {} };

/** The id of the hidden "Read-only" note a group of buttons (which has no read-only state) is described by. */
export const readOnlyNoteId = (id: string) => `${id}__readonly`;
