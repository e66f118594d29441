/**
 * Checks a block configuration payload before anything renders it: the JSON Schema of
 * `schemas/block-fields.schema.json`, plus the rules a schema cannot say (min ≤ max, patterns that
 * compile, unique keys, an integration field naming its provider). Never throws.
 */
import { blockFieldsSchema } from '../schemas.gen';
import type { BlockConfig, BlockField } from '../types';
import { ajv } from './ajv';

/** The field types of the block-fields format, in the contract's order. */
export const FIELD_TYPE_NAMES: readonly string[] =
  blockFieldsSchema.properties.schema.properties.fields.items.properties.type.enum;

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const validateConfig = ajv.compile<BlockConfig>(blockFieldsSchema);
const validateFields = ajv.compile<BlockField[]>(
  blockFieldsSchema.properties.schema.properties.fields,
);

function where(instancePath: string, fields: unknown): string {
  const match = /^(?:\/schema\/fields)?\/(\d+)(.*)$/.exec(instancePath);
  if (!match) return instancePath ? `"${instancePath.slice(1)}"` : 'The payload';
  const field = Array.isArray(fields)
    ? (fields[Number(match[1])] as { key?: unknown } | undefined)
    : undefined;
  const name =
    typeof field?.key === 'string' ? `Field "${field.key}"` : `Field ${Number(match[1]) + 1}`;
  return match[2] ? `${name} ${match[2].slice(1).replaceAll('/', '.')}` : name;
}

function shapeReason(errors: typeof validateFields.errors, fields: unknown): string {
  const first = errors?.[0];
  if (!first) return 'The payload is not a valid block configuration';
  const at = where(first.instancePath, fields);
  if (first.keyword === 'required')
    return `${at} is missing "${String(first.params.missingProperty)}"`;
  if (first.keyword === 'enum' && first.instancePath.endsWith('/type')) {
    return `${at} is not one of ${FIELD_TYPE_NAMES.join(', ')}`;
  }
  if (first.keyword === 'additionalProperties') {
    return `${at} has an unknown property "${String(first.params.additionalProperty)}"`;
  }
  return `${at} ${first.message ?? 'is invalid'}`;
}

function semanticReason(fields: BlockField[]): string | null {
  const seen = new Set<string>();
  for (const field of fields) {
    const name = `Field "${field.key}"`;
    if (seen.has(field.key)) return `${name} appears more than once`;
    seen.add(field.key);
    const rules = field.validation ?? {};
    if (rules.min_value != null && rules.max_value != null && rules.min_value > rules.max_value) {
      return `${name}: min_value (${rules.min_value}) is greater than max_value (${rules.max_value})`;
    }
    if (rules.pattern != null) {
      try {
        new RegExp(rules.pattern, 'u');
      } catch {
        return `${name}: pattern ${JSON.stringify(rules.pattern)} is not a valid regular expression`;
      }
    }
    if (field.options?.length) {
      if (field.type !== 'text') return `${name}: options are only for text fields`;
      const values = field.options.map((o) => o.value);
      if (new Set(values).size !== values.length) return `${name}: options repeat a value`;
      const fallback = field.default_value;
      if (fallback != null && !values.includes(String(fallback))) {
        return `${name}: default_value ${JSON.stringify(fallback)} is not one of its options`;
      }
    }
    if (field.type === 'integration' && !field.integration_type)
      return `${name}: an integration field needs an integration_type`;
  }
  return null;
}

/** Validates a `schema.fields` list. */
export function parseBlockFields(fields: unknown): Parsed<BlockField[]> {
  if (!validateFields(fields))
    return { ok: false, reason: shapeReason(validateFields.errors, fields) };
  const reason = semanticReason(fields);
  return reason ? { ok: false, reason } : { ok: true, value: fields };
}

/** Validates a whole configuration response `{ schema: { fields }, current_settings }`. */
export function parseBlockConfig(payload: unknown): Parsed<BlockConfig> {
  if (!validateConfig(payload)) {
    const fields = (payload as { schema?: { fields?: unknown } } | null)?.schema?.fields;
    return { ok: false, reason: shapeReason(validateConfig.errors, fields) };
  }
  const reason = semanticReason(payload.schema.fields);
  return reason ? { ok: false, reason } : { ok: true, value: payload };
}
