/**
 * The app's one toast container (SPEC §8: at most 3, newest first, clear of the page's actions), with
 * react-toastify and its styles: loaded by AppProviders once the first toast is asked for
 * (src/components/notify.ts queues it meanwhile), not with every page.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import { getOverlayAlpha, lighten, useTheme, type Theme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerProps, useToastPosition } from '../components/notify';
import { SIDEBAR_WIDTH_PX } from '../core/constants';
import type { ColorMode } from '../state/colorMode';

/** The gap between a toast and what it keeps clear of (react-toastify's own offset is 16 px). */
const GAP_PX = 8;

/**
 * The docked sidebar's foot (src/features/dashboard/Sidebar.tsx): a divider over a list of two
 * entries, the mode toggle and Logout (MUI: 48 px each, the list's 8 px padding above and below).
 */
const SIDEBAR_FOOT_PX = 1 + 8 + 2 * 48 + 8;

type Rule = { [key: string]: number | Rule };

/**
 * Where a top toast starts: below the phone app bar, at each of its heights. DashboardFrame's Toolbar
 * takes them from the theme's toolbar mixin (per breakpoint and orientation); its border adds 1 px.
 */
function belowAppBar(toolbar: Rule): Rule {
  return Object.fromEntries(
    Object.entries(toolbar).map(([key, value]) =>
      typeof value === 'number' ? ['top', value + 1 + GAP_PX] : [key, belowAppBar(value)],
    ),
  );
}

/**
 * The toasts painted from the MUI theme. react-toastify fixes a toast's own theme when it opens, so
 * every toast keeps its "light" class and that class's variables are set here, from the current
 * theme: an open toast follows the colour mode the moment it changes (the OS switching to dark).
 */
function toastStyles(theme: Theme, mode: ColorMode) {
  const { background, text } = theme.palette;
  // Dark: the surface of a raised card (MUI's elevation overlay), so the toast stands off the page.
  const surface =
    mode === 'dark' ? lighten(background.paper, getOverlayAlpha(6)) : background.paper;
  return {
    // :root:root outranks the stylesheet's own :root, which loads after this style.
    ':root:root': {
      '--toastify-color-light': surface,
      // (its light text, #757575, was 4.4:1 where the white shows the page through)
      '--toastify-text-color-light': text.primary,
    },
    // Its light close button is 30 % black, lost on a dark toast: the toast's text colour instead.
    '.Toastify__close-button.Toastify__close-button--light': { color: 'inherit', opacity: 0.7 },
    // Below md (phone app bar), toasts open at the top, under the app bar and its menu button;
    '.Toastify__toast-container.Toastify__toast-container--top-center': belowAppBar(
      theme.mixins.toolbar as Rule,
    ),
    // from md up, in the docked sidebar, above its mode toggle and Logout: the one place of the
    // layout with no page content at any scroll (SPEC §8's 3 fit under its links at 1280 × 720), so
    // a toast never covers what the user works on (the routine's entries, a form, its Save).
    '.Toastify__toast-container.Toastify__toast-container--bottom-left': {
      '--toastify-toast-width': `${SIDEBAR_WIDTH_PX - 2 * GAP_PX}px`,
      left: GAP_PX,
      bottom: SIDEBAR_FOOT_PX + GAP_PX,
    },
    '.Toastify__toast-container--bottom-left .Toastify__toast': { marginBottom: GAP_PX },
  };
}

export default function Toasts({ mode }: { mode: ColorMode }) {
  const position = useToastPosition();
  const theme = useTheme();
  return (
    <>
      <GlobalStyles styles={toastStyles(theme, mode)} />
      <ToastContainer {...toastContainerProps} position={position} />
    </>
  );
}
