import { useId, type KeyboardEventHandler, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/** The box's own element's attributes (`inputProps`): aria-*, data-*, maxLength, step… */
export type HtmlInputProps = Record<string, unknown>;

export interface TextBoxProps {
  id?: string | undefined;
  name?: string | undefined;
  label?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: boolean | undefined;
  fullWidth?: boolean | undefined;
  size?: 'small' | 'medium' | undefined;
  /** (An Autocomplete gives it through `slotProps.htmlInput`.) */
  value?: string | undefined;
  placeholder?: string | undefined;
  type?: string | undefined;
  autoComplete?: string | undefined;
  autoFocus?: boolean | undefined;
  helperText?: ReactNode | undefined;
  className?: string | undefined;
  sx?: SxProps<Theme> | undefined;
  onChange?: ((event: { target: { value: string } }) => void) | undefined;
  onBlur?: ((event: { target: { value: string } }) => void) | undefined;
  onFocus?: ((event: { target: { value: string } }) => void) | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLElement> | undefined;
  /**
   * A choice among `children` (`<option>`s) in the browser's own select: a phone's own picker, and
   * type-ahead and the keyboard as every select has them.
   */
  select?: boolean | undefined;
  children?: ReactNode | undefined;
  slotProps?: {
    input?: Partial<OutlinedInputProps> | undefined;
    htmlInput?: HtmlInputProps | undefined;
    inputLabel?: Partial<InputLabelProps> | undefined;
  };
}

/**
 * The app's text box: MUI's outlined TextField as it composes one — FormControl, InputLabel,
 * OutlinedInput, FormHelperText, with the same ids and classes — but with the browser's own select
 * for a choice. MUI's TextField imports its Select (and with it Menu, Popover, MenuList, FilledInput
 * and Input) whether or not a box is a select: some 15 kB that every dashboard load carried on a
 * slow phone network (issue 33; docs/ARCHITECTURE.md, "What the first load carries"). Keep this
 * rather than `@mui/material/TextField` (lint says so).
 */
export function TextBox({
  id: givenId,
  name,
  label,
  required = false,
  disabled = false,
  error = false,
  fullWidth = false,
  size,
  value,
  placeholder,
  type,
  autoComplete,
  autoFocus = false,
  helperText,
  className,
  sx,
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  select = false,
  children,
  slotProps = {},
}: TextBoxProps) {
  // The theme's TextField defaults hold here too (its focus colour, src/app/theme.ts).
  const { color } = useDefaultProps<{ color?: 'primary' | 'secondary' }>({
    props: {},
    name: 'MuiTextField',
  });
  // As MUI's TextField: without an id of its own, one is made, so the label names the box.
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const labelId = label && id ? `${id}-label` : undefined;
  const { shrink } = slotProps.inputLabel ?? {};
  const input = (
    <OutlinedInput
      id={id}
      name={name}
      label={label}
      {...(shrink === undefined ? {} : { notched: shrink })}
      aria-describedby={helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      type={select ? undefined : type}
      value={value}
      placeholder={placeholder}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      inputProps={slotProps.htmlInput}
      {...slotProps.input}
    />
  );
  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      sx={sx}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      {select ? (
        // A choice too long for the box ends in "…", as in MUI's own select.
        <NativeSelect
          input={input}
          sx={{ '& .MuiNativeSelect-select': { textOverflow: 'ellipsis' } }}
        >
          {children}
        </NativeSelect>
      ) : (
        input
      )}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
