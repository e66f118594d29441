import type { ReactNode } from 'react';
import { Box, Paper, ThemeProvider, Typography } from '@mui/material';
import { darkTheme, lightTheme } from '../../src/app/theme';

export interface StateCell {
  /** What a designer calls the state ("Error after submit", "Busy"…). */
  name: string;
  /** Renders the state; `id` is unique per cell, for the form's ids. */
  render: (id: string) => ReactNode;
}

/**
 * The two widths each state is shown at, as the app lays content out there: a phone's card at a
 * 390 px viewport (less the page's 16 px gutters), and a dialog on a 1280 px desktop.
 */
const widths = [
  { name: 'Phone', px: 358, viewport: 390 },
  { name: 'Desktop', px: 552, viewport: 1280 },
] as const;
const modes = [
  { name: 'Light', theme: lightTheme },
  { name: 'Dark', theme: darkTheme },
] as const;

/** Below these window widths the page shows fewer columns (see `StatesGrid`). */
const OVERVIEW = '@media (max-width: 1599.95px)';
const PHONE = '@media (max-width: 599.95px)';

/**
 * Every state of one thing side by side, one row per state. The page is laid out for the window it
 * is in, so each picture is taken at a real viewport:
 * - 1600 px and wider (the catalogue's States page): every column — light phone, light desktop,
 *   dark phone, dark desktop;
 * - a desktop window (1280 px): the desktop columns, light and dark;
 * - a phone (390 px): each state's phone cell, light then dark, across the whole screen.
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
        // Only the cells (and headings) of the window's width show.
        [OVERVIEW]: {
          gridTemplateColumns: `repeat(${modes.length}, ${widths[1].px}px)`,
          '& > [data-width="Phone"], & > .db-corner': { display: 'none' },
        },
        [PHONE]: {
          width: 'auto',
          p: 0,
          gridTemplateColumns: 'minmax(0, 1fr)',
          '& > [data-state][data-width="Phone"]': { display: 'block', width: 'auto' },
          '& > [data-width="Desktop"], & > h2': { display: 'none' },
        },
      }}
    >
      <span className="db-corner" />
      {columns.map(({ mode, width }) => (
        <Typography
          key={`${mode.name}-${width.name}`}
          variant="overline"
          component="h2"
          data-width={width.name}
        >
          {mode.name} · {width.name} ({width.viewport} px)
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
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ pt: 2, maxWidth: 140, [OVERVIEW]: { gridColumn: '1 / -1', maxWidth: 'none', pt: 1 } }}
      >
        {state.name}
      </Typography>
      {columns.map(({ mode, width }) => (
        <ThemeProvider key={`${mode.name}-${width.name}`} theme={mode.theme}>
          <Paper
            variant="outlined"
            data-state={`${state.name} · ${mode.name} · ${width.name}`}
            data-width={width.name}
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
