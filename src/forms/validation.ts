/**
 * Validation for the layer, per field where the rule is per field: a change or a blur checks one
 * property against its own compiled subschema; a submit checks the whole form once. Every validator is
 * compiled once per schema object (the layer keeps schema identity stable), so nothing compiles again
 * after the first validation of a schema.
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import { ajv } from '../core/fields/ajv';
import { humanMessage, type SchemaError } from '../core/fields/errorMessages';
import { fieldErrorText } from '../core/fields/fieldTypes';
import { settingsField } from '../core/fields/settingsSchema';

/** Errors keyed by top-level property; a key with no errors is absent. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** Extra per-field rules (what a schema cannot say): the error text, or null when the value is fine. */
export type FieldChecks = Readonly<Record<string, (value: unknown) => string | null>>;

/** A field's schema errors, then — when those pass — its extra check. */
export function checkField(
  schema: RJSFSchema,
  key: string,
  value: unknown,
  extra?: FieldChecks,
): string[] {
  const found = validateField(schema, key, value);
  if (found.length) return found;
  const more = extra?.[key]?.(value);
  return more ? [more] : [];
}

type PropertyCheck = (value: unknown) => string[];
const checks = new WeakMap<RJSFSchema, Map<string, PropertyCheck>>();
const wholeForm = new WeakMap<RJSFSchema, ValidateFunction>();

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function compileWhole(schema: RJSFSchema): ValidateFunction {
  let validate = wholeForm.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as AnySchema);
    wholeForm.set(schema, validate);
  }
  return validate;
}

function compileProperty(schema: RJSFSchema, key: string): PropertyCheck {
  // A block's setting says its field type's texts (as the server does); any other form the generic ones.
  const field = settingsField(schema, key);
  const text = (error: SchemaError) => (field ? fieldErrorText(field, error) : humanMessage(error));
  const property = schema.properties?.[key];
  const required = Array.isArray(schema.required) && schema.required.includes(key);
  // A property that refers elsewhere in the root (a $ref) is checked with the whole form.
  if (!property || typeof property !== 'object' || JSON.stringify(property).includes('"$ref"')) {
    return (value) => {
      const validate = compileWhole(schema);
      if (validate({ [key]: value })) return [];
      return (validate.errors ?? [])
        .filter((e) => e.instancePath.split('/')[1] === key || e.params.missingProperty === key)
        .map((e) => text({ keyword: e.keyword, params: e.params }));
    };
  }
  const validate = ajv.compile(property as AnySchema);
  return (value) => {
    if (isEmpty(value)) return required ? [text({ keyword: 'required', params: {} })] : [];
    if (validate(value)) return [];
    // One message per field: the first rule that failed says what to fix.
    const first = validate.errors?.[0];
    return first ? [text({ keyword: first.keyword, params: first.params })] : [];
  };
}

/** One property's errors for `value` (empty when it passes). */
export function validateField(schema: RJSFSchema, key: string, value: unknown): string[] {
  let bySchema = checks.get(schema);
  if (!bySchema) {
    bySchema = new Map();
    checks.set(schema, bySchema);
  }
  let check = bySchema.get(key);
  if (!check) {
    check = compileProperty(schema, key);
    bySchema.set(key, check);
  }
  return check(value);
}

/** Every property's errors, in the schema's property order, for a submit. */
export function validateForm(
  schema: RJSFSchema,
  data: Record<string, unknown>,
  extra?: FieldChecks,
): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(schema.properties ?? {})) {
    const found = checkField(schema, key, data[key], extra);
    if (found.length) errors[key] = found;
  }
  return errors;
}
