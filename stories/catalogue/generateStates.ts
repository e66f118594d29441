/**
 * Every state a block's `schema.fields` can be seen in, generated from its own rules: for each rule a
 * field declares, a value that breaks it (and, where one exists, nothing else); then the states around
 * a save. The rules are read from the JSON Schema the form and the server both enforce
 * (`fieldSchema`), so a rule the translation adds is found here too. Pure: no React, no DOM.
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { BlockField, BlockSettings, FieldError } from '../../src/core/types';
import { ajv } from '../../src/core/fields/ajv';
import type { SchemaError } from '../../src/core/fields/errorMessages';
import { defaultSettings, fieldSchema } from '../../src/core/fields/settingsSchema';
import { fieldType } from '../../src/core/fields/fieldTypes';
import { ZONE_PLACES } from '../../src/core/zonePlaces';
import { settingsFieldErrors, validateSettings } from '../../src/core/fields/validateSettings';

/** A setting's value; null is a field left empty (the form shows it blank). */
export type Value = BlockSettings[string];

/** One rule of one field: the JSON Schema keyword (what the error texts are keyed by) and its name in `schema.fields`. */
export interface FieldRule extends SchemaError {
  key: string;
  /** As a designer reads it in the pasted JSON: `required`, `max_length 5`, `options`… */
  name: string;
}

export type GeneratedState =
  | { kind: 'defaults' | 'filled' | 'saving' | 'notConnected'; name: string; values: BlockSettings }
  | {
      kind: 'rule';
      name: string;
      rule: FieldRule;
      values: BlockSettings;
      /** The keywords the value breaks, in the order the form reports them (`[rule.keyword]` when alone). */
      breaks: string[];
    }
  | { kind: 'refused'; name: string; values: BlockSettings; refusal: FieldError[] };

/** Schema keywords that describe a value without restricting it. */
const NOT_RULES = new Set(['title', 'description', 'default', 'type']);

/** The rules a field declares, in the order the form checks them. */
export function rulesOf(field: BlockField): FieldRule[] {
  const schema = fieldSchema(field);
  const { key } = field;
  const rules: FieldRule[] = [];
  const add = (keyword: string, params: Record<string, unknown>, name: string) =>
    rules.push({ key, keyword, params, name });
  if (field.required) add('required', { missingProperty: key }, 'required');
  // A place's own schema is not a rule a user can break: the box stores only the search's answers,
  // and a configuration holding anything else is refused before the form (parseBlockConfig).
  if (field.type === 'place') return rules;
  for (const [keyword, value] of Object.entries(schema)) {
    if (NOT_RULES.has(keyword)) continue;
    if (keyword === 'enum') add('enum', { allowedValues: value }, 'options');
    // A required text's minLength 1 is its `required`.
    else if (keyword === 'minLength' && field.required && Number(value) <= 1) continue;
    else if (keyword === 'minLength') add(keyword, { limit: value }, `min_length ${String(value)}`);
    else if (keyword === 'maxLength') add(keyword, { limit: value }, `max_length ${String(value)}`);
    else if (keyword === 'pattern') add(keyword, { pattern: value }, 'pattern');
    else if (keyword === 'minimum') add(keyword, { limit: value }, `min_value ${String(value)}`);
    else if (keyword === 'maximum') add(keyword, { limit: value }, `max_value ${String(value)}`);
    else add(keyword, { value }, keyword);
  }
  // A number typed in a text box can be a fraction; a segmented control offers whole numbers only.
  if (schema.type === 'integer' && fieldType(field).widget(field) === 'integer')
    add('type', { type: 'integer' }, 'whole number');
  return rules;
}

const compiled = new Map<string, ValidateFunction>();
function validatorOf(field: BlockField): ValidateFunction {
  const schema = fieldSchema(field);
  const id = JSON.stringify(schema);
  let validate = compiled.get(id);
  if (!validate) {
    validate = ajv.compile(schema as AnySchema);
    compiled.set(id, validate);
  }
  return validate;
}

const isEmpty = (value: Value | undefined) => value === undefined || value === null || value === '';

/** The rules `value` breaks, as the form checks one field: empty is `required` (or fine), else the schema. */
export function brokenBy(field: BlockField, value: Value | undefined): string[] {
  if (isEmpty(value)) return field.required ? ['required'] : [];
  const validate = validatorOf(field);
  return validate(value) ? [] : [...new Set((validate.errors ?? []).map((e) => e.keyword))];
}

const TEXTS = ['x', '#', '0', 'X', '-', '?', 'xx', '00', 'x x'];

/** Values that break `rule`, most telling first. */
function breakers(field: BlockField, rule: FieldRule): Value[] {
  const limit = Number(rule.params.limit);
  switch (rule.keyword) {
    case 'required':
      return [field.type === 'text' ? '' : null];
    case 'enum':
      return ['x', 'none', ...TEXTS];
    case 'maxLength':
      return ['0', 'x', 'a', 'X', ' '].map((c) => c.repeat(limit + 1));
    case 'minLength':
      return ['0', 'x', 'a', 'X'].map((c) => c.repeat(Math.max(1, limit - 1)));
    case 'pattern':
      return TEXTS;
    case 'minimum':
      return [limit - 1];
    case 'maximum':
      return [limit + 1];
    case 'type': {
      const { minimum, maximum } = fieldSchema(field);
      return [(minimum ?? maximum ?? 1) + 0.5, (maximum ?? 1) - 0.5];
    }
    default:
      return [];
  }
}

/**
 * A value that breaks `rule`: one that breaks it alone if there is one; else one the form reports
 * under this rule first; else any that breaks it. Null `value` when no value breaks it.
 */
export function breakingValue(
  field: BlockField,
  rule: FieldRule,
): { value: Value; breaks: string[] } | null {
  const tried = breakers(field, rule).map((value) => ({ value, breaks: brokenBy(field, value) }));
  return (
    tried.find((t) => t.breaks.length === 1 && t.breaks[0] === rule.keyword) ??
    tried.find((t) => t.breaks[0] === rule.keyword) ??
    tried.find((t) => t.breaks.includes(rule.keyword)) ??
    null
  );
}

/** A value every rule of the field accepts, other than its default where one exists. */
export function validValue(field: BlockField): Value | undefined {
  const schema = fieldSchema(field);
  const fallback = defaultSettings([field])[field.key];
  const candidates: (Value | undefined)[] = [];
  if (field.type === 'toggle') candidates.push(!fallback, false);
  if (field.type === 'integration') candidates.push(fallback);
  if (field.type === 'number') {
    const { minimum: min, maximum: max } = schema;
    candidates.push(max, min, min != null && max != null ? Math.floor((min + max) / 2) : 1);
  }
  if (field.type === 'place') candidates.push(ZONE_PLACES['Australia/Sydney']);
  if (field.type === 'text') {
    candidates.push(...(field.options ?? []).map((o) => o.value).reverse());
    candidates.push('Cooking', '12345', 'abc', 'a', '0', '1');
  }
  const valid = candidates.filter(
    (value) => value !== undefined && !isEmpty(value) && brokenBy(field, value).length === 0,
  );
  return valid.find((value) => value !== fallback) ?? valid[0] ?? fallback;
}

/** Every field's valid value (see `validValue`). */
export function filledSettings(fields: readonly BlockField[]): BlockSettings {
  const settings: BlockSettings = {};
  for (const field of fields) {
    const value = validValue(field);
    if (value !== undefined) settings[field.key] = value;
  }
  return settings;
}

/** When no rule of the fields can be broken, the server's refusal is one of its own checks: said generally. */
export const GENERIC_REFUSAL = 'The server did not accept this value: try another';

/**
 * The states of a configure dialog for `fields`: Defaults, Filled and valid, one row per rule of each
 * field (`<key>: <rule>`), Refused by the server (the server's validator's own answer for the first
 * rule's breaking value), Saving, and Integration not connected when a field needs one.
 */
export function generateStates(fields: readonly BlockField[]): GeneratedState[] {
  const filled = filledSettings(fields);
  const rules: Extract<GeneratedState, { kind: 'rule' }>[] = [];
  for (const field of fields) {
    for (const rule of rulesOf(field)) {
      const broken = breakingValue(field, rule);
      rules.push({
        kind: 'rule',
        name: `${field.key}: ${rule.name}`,
        rule,
        values: broken ? { ...filled, [field.key]: broken.value } : filled,
        breaks: broken ? broken.breaks : [],
      });
    }
  }
  const states: GeneratedState[] = [
    { kind: 'defaults', name: 'Defaults', values: defaultSettings(fields) },
    { kind: 'filled', name: 'Filled and valid', values: filled },
    ...rules,
    refusedState(fields, filled, rules),
    { kind: 'saving', name: 'Saving', values: filled },
  ];
  if (fields.some((f) => f.type === 'integration'))
    states.push({ kind: 'notConnected', name: 'Integration not connected', values: filled });
  return states;
}

/** The settings as the form sends them: a field left empty is no value (its widgets say undefined). */
export const asSent = (values: BlockSettings): BlockSettings =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => !isEmpty(v)));

function refusedState(
  fields: readonly BlockField[],
  filled: BlockSettings,
  rules: Extract<GeneratedState, { kind: 'rule' }>[],
): GeneratedState {
  // A value the server refuses with the rule's own words: one breaking a rule alone, a set one first.
  const chosen =
    rules.find((r) => r.breaks.length === 1 && r.rule.keyword !== 'required') ??
    rules.find((r) => r.breaks.length > 0);
  const verdict = chosen ? validateSettings(fields, asSent(chosen.values)) : null;
  const refusal = verdict && !verdict.ok ? settingsFieldErrors(verdict.errors) : [];
  const first = fields[0]?.key ?? '';
  return {
    kind: 'refused',
    name: 'Refused by the server',
    values: chosen && refusal.length ? chosen.values : filled,
    refusal: refusal.length ? refusal : [{ field: first, message: GENERIC_REFUSAL }],
  };
}
