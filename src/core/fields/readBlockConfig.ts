/**
 * A block configuration payload as it enters the client's cache: checked once (./parseBlockConfig.ts)
 * and its settings completed once with the fields' defaults, so the dialog, the form and the
 * validators all read the same object and never parse or merge again.
 */
import type { BlockField, BlockSettings } from '../types';
import { parseBlockConfig, type Parsed } from './parseBlockConfig';
import { defaultSettings } from './settingsSchema';

/** What a configure form needs: the fields, and the settings it starts from (defaults under the saved). */
export interface BlockForm {
  fields: readonly BlockField[];
  settings: BlockSettings;
}

export type ReadConfig = Parsed<BlockForm>;

// One fields list per distinct list (a handful of block types): the forms layer caches schemas and
// compiled validators by the list's identity, so each block's validator is compiled once per page.
const known = new Map<string, readonly BlockField[]>();
const MAX_KNOWN = 200;

function sameList(fields: readonly BlockField[]): readonly BlockField[] {
  const key = JSON.stringify(fields);
  const found = known.get(key);
  if (found) return found;
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(key, fields);
  return fields;
}

/** The payload checked, or why it can't be shown; never throws. */
export function readBlockConfig(payload: unknown): ReadConfig {
  const parsed = parseBlockConfig(payload);
  if (!parsed.ok) return parsed;
  const fields = sameList(parsed.value.schema.fields);
  return {
    ok: true,
    value: { fields, settings: { ...defaultSettings(fields), ...parsed.value.current_settings } },
  };
}

/** The form after a save: the server's answer as the settings, the fields as they were. */
export const withSettings = (form: BlockForm, saved: BlockSettings): BlockForm => ({
  fields: form.fields,
  settings: { ...defaultSettings(form.fields), ...saved },
});
