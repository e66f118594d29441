/**
 * The app's one toast container (SPEC §8: at most 3, newest first, clear of the page's actions), with
 * react-toastify and its styles: loaded by ./notify.ts with the first toast asked for (it queues the
 * toasts meanwhile; AppProviders then mounts this container), not with every page.
 */
import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { getOverlayAlpha, lighten, useTheme, type Theme } from '@mui/material/styles';
import {
  ToastContainer,
  type CloseButtonProps,
  type ToastContainerProps,
  type ToastPosition,
} from 'react-toastify';
// (what notify.ts shows toasts with: it comes with the container, in the one load)
export { toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { SIDEBAR_WIDTH_PX, TOAST_AUTO_CLOSE_MS, TOUCH_TARGET_PX } from '../core/constants';
import type { ColorMode } from '../state/colorMode';

/** The gap between a toast and what it keeps clear of (react-toastify's own offset is 16 px). */
const GAP_PX = 8;

/**
 * The docked sidebar's foot (src/features/dashboard/Sidebar.tsx): a divider over a list of two
 * entries, the mode toggle and Logout (MUI: 48 px each, the list's 8 px padding above and below).
 */
const SIDEBAR_FOOT_PX = 1 + 8 + 2 * 48 + 8;

type Rule = { [key: string]: number | string | Rule };

/**
 * A rule for each height of the phone app bar: DashboardFrame's Toolbar takes them from the theme's
 * toolbar mixin (per breakpoint and orientation); its border adds 1 px.
 */
function atAppBarHeights(toolbar: Rule, rule: (barPx: number) => Rule): Rule {
  return Object.fromEntries(
    Object.entries(toolbar).flatMap(([key, value]) =>
      typeof value === 'number'
        ? Object.entries(rule(value + 1))
        : typeof value === 'string'
          ? []
          : [[key, atAppBarHeights(value, rule)]],
    ),
  );
}

/**
 * On a phone the open toasts push the page down by their height (this variable, set while they are
 * open): a toast never covers what the page shows, at any scroll.
 */
const PUSH = '--db-toasts-push';
const push = `var(${PUSH}, 0px)`;

/** The container of the toasts at the top (below md). */
const TOP = '.Toastify__toast-container.Toastify__toast-container--top-center';
/** The container of the toasts in the sidebar (from md up). */
const SIDEBAR = '.Toastify__toast-container.Toastify__toast-container--bottom-left';

/**
 * Keeps PUSH equal to the top toasts' height (and a gap) while toasts open at the top: it follows them
 * as they open, grow and close (their closing animation included). `within` holds the container.
 */
function usePushBelowToasts(within: RefObject<HTMLElement | null>, atTop: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const holder = within.current;
    if (!atTop || !holder) return;
    let observed: Element | null = null;
    const update = () => {
      const container = holder.querySelector(TOP);
      if (container !== observed) {
        if (observed) sizes.unobserve(observed);
        if (container) sizes.observe(container);
        observed = container;
      }
      const height = container?.getBoundingClientRect().height ?? 0;
      const value = height > 0 ? `${Math.ceil(height) + GAP_PX}px` : '0px';
      // (a change inside a toast that keeps its height restyles nothing)
      if (root.style.getPropertyValue(PUSH) !== value) root.style.setProperty(PUSH, value);
    };
    const sizes = new ResizeObserver(update);
    // A toast's opening and closing add and remove the container.
    const changes = new MutationObserver(update);
    changes.observe(holder, { childList: true, subtree: true });
    update();
    return () => {
      sizes.disconnect();
      changes.disconnect();
      root.style.removeProperty(PUSH);
    };
  }, [within, atTop]);
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
      // In the app's font (react-toastify's own is the browser's sans-serif).
      '--toastify-font-family': theme.typography.fontFamily,
    },
    // Its light close button is 30 % black, lost on a dark toast: the toast's text colour instead.
    '.Toastify__close-button.Toastify__close-button--light': { color: 'inherit', opacity: 0.7 },
    // Below md, toasts open at the top: under the dashboard's app bar and its menu button (a page
    // without one, at the window's top), and push the page down by their height (usePushBelowToasts),
    // so what the page showed moves below them instead of under them. The page's scroll padding
    // counts them too: a control reached by Tab or a link scrolls clear of the app bar and toasts.
    [TOP]: { top: GAP_PX },
    [`body:has(.db-app-bar) ${TOP}`]: atAppBarHeights(theme.mixins.toolbar as Rule, (bar) => ({
      top: bar + GAP_PX,
    })),
    [theme.breakpoints.down('md')]: {
      // (the browser's scroll anchoring sits out a change of the body's padding: what is in view moves)
      html: { scrollPaddingTop: `calc(${push} + ${GAP_PX}px)` },
      'html:has(.db-app-bar)': atAppBarHeights(theme.mixins.toolbar as Rule, (bar) => ({
        scrollPaddingTop: `calc(${bar}px + ${push} + ${GAP_PX}px)`,
      })),
      body: { paddingTop: push },
    },
    // from md up, in the docked sidebar, above its mode toggle and Logout: the one place of the
    // layout with no page content at any scroll (SPEC §8's 3 fit under its links at 1280 × 720), so
    // a toast never covers what the user works on (the routine's entries, a form, its Save).
    [SIDEBAR]: {
      '--toastify-toast-width': `${SIDEBAR_WIDTH_PX - 2 * GAP_PX}px`,
      left: GAP_PX,
      bottom: SIDEBAR_FOOT_PX + GAP_PX,
    },
    [`${SIDEBAR} .Toastify__toast`]: { marginBottom: GAP_PX },
  };
}

/**
 * A toast's close button: its small ✕ drawn as react-toastify draws it, in a 44 × 44 px target that
 * reaches into the toast's padding (so the toast stays as compact), at the end of its row, focusable
 * with the theme's focus ring (react-toastify's own is 14 × 16 px, without one).
 */
function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <IconButton
      aria-label="Close"
      color="inherit"
      size="small"
      onClick={(event: ReactMouseEvent) => {
        event.stopPropagation();
        closeToast(true);
      }}
      sx={{
        flexShrink: 0,
        alignSelf: 'flex-start',
        width: TOUCH_TARGET_PX,
        height: TOUCH_TARGET_PX,
        // The toast's padding is 14 px: the target takes 10 of it on three sides.
        m: '-10px -10px -10px auto',
        opacity: 0.7,
        '&:hover, &.Mui-focusVisible': { opacity: 1 },
      }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * The toast container's settings: at most 3 at once, newest on top, the spec's auto-close, a close
 * button that is a touch target. Spread into the app's one <ToastContainer> with
 * `position={useToastPosition()}`.
 */
export const toastContainerProps = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  limit: 3,
  newestOnTop: true,
  closeButton: ToastCloseButton,
} satisfies ToastContainerProps;

/**
 * Clear of the pages' content at every width: from md up (sidebar docked), bottom-left, in the
 * sidebar above its mode toggle and Logout, where no page content is at any scroll; below md (app
 * bar), top-center under the app bar, the page pushed down by their height so they cover none of it.
 */
export function useToastPosition(): ToastPosition {
  const appBar = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return appBar ? 'top-center' : 'bottom-left';
}

/**
 * The container; `onPosition` moves the toasts already open when the window crosses md (react-toastify
 * keeps the position a toast opened with): ./notify.ts's `moveOpenToasts`.
 */
export default function Toasts({
  mode,
  onPosition,
}: {
  mode: ColorMode;
  onPosition: (position: ToastPosition) => void;
}) {
  const position = useToastPosition();
  const theme = useTheme();
  const holder = useRef<HTMLDivElement>(null);
  usePushBelowToasts(holder, position === 'top-center');
  // A toast open while the window crosses md moves with the layout.
  useEffect(() => onPosition(position), [onPosition, position]);
  return (
    <>
      <GlobalStyles styles={toastStyles(theme, mode)} />
      {/* (its toasts are fixed: the holder takes no room) */}
      <div ref={holder}>
        <ToastContainer {...toastContainerProps} position={position} />
      </div>
    </>
  );
}
