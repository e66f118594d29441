/**
 * Validates a block's settings against its fields with the same translation the form uses
 * (`settingsSchema`) and the same human messages (each field's from its type), so client and server
 * agree on every rule.
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { BlockField, BlockSettings, FieldError } from '../types';
import { ajv } from './ajv';
import { humanMessage } from './errorMessages';
import { fieldErrorText } from './fieldTypes';
import { settingsSchema } from './settingsSchema';

export interface SettingsError {
  key: string;
  message: string;
}

export type SettingsResult =
  { ok: true; value: BlockSettings } | { ok: false; errors: SettingsError[] };

// Compiled once per distinct field list (the catalogue has a handful): AJV keeps what it compiles.
const compiled = new Map<string, ValidateFunction>();
function validatorFor(fields: readonly BlockField[]): ValidateFunction {
  const key = JSON.stringify(fields);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(settingsSchema(fields) as AnySchema);
    compiled.set(key, validate);
  }
  return validate;
}

export function validateSettings(fields: readonly BlockField[], settings: unknown): SettingsResult {
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
    return { ok: false, errors: [{ key: '', message: 'Settings must be an object' }] };
  }
  const validate = validatorFor(fields);
  if (validate(settings)) return { ok: true, value: settings as BlockSettings };
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: SettingsError[] = [];
  for (const error of validate.errors ?? []) {
    // The setting at fault: the first step of the path (a place's `latitude` is the place's fault).
    const [setting = '', ...inside] = error.instancePath.slice(1).split('/');
    const key =
      error.keyword === 'required' && !inside.length && !setting
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties' && !setting
          ? String(error.params.additionalProperty)
          : setting;
    const field = byKey.get(key);
    const failed = { keyword: error.keyword, params: error.params };
    // A setting's text is its field type's; an unknown key's (or the object's own) is the keyword's.
    const message = field ? fieldErrorText(field, failed) : humanMessage(failed);
    // One text per setting: a place wrong in three ways is still one "Choose a place from the list".
    if (!errors.some((e) => e.key === key && e.message === message)) errors.push({ key, message });
  }
  return { ok: false, errors };
}

/** One line for an error answer, e.g. `max_events: Must be at most 10`. */
export function describeSettingsErrors(errors: SettingsError[]): string {
  return errors.map((e) => (e.key ? `${e.key}: ${e.message}` : e.message)).join('; ');
}

/** The settings at fault, as an error answer's `errors` (an error about no one setting is left out). */
export function settingsFieldErrors(errors: SettingsError[]): FieldError[] {
  return errors.filter((e) => e.key).map((e) => ({ field: e.key, message: e.message }));
}
