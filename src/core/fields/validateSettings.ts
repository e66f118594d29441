/**
 * Validates a block's settings against its fields with the same translation the form uses
 * (`fieldsToSchema`) and the same human messages, so client and server agree on every rule.
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { BlockField, BlockSettings, FieldError } from '../types';
import { ajv } from './ajv';
import { humanMessage } from './errorMessages';
import { settingsSchema } from './fieldsToSchema';

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
  const errors = (validate.errors ?? []).map((error) => {
    const key =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : error.instancePath.slice(1);
    return { key, message: humanMessage({ keyword: error.keyword, params: error.params }) };
  });
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
