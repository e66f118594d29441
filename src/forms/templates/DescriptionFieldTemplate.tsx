import Typography from '@mui/material/Typography';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's description as plain text (the MUI theme's default renders a heading, which breaks heading order). */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
      {description}
    </Typography>
  );
}
