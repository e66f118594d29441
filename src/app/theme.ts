import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from '../state/colorMode';

/** Shape and typography shared by both colour modes (and by the prerendered landing page). */
export const sharedThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
};

/** The palette of each colour mode. */
export const palettes = {
  light: {
    primary: { main: '#c2410c' },
    secondary: { main: '#1d4ed8' },
    background: { default: '#fafaf9' },
  },
  dark: { primary: { main: '#fb923c' }, secondary: { main: '#93c5fd' } },
} as const;

/** The app's MUI theme for a colour mode. */
export function makeTheme(mode: ColorMode): Theme {
  return createTheme({ ...sharedThemeOptions, palette: { mode, ...palettes[mode] } });
}

/** Both themes, built once (the catalogue's foundations and States pages show them side by side). */
export const lightTheme = makeTheme('light');
export const darkTheme = makeTheme('dark');
