/**
 * A server's refusal about fields of a form (the error answer's `errors`, SPEC §8's text otherwise
 * unchanged) shown under those fields instead of as a toast.
 */
import { ApiError, errorText } from '../api/client';
import type { FieldError } from '../core/types';
import type { FieldErrors } from './validation';

/**
 * The errors to show under the form's fields for a failed save: each of the answer's `errors` under
 * the field it names (a nested field under its top-level key). Null when the failure names no field
 * among `keys` (then it is a toast, as before).
 */
export function serverFieldErrors(error: unknown, keys: readonly string[]): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const shown: Record<string, string[]> = {};
  const add = ({ field, message }: FieldError) => {
    const key = field.split('.')[0] ?? '';
    if (keys.includes(key)) shown[key] = [...(shown[key] ?? []), message];
  };
  error.fieldErrors.forEach(add);
  return Object.keys(shown).length ? shown : null;
}

/**
 * An action's failure text (useAction's `error`) for a form: null — no toast — when the failure is
 * shown under one of the form's fields, else SPEC §8's text with the screen's own fallback.
 */
export function toastUnlessOnField(keys: readonly string[], screenText: string) {
  return (error: unknown): string | null =>
    serverFieldErrors(error, keys) ? null : errorText(error, screenText);
}

/** The keys of a form's fields the user sees (a hidden field cannot show an error). */
export function shownKeys(schema: { properties?: object }, uiSchema: object = {}): string[] {
  const ui = uiSchema as Record<string, { 'ui:widget'?: unknown } | undefined>;
  return Object.keys(schema.properties ?? {}).filter((key) => ui[key]?.['ui:widget'] !== 'hidden');
}
