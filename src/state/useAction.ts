import { useCallback, useState } from 'react';
import { useSetAtom, type WritableAtom } from 'jotai';
import { errorText } from '../api/client';
import { notify } from '../components/notify';
import { Refusal } from './refusal';

/** The spec's texts for one action: a success toast, and the screen's failure text (SPEC §8). */
export interface ActionTexts<Args extends unknown[], Result> {
  /** The success toast; a function may answer null for no toast. */
  success?: string | ((result: Result, ...args: Args) => string | null);
  /**
   * The screen's own failure text, shown through the error-text rule (`errorText`): the server's
   * message wins. A function picks the text itself, or answers null for no toast (the screen shows the
   * error itself, e.g. under the field at fault). A `Refusal` always shows its own message.
   */
  error?: string | ((error: unknown) => string | null);
}

export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

/**
 * Runs a write action atom with the busy state and toasts every screen shares: `busy` while it runs
 * (`args` says with what), the success toast when it resolves, the error toast when it rejects.
 * `run` never rejects: it answers what happened.
 */
export function useAction<Args extends unknown[], Result>(
  action: WritableAtom<unknown, Args, Promise<Result>>,
  texts: ActionTexts<Args, Result> = {},
) {
  const call = useSetAtom(action);
  const [args, setArgs] = useState<Args | null>(null);
  const { success, error } = texts;

  const run = useCallback(
    async (...callArgs: Args): Promise<Outcome<Result>> => {
      setArgs(callArgs);
      try {
        const value = await call(...callArgs);
        // This action's earlier failure is no longer true: its toast goes.
        if (typeof error === 'string') notify.dismissError(error);
        const text = typeof success === 'function' ? success(value, ...callArgs) : success;
        if (text) notify.success(text);
        return { ok: true, value };
      } catch (failure) {
        const text = failureText(failure, error);
        if (text) notify.error(text);
        return { ok: false, error: failure };
      } finally {
        setArgs(null);
      }
    },
    [call, success, error],
  );

  return { run, busy: args !== null, args };
}

function failureText(failure: unknown, error: ActionTexts<never, never>['error']): string | null {
  // A Refusal says its own message, unless the screen shows it itself (its function answers null).
  if (failure instanceof Refusal) {
    return typeof error === 'function' && error(failure) === null ? null : failure.message;
  }
  if (typeof error === 'function') return error(failure);
  return errorText(failure, error);
}
