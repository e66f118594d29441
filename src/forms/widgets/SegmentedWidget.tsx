import { Box, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** The whole numbers from minimum to maximum (the field type gives this widget at most 7). */
const stepsOf = (min: number, max: number) =>
  Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);

/**
 * A small integer range as a labelled segmented control (one button per value): one click, no typing,
 * nothing out of range. Clicking the chosen value again keeps it unless the field is optional.
 */
export function SegmentedWidget(props: WidgetProps) {
  const {
    id,
    label,
    hideLabel,
    value,
    required,
    disabled,
    readonly,
    schema,
    rawErrors = [],
  } = props;
  const { onChange, onBlur, onFocus } = props;
  const steps = stepsOf(Number(schema.minimum ?? 1), Number(schema.maximum ?? 1));
  const labelId = `${id}-label`;
  return (
    <Box>
      <FormLabel
        id={labelId}
        component="div"
        required={required}
        error={rawErrors.length > 0}
        sx={{ mb: 1, typography: 'body2' }}
      >
        {labelValue(label, hideLabel, undefined)}
      </FormLabel>
      <ToggleButtonGroup
        id={id}
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelId}
        aria-describedby={ariaDescribedByIds(id)}
        // Segments share the column: 44 px each where there is room, narrower on a 320 px phone.
        sx={{ display: 'flex', maxWidth: '100%' }}
        value={typeof value === 'number' ? value : null}
        disabled={disabled || readonly}
        onChange={(_event, next: number | null) => {
          if (next !== null || !required) onChange(next ?? undefined);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {steps.map((step) => (
          <ToggleButton key={step} value={step} sx={{ flex: '0 1 44px', minWidth: 0, px: 1.5 }}>
            {step}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
