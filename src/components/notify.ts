/**
 * Toasts (SPEC §8): one place that shows success, error and info messages, and how they are shown.
 * Identical messages merge into one (a stable toastId per kind and text); an error already on screen
 * inline (see useInlineError) is not toasted again. The texts are the spec's, unchanged.
 */
import { createElement, lazy, useLayoutEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type * as Toastify from 'react-toastify';
import type { ToastPosition } from 'react-toastify';
import type { ColorMode } from '../state/colorMode';
import { TOUCH_TARGET_PX, UNDO_MS } from '../core/constants';
import { notices } from '../core/messages';
import { loadOnce } from '../vendor/loadOnce';

type Kind = 'success' | 'error' | 'info';
type Toast = typeof Toastify.toast;

// react-toastify (~10 kB gzipped with the app's container, and its styles) loads with the first
// toast, not with every page (measured: every route's first load that much lighter, the routine
// usable sooner): the toasts asked for meanwhile are shown once it has, in order (the app mounts its
// container then, `LazyToasts` below; react-toastify queues toasts until a container is there). One
// load brings both, the container's module (./Toasts.tsx) and react-toastify's `toast`.
const toastsModule = loadOnce(() => import('./Toasts'));
const toastify = {
  now: () => toastsModule.now()?.toast,
  load: () => toastsModule().then((module) => module.toast),
};
let asked = false;
const askedListeners = new Set<() => void>();

/** Runs `run` with react-toastify's toast: at once if it is loaded, else once it has, in call order. */
function withToast(run: (toast: Toast) => void) {
  const loaded = toastify.now();
  if (loaded) return run(loaded);
  if (!asked) {
    asked = true;
    askedListeners.forEach((listener) => listener());
  }
  toastify.load().then(run, () => undefined);
}

/**
 * The toast container, for the app to mount once a toast has been asked for (`toastsAsked`): it moves
 * the open toasts when the layout moves where toasts belong.
 */
export const LazyToasts = lazy(() =>
  toastsModule().then(({ default: Toasts }) => ({
    default: ({ mode }: { mode: ColorMode }) =>
      createElement(Toasts, { mode, onPosition: moveOpenToasts }),
  })),
);

/** Whether a toast has been asked for (the app mounts its toast container from then on). */
export const toastsAsked = {
  subscribe(listener: () => void) {
    askedListeners.add(listener);
    return () => void askedListeners.delete(listener);
  },
  get: () => asked,
};

const idFor = (kind: Kind, text: string) => `${kind}:${text}`;

// The ids of the toasts shown, to move the open ones when the layout moves toasts (moveOpenToasts).
const shownIds = new Set<string>();
const remember = (toastId: string) => (shownIds.add(toastId), toastId);

// The toast of each message (kind and text) last shown. While it is open the message keeps that one
// toast; once it has closed, the message shown again gets a fresh id: react-toastify ignores a toast
// whose id is still in its list, and a closed toast stays there until its exit animation has ended
// (a second save's "Schedule updated successfully!" was lost while the first one's toast was leaving).
const lastIds = new Map<string, string>();
let opened = 0;

function toastIdOf(toast: Toast, kind: Kind, text: string): string {
  const key = idFor(kind, text);
  const last = lastIds.get(key);
  if (last !== undefined && toast.isActive(last)) return last;
  opened += 1;
  const fresh = `${key}#${opened}`;
  lastIds.set(key, fresh);
  return remember(fresh);
}

/** Closes the toast of a message, if it is open. */
function dismiss(toast: Toast, kind: Kind, text: string) {
  const last = lastIds.get(idFor(kind, text));
  if (last !== undefined) toast.dismiss(last);
}

/**
 * Moves the open toasts to `position`: react-toastify keeps the position a toast opened with, and a
 * window that crosses md moves where toasts belong (useToastPosition).
 */
export function moveOpenToasts(position: ToastPosition) {
  const loaded = toastify.now();
  if (!loaded) return;
  for (const id of shownIds) {
    if (loaded.isActive(id)) loaded.update(id, { position });
    else shownIds.delete(id);
  }
}

// Errors a component shows inline right now, by text, with how many places show each.
const inline = new Map<string, number>();

function show(kind: Kind, text: string) {
  if (kind === 'error' && inline.has(text)) return;
  // Same id while one is open: react-toastify keeps the one toast instead of stacking a copy.
  withToast((toast) => toast[kind](text, { toastId: toastIdOf(toast, kind, text) }));
}

let undoable = 0;

/**
 * A success toast with an Undo button, open for UNDO_MS: Undo closes it and runs `undo`. Each one is
 * its own toast (two removals, two Undos), the text is the spec's.
 */
function successWithUndo(text: string, undo: () => void) {
  undoable += 1;
  const toastId = `${idFor('success', text)}:undo:${undoable}`;
  withToast((toast) =>
    toast.success(
      ({ closeToast }) =>
        createElement(
          Box,
          {
            // The text, Undo beside it where the toast has room, else under it.
            sx: {
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 1,
              justifyContent: 'space-between',
            },
          },
          createElement('span', null, text),
          createElement(
            Button,
            {
              size: 'small',
              color: 'inherit',
              variant: 'outlined',
              // A 44 × 44 px touch target.
              sx: { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX, px: 2 },
              onClick: () => {
                closeToast();
                undo();
              },
            },
            notices.undo,
          ),
        ),
      { toastId, autoClose: UNDO_MS },
    ),
  );
  return remember(toastId);
}

/** One event, one toast: a title with the line that says what to do (two spec texts, one toast). */
function infoWithDetail(title: string, detail: string) {
  withToast((toast) =>
    toast.info(
      createElement(
        Box,
        null,
        createElement('strong', { style: { display: 'block' } }, title),
        createElement('span', null, detail),
      ),
      { toastId: toastIdOf(toast, 'info', title) },
    ),
  );
}

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  infoWithDetail,
  successWithUndo,
  /** Closes the error toast of this text, if one is open (a success makes it stale). */
  dismissError: (text: string) => {
    // Before a toast has been asked for, none is open.
    if (asked) withToast((toast) => dismiss(toast, 'error', text));
  },
  /** Closes the success toast of this text, if one is open (what it announced is over). */
  dismissSuccess: (text: string) => {
    if (asked) withToast((toast) => dismiss(toast, 'success', text));
  },
};

/**
 * Marks an error text as shown inline while the calling component shows it (pass null when it
 * doesn't): the same text is then never toasted, and a toast of it already open is closed.
 */
export function useInlineError(text: string | null | undefined) {
  useLayoutEffect(() => {
    if (!text) return;
    inline.set(text, (inline.get(text) ?? 0) + 1);
    if (asked) withToast((toast) => dismiss(toast, 'error', text));
    return () => {
      const left = (inline.get(text) ?? 1) - 1;
      if (left > 0) inline.set(text, left);
      else inline.delete(text);
    };
  }, [text]);
}
