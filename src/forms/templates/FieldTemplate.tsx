import { Box, Typography } from '@mui/material';
import { descriptionId, errorId, type FieldTemplateProps } from '@rjsf/utils';

/** Caption line height (0.75rem × 1.66): the space reserved so nothing moves when an error appears. */
const LINE = '1.25rem';

const lineSx = {
  display: 'flex',
  gap: 2,
  minHeight: LINE,
  mt: 0.5,
  px: 1.75,
  alignItems: 'flex-start',
} as const;
const textSx = { flex: 1, minWidth: 0, lineHeight: LINE } as const;
const counterSx = { flexShrink: 0, lineHeight: LINE, fontVariantNumeric: 'tabular-nums' } as const;

/** "n/max" for a text field with a maximum length; nothing otherwise. */
function counterFor({ schema, formData }: Pick<FieldTemplateProps, 'schema' | 'formData'>) {
  if (schema.type !== 'string' || typeof schema.maxLength !== 'number' || schema.enum) return null;
  const length = typeof formData === 'string' ? formData.length : 0;
  return { text: `${length}/${schema.maxLength}`, over: length > schema.maxLength };
}

/**
 * The one field template: the widget (label and control), then ONE helper line holding the description
 * (or `ui:help`) — replaced by the error once there is one — with the counter right-aligned on the same
 * line. The line always takes its space, so an error appearing moves nothing. The description is never
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
  } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  // The root object has no line of its own.
  if (props.schema.type === 'object') return children;
  const error = rawErrors?.[0];
  const note = rawDescription || rawHelp;
  const counter = disabled || readonly ? null : counterFor(props);
  return (
    <Box className={classNames} data-field={id}>
      {children}
      <Box sx={lineSx}>
        {error ? (
          <Typography id={errorId(id)} variant="caption" color="error" sx={textSx}>
            {error}
          </Typography>
        ) : (
          <Typography id={descriptionId(id)} variant="caption" color="text.secondary" sx={textSx}>
            {note}
          </Typography>
        )}
        {counter && (
          <Typography variant="caption" color="text.secondary" aria-live="polite" sx={counterSx}>
            {counter.text}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
