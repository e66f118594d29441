/**
 * What a Playground link carries, in Storybook's own `args=` (which keeps only letters, digits, `_` and
 * `-`): the typed JSON and the dialog's values as base64url of their UTF-8, the sample by its block id.
 * The colour mode and viewport are Storybook's globals, carried beside them (`&globals=`).
 */
import type { BlockSettings } from '../../src/core/types';

/** A text in a form a URL argument carries (base64url of its UTF-8). */
export function encodeFields(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text back from `encodeFields`, or null when the argument is not one. */
export function decodeFields(shared: string | undefined): string | null {
  if (!shared) return null;
  try {
    const binary = atob(shared.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The dialog's values for a link: a field left empty is kept, as null (JSON has no undefined). */
export const encodeValues = (values: Record<string, unknown>): string =>
  encodeFields(JSON.stringify(values, (_key, value: unknown) => value ?? null));

/** The values a link carries, or null when it carries none (or not an object of settings). */
export function decodeValues(shared: string | undefined): BlockSettings | null {
  const text = decodeFields(shared);
  if (text === null) return null;
  try {
    const values: unknown = JSON.parse(text);
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
    return values as BlockSettings;
  } catch {
    return null;
  }
}
