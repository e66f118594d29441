/**
 * Toasts (SPEC §8): one place that shows success, error and info messages, and how they are shown.
 * Identical messages merge into one (a stable toastId per kind and text); an error already on screen
 * inline (see useInlineError) is not toasted again. The texts are the spec's, unchanged.
 */
import { createElement, useLayoutEffect } from 'react';
import { Box, Button, useMediaQuery } from '@mui/material';
import { toast, type ToastContainerProps, type ToastPosition } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, UNDO_MS } from '../core/constants';
import { notices } from '../core/messages';

type Kind = 'success' | 'error' | 'info';

const idFor = (kind: Kind, text: string) => `${kind}:${text}`;

// Errors a component shows inline right now, by text, with how many places show each.
const inline = new Map<string, number>();

function show(kind: Kind, text: string) {
  if (kind === 'error' && inline.has(text)) return idFor(kind, text);
  // Same id while one is open: react-toastify keeps the one toast instead of stacking a copy.
  return toast[kind](text, { toastId: idFor(kind, text) });
}

let undoable = 0;

/**
 * A success toast with an Undo button, open for UNDO_MS: Undo closes it and runs `undo`. Each one is
 * its own toast (two removals, two Undos), the text is the spec's.
 */
function successWithUndo(text: string, undo: () => void) {
  undoable += 1;
  return toast.success(
    ({ closeToast }) =>
      createElement(
        Box,
        { sx: { display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' } },
        createElement('span', null, text),
        createElement(
          Button,
          {
            size: 'small',
            color: 'inherit',
            variant: 'outlined',
            onClick: () => {
              closeToast();
              undo();
            },
          },
          notices.undo,
        ),
      ),
    { toastId: `${idFor('success', text)}:undo:${undoable}`, autoClose: UNDO_MS },
  );
}

/** One event, one toast: a title with the line that says what to do (two spec texts, one toast). */
function infoWithDetail(title: string, detail: string) {
  return toast.info(
    createElement(
      Box,
      null,
      createElement('strong', { style: { display: 'block' } }, title),
      createElement('span', null, detail),
    ),
    { toastId: idFor('info', title) },
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
    const id = idFor('error', text);
    if (toast.isActive(id)) toast.dismiss(id);
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
    toast.dismiss(idFor('error', text));
    return () => {
      const left = (inline.get(text) ?? 1) - 1;
      if (left > 0) inline.set(text, left);
      else inline.delete(text);
    };
  }, [text]);
}

/**
 * The toast container's settings: at most 3 at once, newest on top, the spec's auto-close. Spread
 * into the app's one <ToastContainer> with `position={useToastPosition()}`.
 */
export const toastContainerProps = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  limit: 3,
  newestOnTop: true,
} satisfies ToastContainerProps;

/**
 * Bottom-right on wide screens; top-center on a phone, where the bottom of the screen holds a form's
 * primary action (Save) that a toast must never cover.
 */
export function useToastPosition(): ToastPosition {
  const phone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  return phone ? 'top-center' : 'bottom-right';
}
