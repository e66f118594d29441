/**
 * A routine entry's one-line summary of its settings ("New York · °F · high, low and rain"), from the block's
 * fields (their labels, options and `summary` hints) and the entry's settings, in the fields' order.
 * Two blocks of the same kind with different settings read differently.
 */
import { isPlace } from '../places';
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
  if (field.type === 'place') return isPlace(shown) ? shown.name : null;
  if (field.type === 'toggle') {
    const on = shown === true;
    return (on ? (hint.on ?? field.label) : hint.off) || null;
  }
  if (shown === null || shown === undefined || shown === '') return null;
  let text = String(shown);
  if (field.type === 'text') {
    text = field.options?.find((o) => o.value === shown)?.label ?? text;
  }
  const named = hint.values?.[text];
  if (named) return named;
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

/**
 * What an entry lacks before its call can say it: a required place not chosen yet — the Weather
 * block's old zip code the upgrade could not place (server/db/dataMigrations.ts), named. Null when
 * nothing is missing.
 */
export function missingSetting(
  fields: readonly BlockField[],
  settings: BlockSettings,
): string | null {
  const unplaced = fields.find(
    (field) => field.type === 'place' && field.required && !isPlace(settings[field.key]),
  );
  if (!unplaced) return null;
  const zip = settings.zip_code;
  return typeof zip === 'string' && zip
    ? `Zip code ${zip} was not found: choose a place in its settings, or its call says nothing of it.`
    : 'No place chosen: choose one in its settings, or its call says nothing of it.';
}
