/**
 * A routine entry's one-line summary of its settings ("10001 · °F · detail 2"), from the block's
 * fields (their labels, options and `summary` hints) and the entry's settings, in the fields' order.
 * Two blocks of the same kind with different settings read differently.
 */
import type { BlockField, BlockSettings } from '../types';

export const SUMMARY_SEPARATOR = ' · ';

/** How one field reads in the summary, or null when it says nothing (empty, off without a text, an integration). */
export function fieldSummary(
  field: BlockField,
  value: BlockSettings[string] | undefined,
): string | null {
  const hint = field.summary ?? {};
  const shown = value === undefined ? field.default_value : value;
  if (field.type === 'integration') return null;
  if (field.type === 'toggle') {
    const on = shown === true;
    return (on ? (hint.on ?? field.label) : hint.off) || null;
  }
  if (shown === null || shown === undefined || shown === '') return null;
  let text = String(shown);
  if (field.type === 'text') {
    text = field.options?.find((o) => o.value === shown)?.label ?? text;
  }
  if (hint.format) return hint.format.replace('{value}', text);
  return field.type === 'number' ? `${field.label}: ${text}` : text;
}

/** The whole line; empty when no field says anything. */
export function settingsSummary(fields: readonly BlockField[], settings: BlockSettings): string {
  return fields
    .map((field) => fieldSummary(field, settings[field.key]))
    .filter((part): part is string => Boolean(part))
    .join(SUMMARY_SEPARATOR);
}
