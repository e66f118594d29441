import { Box } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

const stackSx = { display: 'flex', flexDirection: 'column', gap: 1, mt: 1 } as const;

/**
 * The fields one under the other in a single flex column: one element and one style for the whole form
 * (the MUI theme's template wraps every property in a Grid, restyled on every keystroke).
 */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Box sx={stackSx}>{properties.map((property) => property.content)}</Box>;
}
