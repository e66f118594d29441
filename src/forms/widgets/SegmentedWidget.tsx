import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { visuallyHidden } from '@mui/utils';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { labelIdOf } from '../templates/FieldTemplate';
import { readOnlyNoteId } from './textFieldBasics';
import { TOUCH_TARGET_PX } from '../../core/constants';

/** A group in error: its unchosen segments outlined in the error colour. */
export const inError = {
  '& .MuiToggleButton-root:not(.Mui-selected)': { borderColor: 'error.main' },
} as const;

/**
 * A group of buttons read-only: buttons have no read-only state, so they stay focusable (each says
 * whether it is chosen) and the group is described as read-only by this hidden note; the widget ignores
 * their clicks. Not disabled: a disabled button is skipped by Tab and hidden from the reading order.
 */
export function ReadOnlyNote({ id }: { id: string }) {
  return (
    <Box component="span" id={readOnlyNoteId(id)} sx={visuallyHidden}>
      Read-only
    </Box>
  );
}

/** The ids describing a group of buttons: its helper line's, and its read-only note when read-only. */
export const groupDescribedBy = (id: string, readonly: boolean | undefined) =>
  readonly ? `${ariaDescribedByIds(id)} ${readOnlyNoteId(id)}` : ariaDescribedByIds(id);

/** The whole numbers from minimum to maximum (the field type gives this widget at most 7). */
const stepsOf = (min: number, max: number) =>
  Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);

/**
 * A small integer range as a segmented control (one button per value): one click, no typing, nothing
 * out of range. Clicking the chosen value again keeps it unless the field is optional. Its label is the
 * field template's, above it; in error its segments are outlined in the error colour, as a box is.
 */
export function SegmentedWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, schema, rawErrors = [] } = props;
  const { onChange, onBlur, onFocus } = props;
  const steps = stepsOf(Number(schema.minimum ?? 1), Number(schema.maximum ?? 1));
  return (
    <>
      <ToggleButtonGroup
        id={id}
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelIdOf(id)}
        aria-describedby={groupDescribedBy(id, readonly)}
        // Segments share the column: 44 px each where there is room, narrower on a 320 px phone.
        sx={{ display: 'flex', maxWidth: '100%', ...(rawErrors.length ? inError : {}) }}
        value={typeof value === 'number' ? value : null}
        disabled={disabled}
        onChange={(_event, next: number | null) => {
          if (readonly) return;
          if (next !== null || !required) onChange(next ?? undefined);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {steps.map((step) => (
          <ToggleButton
            key={step}
            value={step}
            sx={{ flex: `0 1 ${TOUCH_TARGET_PX}px`, minWidth: 0, px: 1.5 }}
          >
            {step}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {readonly && <ReadOnlyNote id={id} />}
    </>
  );
}
