import { TextBox } from '../../components/TextBox';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { readOnlySlots, textFieldBasics } from './textFieldBasics';

/** A 24-hour HH:MM time picker (the browser's native one). */
export function TimeWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const readOnly = readOnlySlots(props);
  return (
    <TextBox
      {...textFieldBasics(props)}
      type="time"
      value={typeof value === 'string' ? value : ''}
      fullWidth
      // The native picker's clock icon follows the colour scheme: visible in dark mode too.
      sx={(theme) => ({ '& input': { colorScheme: theme.palette.mode } })}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        input: readOnly.input,
        htmlInput: { ...readOnly.htmlInput, step: 60, 'aria-describedby': ariaDescribedByIds(id) },
      }}
    />
  );
}
