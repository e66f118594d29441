/**
 * A server's refusal about one field of a form (the error answer's `field`, SPEC §8's text otherwise
 * unchanged) shown under that field instead of as a toast.
 */
import { ApiError, errorText } from '../api/client';
import type { FieldErrors } from './validation';

/**
 * The errors to show under the form's fields for a failed save: the server's message under the field
 * it names, without the field's name in front ('zip_code: Must be 5 digits' → 'Must be 5 digits').
 * Null when the failure names no field among `keys` (then it is a toast, as before).
 */
export function serverFieldErrors(error: unknown, keys: readonly string[]): FieldErrors | null {
  if (!(error instanceof ApiError) || !error.field || !error.serverText) return null;
  const key = error.field.split('.')[0] ?? '';
  if (!keys.includes(key)) return null;
  const prefix = `${error.field}: `;
  const parts = error.serverText.split('; ');
  const messages = parts.every((part) => part.startsWith(prefix))
    ? parts.map((part) => part.slice(prefix.length))
    : [error.serverText];
  return { [key]: messages };
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
