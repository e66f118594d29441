import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from '../state/colorMode';

const shared = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
};

/** The app's MUI theme for a colour mode. */
export function makeTheme(mode: ColorMode): Theme {
  return createTheme({
    ...shared,
    palette:
      mode === 'light'
        ? {
            mode,
            primary: { main: '#c2410c' },
            secondary: { main: '#1d4ed8' },
            background: { default: '#fafaf9' },
          }
        : { mode, primary: { main: '#fb923c' }, secondary: { main: '#93c5fd' } },
  });
}
