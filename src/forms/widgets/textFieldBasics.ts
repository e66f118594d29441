import { labelValue, type WidgetProps } from '@rjsf/utils';

/** What every MUI TextField of the layer takes from RJSF's widget props, the same way. */
export function textFieldBasics(widget: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, rawErrors = [] } = widget;
  return {
    id,
    name: id,
    label: labelValue(label, hideLabel, undefined),
    required,
    disabled: disabled || readonly,
    error: rawErrors.length > 0,
  };
}
