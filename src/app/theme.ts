import { createTheme, type Theme } from '@mui/material/styles';
import { APP_FONT_FAMILY } from '../core/constants';
import type { ColorMode } from '../state/colorMode';

/** Shape and typography shared by both colour modes (and by the prerendered landing page). */
export const sharedThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: APP_FONT_FAMILY,
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
};

/**
 * Page-wide rules, carried by both the app's theme and the prerendered pages' through CssBaseline:
 * - Form controls are drawn in the app's font: a browser gives buttons and inputs its own (the
 *   machine's system font), so a sign in a button or the value of a native input would not be Inter.
 * - When the visitor's system asks for less motion, nothing moves on its own: spinners and skeletons
 *   stop, transitions end at once (their end events still fire, so nothing waits on them).
 */
export const baselineStyles = {
  MuiCssBaseline: {
    styleOverrides: {
      'button, input, select, textarea, optgroup': { fontFamily: 'inherit' },
      '@media (prefers-reduced-motion: reduce)': {
        // (a toast's progress bar is its timer: react-toastify closes the toast when its animation
        // ends, so it keeps its length, or toasts would vanish at once.)
        '*:not(.Toastify__progress-bar), *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

/** The palette of each colour mode. */
export const palettes = {
  light: {
    primary: { main: '#c2410c' },
    secondary: { main: '#1d4ed8' },
    background: { default: '#fafaf9' },
  },
  // Error text at ≥ 4.5:1 on every dark surface, a dialog's included (MUI's #f44336 measured 3.14:1).
  dark: {
    primary: { main: '#fb923c' },
    secondary: { main: '#93c5fd' },
    error: { main: '#fca5a5' },
  },
} as const;

/** MUI's white overlay for a dark surface at an elevation (its getOverlayAlpha), as one solid colour. */
function darkSurface(elevation: number) {
  const overlay = elevation < 1 ? 5.11916 * elevation ** 2 : 4.5 * Math.log(elevation + 1) + 2;
  const alpha = Math.round(overlay * 10) / 1000;
  const level = Math.round(0x12 * (1 - alpha) + 255 * alpha);
  return `rgb(${level}, ${level}, ${level})`;
}

/** The app's MUI theme for a colour mode. */
export function makeTheme(mode: ColorMode): Theme {
  return createTheme({
    ...sharedThemeOptions,
    palette: { mode, ...palettes[mode] },
    components: {
      ...baselineStyles,
      // Dark raised surfaces as solid colours, not MUI's translucent gradient: the same look, and a
      // background axe can measure text against (over a gradient it gives up and passes the page).
      MuiPaper: {
        styleOverrides: {
          root: ({ ownerState }) =>
            mode === 'dark' && ownerState.variant !== 'outlined'
              ? { backgroundImage: 'none', backgroundColor: darkSurface(ownerState.elevation ?? 1) }
              : {},
        },
      },
      // Focus is a blue ring, a hue away from the error red (the primary orange read as an error).
      MuiTextField: { defaultProps: { color: 'secondary' } },
      // A visible focus ring on every control reached by keyboard, in both modes.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${theme.palette.secondary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      // The switch clips what lies outside it: its ring is drawn inside the thumb's hit area. Its
      // track stands out from the surface at 3:1, off and on (MUI's: 2.7:1 off in light, 2.2:1 on, a
      // half-transparent primary): on, the track is solid primary and the thumb white on it.
      MuiSwitch: {
        styleOverrides: {
          switchBase: {
            '&.Mui-focusVisible': { outlineOffset: -6 },
            '&.Mui-checked:not(.Mui-disabled)': { color: '#fff' },
            '&.Mui-checked:not(.Mui-disabled) + .MuiSwitch-track': { opacity: 1 },
          },
          track: { opacity: mode === 'dark' ? 0.45 : 0.5 },
        },
      },
      // An input's border stands out from the surface at 3:1 (WCAG 1.4.11; MUI's was 1.7:1 in light,
      // 2.1:1 on a dark dialog): the box is what says "type here".
      MuiOutlinedInput: {
        styleOverrides: {
          notchedOutline: {
            borderColor: mode === 'dark' ? 'rgba(255, 255, 255, 0.5)' : 'rgba(0, 0, 0, 0.45)',
          },
        },
      },
      // One selected style for every segmented choice: filled with the primary colour (≥ 3:1 against
      // the surface, its text at ≥ 4.5:1), not a pale tint.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            // A hovered unchosen segment: MUI's action.active grey read 4.45:1 on the hover tint.
            '&:hover:not(.Mui-selected)': { color: theme.palette.text.secondary },
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: theme.palette.primary.main,
              color: theme.palette.primary.contrastText,
            },
            '&.Mui-selected:hover': { backgroundColor: theme.palette.primary.dark },
            '&.Mui-selected.Mui-disabled': {
              backgroundColor: theme.palette.action.disabledBackground,
              color: theme.palette.action.disabled,
            },
          }),
        },
      },
    },
  });
}

/** Both themes, built once (the catalogue's foundations and States pages show them side by side). */
export const lightTheme = makeTheme('light');
export const darkTheme = makeTheme('dark');
