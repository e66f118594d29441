import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';

/** The layer's own whole-number widgets: they parse the text themselves (parseInteger). */
const OWN_WIDGETS = new Set(['integer', 'segmented']);
const StockNumberField = getDefaultRegistry().fields.NumberField;

/**
 * Numbers shown by the layer's own widgets go straight to the string field: RJSF's NumberField would
 * turn the text again with `asNumber` ("1e1" becoming 10, which the widget keeps as text so the integer
 * rule reports it) and builds an `Intl.NumberFormat` on every render. Any other number is RJSF's.
 */
export function NumberField(props: FieldProps) {
  const widget = getUiOptions(props.uiSchema).widget;
  const Field =
    typeof widget === 'string' && OWN_WIDGETS.has(widget)
      ? props.registry.fields.StringField
      : StockNumberField;
  return Field ? <Field {...props} /> : null;
}
