/**
 * The parts a page shows only when the user asks for them: MUI's Dialog and Drawer (and with them
 * its Modal, focus trap, backdrop and transitions, some 15 kB on a slow phone network that no first
 * paint draws) and the call player. Each comes in once the page is idle, or when first opened if that
 * is sooner; once here, it opens at once (./preloadable.tsx).
 */
import { Suspense, useEffect } from 'react';
import type { DialogProps } from '@mui/material/Dialog';
import type { DrawerProps } from '@mui/material/Drawer';
import { loadOnce } from '../vendor/loadOnce';
import { preloadable } from './preloadable';
import { whenIdle } from './whenIdle';

/** The call player (./AudioPlayer.tsx), for a card that plays a call when asked. */
export const loadPlayer = loadOnce(() => import('./AudioPlayer'));

const loadOverlays = loadOnce(() => import('./overlayParts'));
const LazyDialog = preloadable(() => loadOverlays().then((m) => m.Dialog));
const LazyDrawer = preloadable(() => loadOverlays().then((m) => m.Drawer));

/** Loads the overlays, so that each opens at once (tests and stories have them before they render). */
export const preloadOverlays = () => Promise.all([LazyDialog.preload(), LazyDrawer.preload()]);

/**
 * The overlays load once the page that can open one is idle: every overlay, and the dashboard's frame
 * (its screens open dialogs, and on a phone the menu), which mounts before any of them.
 */
export function useOverlaysWhenIdle() {
  useEffect(
    () => (loadOverlays.started() ? undefined : whenIdle(() => void preloadOverlays())),
    [],
  );
}

/**
 * An overlay: nothing while it is closed and not yet loaded; else MUI's own, which draws its opening
 * and closing (a closed one it has drawn stays MUI's, so its exit transition runs).
 */
function overlay<Props extends { open?: boolean | undefined; keepMounted?: boolean | undefined }>(
  Lazy: ReturnType<typeof preloadable<Props>>,
) {
  return function Overlay(props: Props) {
    useOverlaysWhenIdle();
    if (!props.open && !props.keepMounted && !loadOverlays.now()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy.Component {...props} />
      </Suspense>
    );
  };
}

/** MUI's Dialog, loaded when idle or first opened. */
export const Dialog = overlay<DialogProps>(LazyDialog);
/** MUI's Drawer, loaded when idle or first opened. */
export const Drawer = overlay<DrawerProps & { keepMounted?: boolean | undefined }>(LazyDrawer);
