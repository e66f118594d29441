import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { loadValidation, validationNow, type Validation } from './loadValidation';
import type { FormStore } from './store';
import type { FieldChecks, FieldErrors } from './validation';

const sameMessages = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((m, i) => m === b[i]);

/**
 * Which errors the form shows (kept in its store, so a field re-renders only when its own errors
 * change): a field's errors once the user changed it and left it, or after a submit; a field showing an
 * error is checked again on every change, so the error clears the moment the value is right. Untouched
 * fields show nothing before a submit. Each check is one field's.
 * `server`: errors a server gave for a save, shown when a new object arrives; each stays until its
 * field is changed (then the field's own rules decide), leaving the field does not clear it.
 * A field's check asked before the validation has loaded (see loadValidation) runs once it has, on
 * the field's value then; `onSubmitCheck` is the caller's to defer (it answers what it found).
 */
export function useFieldErrors(
  store: FormStore,
  schema: RJSFSchema,
  extra?: FieldChecks,
  server?: FieldErrors,
) {
  const changed = useRef(new Set<string>());

  useLayoutEffect(() => {
    if (!server) return;
    for (const key of Object.keys(server)) changed.current.delete(key);
    store.setErrors({ ...store.errors, ...server });
  }, [store, server]);

  const show = useCallback(
    (key: string, found: string[]) => {
      const prev = store.errors;
      const before = prev[key];
      if (!found.length && !before) return;
      if (found.length && sameMessages(before, found)) return;
      const next = { ...prev };
      if (found.length) next[key] = found;
      else delete next[key];
      store.setErrors(next);
    },
    [store],
  );

  /** Checks one field now, or — before the validation has loaded — its value once it has. */
  const check = useCallback(
    (key: string, value: unknown, still: () => boolean) => {
      const now = validationNow();
      if (now) show(key, now.checkField(schema, key, value, extra));
      else
        loadValidation().then(
          (later) => {
            if (still()) show(key, later.checkField(schema, key, store.values[key], extra));
          },
          () => undefined, // not loaded (offline): the field is checked at the next change or blur
        );
    },
    [store, schema, show, extra],
  );

  /** A field's value changed: re-check it now only if it is showing an error. */
  const onFieldChange = useCallback(
    (key: string, value: unknown) => {
      changed.current.add(key);
      if (store.errors[key]) check(key, value, () => !!store.errors[key]);
    },
    [store, check],
  );

  /** A field was left: check it if the user changed it. */
  const onFieldBlur = useCallback(
    (key: string, value: unknown) => {
      if (changed.current.has(key)) check(key, value, () => true);
    },
    [check],
  );

  /**
   * A submit: check every field and show every error (unchanged ones keep their identity); returns
   * them. Needs the validation loaded (`validation`, from loadValidation).
   */
  const onSubmitCheck = useCallback(
    (validation: Validation, data: Record<string, unknown>): FieldErrors => {
      const found = validation.validateForm(schema, data, extra);
      const prev = store.errors;
      const next: Record<string, readonly string[]> = {};
      for (const [key, messages] of Object.entries(found)) {
        const before = prev[key];
        next[key] = before && sameMessages(before, messages) ? before : messages;
      }
      store.setErrors(next);
      return next;
    },
    [store, schema, extra],
  );

  return { onFieldChange, onFieldBlur, onSubmitCheck };
}
