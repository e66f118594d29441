import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { checkField, validateForm, type FieldChecks, type FieldErrors } from './validation';

/**
 * Which errors the form shows: a field's errors once the user changed it and left it, or after a
 * submit; a field showing an error is checked again on every change, so the error clears the moment the
 * value is right. Untouched fields show nothing before a submit. Each check is one field's.
 * `server`: errors a server gave for a save, shown when a new object arrives; each stays until its
 * field is changed (then the field's own rules decide), leaving the field does not clear it.
 */
export function useFieldErrors(
  schema: RJSFSchema,
  initial: FieldErrors = {},
  extra?: FieldChecks,
  server?: FieldErrors,
) {
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const changed = useRef(new Set<string>());
  const shown = useRef(errors);
  shown.current = errors;

  useLayoutEffect(() => {
    if (!server) return;
    for (const key of Object.keys(server)) changed.current.delete(key);
    setErrors((prev) => ({ ...prev, ...server }));
  }, [server]);

  const show = useCallback((key: string, found: string[]) => {
    setErrors((prev) => {
      const before = prev[key];
      if (!found.length && !before) return prev;
      if (before && found.length === before.length && found.every((m, i) => m === before[i])) {
        return prev;
      }
      const next = { ...prev };
      if (found.length) next[key] = found;
      else delete next[key];
      return next;
    });
  }, []);

  /** A field's value changed: re-check it now only if it is showing an error. */
  const onFieldChange = useCallback(
    (key: string, value: unknown) => {
      changed.current.add(key);
      if (shown.current[key]) show(key, checkField(schema, key, value, extra));
    },
    [schema, show, extra],
  );

  /** A field was left: check it if the user changed it. */
  const onFieldBlur = useCallback(
    (key: string, value: unknown) => {
      if (changed.current.has(key)) show(key, checkField(schema, key, value, extra));
    },
    [schema, show, extra],
  );

  /** A submit: check every field and show every error; returns them. */
  const onSubmitCheck = useCallback(
    (data: Record<string, unknown>) => {
      const found = validateForm(schema, data, extra);
      setErrors(found);
      return found;
    },
    [schema, extra],
  );

  // RJSF's shape, the same object while the errors are the same (RJSF re-merges on a new one).
  const errorSchema = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const [key, messages] of Object.entries(errors)) out[key] = { __errors: [...messages] };
    return out as ErrorSchema;
  }, [errors]);

  return { errors, errorSchema, onFieldChange, onFieldBlur, onSubmitCheck };
}
