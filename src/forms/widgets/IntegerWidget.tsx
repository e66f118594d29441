import { useState, type KeyboardEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextBox } from '../../components/TextBox';
import Typography from '@mui/material/Typography';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { parseInteger } from '../../core/fields/settingsSchema';
import { readOnlySlots, textFieldBasics } from './textFieldBasics';
import { TOUCH_TARGET_PX } from '../../core/constants';

/** The field's range when its rules bound it on both sides (a small one is segmented instead). */
function rangeOf({ minimum, maximum }: WidgetProps['schema']) {
  return typeof minimum === 'number' && typeof maximum === 'number' && minimum <= maximum
    ? { min: minimum, max: maximum }
    : null;
}

/**
 * A stepper button: a 44 px target, its sign an icon (a text sign would be drawn in the button's
 * default font, the machine's, not the app's).
 */
const stepButton = { width: TOUCH_TARGET_PX, height: TOUCH_TARGET_PX } as const;

/**
 * Whole numbers typed as text: the raw text stays on screen while typing; the form value is the base-10
 * integer, or the raw text when it is not one (so the integer rule reports it), or no value when empty.
 * A number bounded on both sides (its rules' minimum and maximum) shows its range and steps through it:
 * − and + buttons and the arrow keys, stopped at the ends.
 */
export function IntegerWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus, schema } = props;
  const shown = value === undefined || value === null ? '' : String(value);
  const [raw, setRaw] = useState(shown);
  // Follow outside changes (reset, defaults) without losing what is being typed.
  const text = parseInteger(raw) === (value ?? undefined) ? raw : shown;
  const range = rangeOf(schema);
  const limits = range ? `${String(range.min)}–${String(range.max)}` : undefined;
  const basics = textFieldBasics(props);
  const readOnly = readOnlySlots(props);
  const current = parseInteger(text);
  const number = typeof current === 'number' ? current : null;

  const set = (next: string) => {
    setRaw(next);
    onChange(parseInteger(next));
  };
  /** One step from the value, into the range (from nothing, or a wrong text, to its nearer end). */
  const step = (delta: 1 | -1) => {
    if (!range) return;
    const from = number ?? (delta > 0 ? range.min - 1 : range.max + 1);
    set(String(Math.min(range.max, Math.max(range.min, from + delta))));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!range || props.readonly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  const off = basics.disabled;

  return (
    <TextBox
      {...basics}
      fullWidth
      value={text}
      // The range shows beside the value when bounded; else, as a hint, in the empty box.
      placeholder={placeholder || (range ? undefined : limits)}
      onChange={(event) => set(event.target.value)}
      onBlur={() => onBlur(id, parseInteger(text))}
      onFocus={() => onFocus(id, parseInteger(text))}
      onKeyDown={onKeyDown}
      slotProps={{
        htmlInput: {
          ...readOnly.htmlInput,
          inputMode: 'numeric',
          'aria-describedby': ariaDescribedByIds(id),
          ...(range
            ? {
                role: 'spinbutton',
                'aria-valuemin': range.min,
                'aria-valuemax': range.max,
                ...(number === null ? {} : { 'aria-valuenow': number }),
              }
            : {}),
        },
        input: range
          ? {
              ...readOnly.input,
              // Read-only, the value and its range without the steps (nothing to step).
              ...(props.readonly
                ? {}
                : {
                    startAdornment: (
                      <InputAdornment position="start" sx={{ ml: -1.25 }}>
                        <IconButton
                          aria-label="One fewer"
                          sx={stepButton}
                          disabled={off || (number !== null && number <= range.min)}
                          onClick={() => step(-1)}
                        >
                          <RemoveIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  }),
              endAdornment: (
                <InputAdornment position="end" sx={{ mr: props.readonly ? 0 : -1.25, gap: 1 }}>
                  {/* The range, in sight whatever the value (the placeholder goes once typed). */}
                  <Typography
                    variant="body2"
                    color={off ? 'text.disabled' : 'text.secondary'}
                    aria-hidden
                  >
                    {limits}
                  </Typography>
                  {!props.readonly && (
                    <IconButton
                      aria-label="One more"
                      sx={stepButton}
                      disabled={off || (number !== null && number >= range.max)}
                      onClick={() => step(1)}
                    >
                      <AddIcon />
                    </IconButton>
                  )}
                </InputAdornment>
              ),
            }
          : readOnly.input,
      }}
    />
  );
}
