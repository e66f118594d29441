import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { descriptionId, errorId, type FieldTemplateProps } from '@rjsf/utils';

/** Caption line height (0.75rem × 1.66): the space reserved so nothing moves when an error appears. */
const LINE = '1.25rem';

/**
 * The helper line's styles, as class rules the form's root carries once (SchemaForm): a field renders
 * plain elements with these classes, so no field resolves a style when it renders, mounts or re-renders.
 */
export const helperLineStyles = (theme: Theme) => {
  const note = {
    flex: 1,
    minWidth: 0,
    lineHeight: LINE,
    color: theme.palette.text.secondary,
  };
  return {
    // The label of a field that is not a box, above it: drawn as a box's label is (its size once
    // floated, its colour), red when the field is in error.
    '& .db-label': {
      ...theme.typography.caption,
      display: 'block',
      marginBottom: theme.spacing(0.75),
      color: theme.palette.text.secondary,
    },
    '& .db-label-error': { color: theme.palette.error.main },
    '& .db-helper': {
      ...theme.typography.caption,
      display: 'flex',
      gap: theme.spacing(2),
      minHeight: LINE,
      marginTop: theme.spacing(0.5),
      padding: theme.spacing(0, 1.75),
      alignItems: 'flex-start',
    },
    // Under a control that is not a box (switch, segments, day buttons, integration), the line starts
    // where the control starts; under a box it starts where the box's text does.
    '& .db-helper-flush': { paddingLeft: 0, paddingRight: 0 },
    // The description and the error share one cell: the line is as tall as the taller of the two, so
    // a two-line description replaced by a one-line error moves nothing below it.
    '& .db-helper-text': { flex: 1, minWidth: 0, display: 'grid' },
    '& .db-helper-text > *': { gridArea: '1 / 1', alignSelf: 'start' },
    '& .db-helper-note': note,
    '& .db-helper-kept': { visibility: 'hidden' },
    '& .db-helper-error': { ...note, color: theme.palette.error.main },
    '& .db-helper-counter': {
      flexShrink: 0,
      lineHeight: LINE,
      color: theme.palette.text.secondary,
      fontVariantNumeric: 'tabular-nums',
    },
    // Over the limit is a real error (a stored value, or one the server refused): said in red.
    '& .db-helper-counter-over': { color: theme.palette.error.main },
    // Read-only is not disabled: disabled greys a control out and takes it out of the tab order (not
    // in use); a read-only field stays focusable and shows what is set at full contrast, to be read and
    // copied, in a dashed box (dashed buttons, a dashed switch) that says it cannot be changed. Its
    // focus ring is the same as any field's.
    '& .db-readonly .MuiOutlinedInput-root:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': {
      borderStyle: 'dashed',
      borderColor: theme.palette.text.secondary,
    },
    '& .db-readonly .MuiNativeSelect-icon, & .db-readonly .MuiAutocomplete-endAdornment': {
      display: 'none',
    },
    '& .db-readonly .MuiInputBase-root, & .db-readonly .MuiNativeSelect-select, & .db-readonly .MuiToggleButton-root, & .db-readonly .MuiSwitch-input':
      { cursor: 'default' },
    '& .db-readonly .MuiToggleButton-root': { borderStyle: 'dashed' },
    '& .db-readonly .MuiToggleButton-root:not(.Mui-selected):hover': {
      backgroundColor: 'transparent',
    },
    '& .db-readonly .MuiSwitch-track': {
      outline: `1px dashed ${theme.palette.text.secondary}`,
      outlineOffset: 2,
    },
  };
};

/** "n/max" for a text field with a maximum length, and whether n is over it; nothing otherwise. */
function counterFor({ schema, formData }: Pick<FieldTemplateProps, 'schema' | 'formData'>) {
  if (schema.type !== 'string' || typeof schema.maxLength !== 'number' || schema.enum) return null;
  const length = typeof formData === 'string' ? formData.length : 0;
  return { text: `${length}/${schema.maxLength}`, over: length > schema.maxLength };
}

/** The widgets that are not an outlined box: their helper line is flush with the control. */
const FLUSH = new Set(['segmented', 'switch', 'CheckboxWidget', 'integration', 'weekdays']);
const isFlush = ({ schema, uiSchema }: Pick<FieldTemplateProps, 'schema' | 'uiSchema'>) =>
  schema.type === 'boolean' ||
  FLUSH.has(String(uiSchema?.['ui:widget'] ?? '')) ||
  labelAbove({ uiSchema: uiSchema ?? {} });

/**
 * The widgets whose label the template draws above them (a group of buttons, a list): every other
 * widget is a box whose label sits in its border, or a switch whose label says its state. A widget
 * given as a component says so with `ui:options.labelAbove`.
 */
const ABOVE = new Set(['segmented', 'integration', 'weekdays']);
const labelAbove = ({ uiSchema }: Pick<FieldTemplateProps, 'uiSchema'>) =>
  ABOVE.has(String(uiSchema?.['ui:widget'] ?? '')) ||
  (uiSchema?.['ui:options'] as { labelAbove?: unknown } | undefined)?.labelAbove === true;

/**
 * A field's helper text: its description, or in the same room its error (the one line every field
 * has, `.db-helper`). Under an error the description keeps its room, unseen and unread (no id to
 * describe by). A field drawn whole (the place field) shows it too.
 */
export function HelperText({
  id,
  note,
  error,
}: {
  id: string;
  note: ReactNode;
  error: ReactNode | null | undefined;
}) {
  return (
    <span className="db-helper-text">
      <span
        className={error ? 'db-helper-note db-helper-kept' : 'db-helper-note'}
        {...(error ? { 'aria-hidden': true } : { id: descriptionId(id) })}
      >
        {note}
      </span>
      {error && (
        <span className="db-helper-error" id={errorId(id)}>
          {error}
        </span>
      )}
    </span>
  );
}

/** The id of the label the template draws above a field (its widget is labelled by it). */
export const labelIdOf = (id: string) => `${id}-label`;

/**
 * The one field template: the widget (label and control), then ONE helper line holding the description
 * (or `ui:help`) — replaced by the error once there is one, in the same room — with the counter
 * right-aligned on the same line. The line always takes its space, so an error appearing moves nothing. The description is never
 * red; only the error text is.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    hidden,
    rawErrors,
    rawDescription,
    rawHelp,
    disabled,
    readonly,
    classNames,
    label,
    required,
  } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  // The root object has no line of its own.
  if (props.schema.type === 'object') return children;
  const error = rawErrors?.[0];
  const counter = disabled || readonly ? null : counterFor(props);
  const labelClass = error ? 'db-label db-label-error' : 'db-label';
  return (
    <div className={readonly ? `${classNames ?? ''} db-readonly` : classNames} data-field={id}>
      {labelAbove(props) && props.displayLabel && (
        <div className={labelClass} id={labelIdOf(id)}>
          {label}
          {required && <span aria-hidden>{'\u2009*'}</span>}
        </div>
      )}
      {children}
      <div className={isFlush(props) ? 'db-helper db-helper-flush' : 'db-helper'}>
        <HelperText id={id} note={rawDescription || rawHelp} error={error} />
        {counter && (
          <span
            className={
              counter.over ? 'db-helper-counter db-helper-counter-over' : 'db-helper-counter'
            }
            aria-live="polite"
          >
            {counter.text}
          </span>
        )}
      </div>
    </div>
  );
}
