import type { ReactNode } from 'react';
import { Box, Paper, ThemeProvider, Typography } from '@mui/material';
import { darkTheme, lightTheme } from '../../src/app/theme';

export interface StateCell {
  /** What a designer calls the state ("Error after submit", "Busy"…). */
  name: string;
  /** Renders the state; `id` is unique per cell, for the form's ids. */
  render: (id: string) => ReactNode;
}

/** Phone and desktop content widths: the 360 px breakpoint less the page padding, and a dialog's. */
const widths = [
  { name: 'Phone', px: 328 },
  { name: 'Desktop', px: 552 },
] as const;
const modes = [
  { name: 'Light', theme: lightTheme },
  { name: 'Dark', theme: darkTheme },
] as const;

/**
 * Every state of one thing side by side: one row per state, one column per colour mode and width
 * (light phone, light desktop, dark phone, dark desktop), all in one view.
 */
export function StatesGrid({ states }: { states: StateCell[] }) {
  const columns = modes.flatMap((mode) => widths.map((width) => ({ mode, width })));
  return (
    <Box
      data-visual
      sx={{
        width: 'max-content',
        p: 1,
        display: 'grid',
        gridTemplateColumns: `max-content ${columns.map((c) => `${c.width.px}px`).join(' ')}`,
        gap: 2,
        alignItems: 'start',
      }}
    >
      <span />
      {columns.map(({ mode, width }) => (
        <Typography key={`${mode.name}-${width.name}`} variant="overline" component="h2">
          {mode.name} · {width.name} ({width.px + 32} px)
        </Typography>
      ))}
      {states.map((state) => (
        <StateRow key={state.name} state={state} columns={columns} />
      ))}
    </Box>
  );
}

function StateRow({
  state,
  columns,
}: {
  state: StateCell;
  columns: { mode: (typeof modes)[number]; width: (typeof widths)[number] }[];
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ pt: 2, maxWidth: 140 }}>
        {state.name}
      </Typography>
      {columns.map(({ mode, width }) => (
        <ThemeProvider key={`${mode.name}-${width.name}`} theme={mode.theme}>
          <Paper
            variant="outlined"
            data-state={`${state.name} · ${mode.name} · ${width.name}`}
            sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary', width: width.px }}
          >
            {state.render(
              `${state.name}-${mode.name}-${width.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            )}
          </Paper>
        </ThemeProvider>
      ))}
    </>
  );
}
