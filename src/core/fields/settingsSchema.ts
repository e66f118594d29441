/**
 * The schema half of the forms layer: a block's configuration fields (`schema.fields`) as one JSON
 * Schema. The configure dialog renders it and the server validates settings with it, so both enforce
 * the same rules. Pure: no React, no RJSF.
 */
import type { JSONSchema7 } from 'json-schema';
import type { BlockField, BlockSettings } from '../types';
import { fieldType } from './fieldTypes';

/** One field's JSON Schema: its type's translation plus title and description. */
export function fieldSchema(field: BlockField): JSONSchema7 {
  return {
    title: field.label,
    ...(field.description ? { description: field.description } : {}),
    ...fieldType(field).schema(field),
  };
}

const cache = new WeakMap<readonly BlockField[], JSONSchema7>();
const fieldsOf = new WeakMap<JSONSchema7, readonly BlockField[]>();

/**
 * The settings object's JSON Schema for a list of fields (assumed already checked by
 * `parseBlockFields`). The same list gives the same object, so compiled validators are reused.
 */
export function settingsSchema(fields: readonly BlockField[]): JSONSchema7 {
  let schema = cache.get(fields);
  if (!schema) {
    const properties: Record<string, JSONSchema7> = {};
    for (const field of fields) properties[field.key] = fieldSchema(field);
    schema = {
      type: 'object',
      properties,
      required: fields.filter((f) => f.required).map((f) => f.key),
      additionalProperties: false,
    };
    cache.set(fields, schema);
    fieldsOf.set(schema, fields);
  }
  return schema;
}

/**
 * The block field behind a property of a settings schema made by `settingsSchema` (null for any
 * other schema: the profile's, the schedule's), so a form's error texts are its field type's.
 */
export function settingsField(schema: object, key: string): BlockField | null {
  return fieldsOf.get(schema as JSONSchema7)?.find((f) => f.key === key) ?? null;
}

/** The settings a block starts with: each field's default value, where it has one. */
export function defaultSettings(fields: readonly BlockField[]): BlockSettings {
  const settings: BlockSettings = {};
  for (const field of fields) {
    const value =
      field.default_value !== undefined
        ? field.default_value
        : fieldType(field).implicitDefault?.(field);
    if (value !== undefined) settings[field.key] = value;
  }
  return settings;
}

/**
 * Base-10 integer parsing for number inputs: "08" is 8; "3.5", "1e3", "abc" stay text (and fail the
 * integer rule); empty is "no value" (undefined), never 0.
 */
export function parseInteger(raw: string): number | string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  return /^[+-]?\d+$/.test(text) ? Number.parseInt(text, 10) : raw;
}
