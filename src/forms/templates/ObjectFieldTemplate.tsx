import Box from '@mui/material/Box';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

// 16 px between fields: a helper line never touches the next field's label (an outlined box's label
// sits 9 px above its box).
const stackSx = { display: 'flex', flexDirection: 'column', gap: 2, mt: 1 } as const;

/**
 * The fields one under the other in a single flex column: one element and one style for the whole form
 * (the MUI theme's template wraps every property in a Grid, restyled on every keystroke).
 */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Box sx={stackSx}>{properties.map((property) => property.content)}</Box>;
}
