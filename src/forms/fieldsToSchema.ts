/**
 * Turns a block's configuration fields (`schema.fields`) into a JSON Schema and an RJSF uiSchema.
 * Used by the configure dialog and by the server to validate settings, so both enforce the same rules.
 * No React here: the server imports this file.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { BlockField } from '../api/types';

function fieldSchema(field: BlockField): RJSFSchema {
  const rules = field.validation ?? {};
  const base: RJSFSchema = { title: field.label };
  if (field.description) base.description = field.description;
  const value = field.default_value;
  switch (field.type) {
    case 'text':
      return {
        ...base,
        type: 'string',
        ...(field.required ? { minLength: 1 } : {}),
        ...(rules.max_length != null ? { maxLength: rules.max_length } : {}),
        ...(rules.pattern ? { pattern: rules.pattern } : {}),
        ...(typeof value === 'string' ? { default: value } : {}),
      };
    case 'number':
      return {
        ...base,
        type: 'integer',
        ...(rules.min_value != null ? { minimum: rules.min_value } : {}),
        ...(rules.max_value != null ? { maximum: rules.max_value } : {}),
        ...(typeof value === 'number' && Number.isInteger(value) ? { default: value } : {}),
      };
    case 'toggle':
      return {
        ...base,
        type: 'boolean',
        ...(typeof value === 'boolean' ? { default: value } : {}),
      };
    case 'integration': {
      const provider = field.integration_type ?? (typeof value === 'string' ? value : '');
      return { ...base, type: 'string', ...(provider ? { default: provider } : {}) };
    }
  }
}

function fieldUi(field: BlockField): UiSchema {
  switch (field.type) {
    case 'text':
      return { 'ui:widget': 'counterText' };
    case 'number':
      return { 'ui:widget': 'integer' };
    case 'toggle':
      return { 'ui:widget': 'switch' };
    case 'integration':
      return {
        'ui:widget': 'integration',
        'ui:options': { provider: field.integration_type ?? '' },
      };
  }
}

/** `{ schema, uiSchema }` for a list of block fields (assumed already checked by `parseBlockFields`). */
export function fieldsToSchema(fields: BlockField[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields.map((f) => f.key) };
  const required: string[] = [];
  for (const field of fields) {
    properties[field.key] = fieldSchema(field);
    uiSchema[field.key] = fieldUi(field);
    if (field.required) required.push(field.key);
  }
  return {
    schema: { type: 'object', properties, required, additionalProperties: false },
    uiSchema,
  };
}

/** The settings a block starts with: each field's default value, where it has one. */
export function defaultSettings(
  fields: BlockField[],
): Record<string, string | number | boolean | null> {
  const settings: Record<string, string | number | boolean | null> = {};
  for (const field of fields) {
    if (field.default_value !== undefined) settings[field.key] = field.default_value;
    else if (field.type === 'integration' && field.integration_type)
      settings[field.key] = field.integration_type;
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
