/**
 * The block-field type registry: one entry per field type of the block-fields format (SPEC §3). Each
 * entry says how the type becomes JSON Schema, which widget shows it, what it starts with and what a
 * value that fails it is told (`fieldErrorText`). The forms layer maps widget names to components; the
 * server validates settings with the same schema. Adding a field type is one entry here plus its widget.
 */
import type { JSONSchema7 } from 'json-schema';
import { placeSchema } from '../schemas.gen';
import type { BlockField, BlockSettings } from '../types';
import { humanMessage, keywordTexts, type SchemaError } from './errorMessages';
import { patternText } from './patternTexts';

type SettingValue = BlockSettings[string];

/** A failed keyword's text for a field: the words, or words made from the error's params and the field. */
export type FieldErrorText =
  string | ((params: Record<string, unknown>, field: BlockField) => string);

export interface FieldTypeEntry {
  /** The value's JSON Schema, without title and description (added for every type). */
  schema(field: BlockField): JSONSchema7;
  /** The forms layer's widget name for a field of this type, and its options. */
  widget(field: BlockField): string;
  widgetOptions?(field: BlockField): Record<string, unknown>;
  /** The value a new block starts with when the field names none. */
  implicitDefault?(field: BlockField): SettingValue | undefined;
  /**
   * What a failing value of this type says, by the AJV keyword that failed: `required` and each
   * keyword its translation carries. A keyword it leaves out says the keyword's generic text.
   */
  errors?: Readonly<Partial<Record<string, FieldErrorText>>>;
  /**
   * A type that says one thing whatever failed gives it here instead (a place that is not one of the
   * search's answers is "not a place", whatever part of it is wrong).
   */
  errorText?(error: SchemaError): string;
}

/** Said by a place setting that is missing or not one of the search's answers. */
export const PLACE_ERROR = 'Choose a place from the list';

const {
  $schema: _schema,
  $id: _id,
  title: _title,
  description: _description,
  ...placeValue
} = placeSchema;

const rulesOf = (field: BlockField) => field.validation ?? {};

/** At most this many whole numbers in a range render as a segmented control instead of a text box. */
export const SEGMENTED_MAX_VALUES = 7;

/** The values of a number field's range when it is small enough to show every value at once. */
export function smallRange(field: BlockField): { min: number; max: number } | null {
  const { min_value: min, max_value: max } = rulesOf(field);
  if (min == null || max == null || max < min) return null;
  return max - min + 1 <= SEGMENTED_MAX_VALUES ? { min, max } : null;
}

const optionsOf = (field: BlockField) => field.options ?? [];

const { required, minLength, maxLength, minimum, maximum, enum: chooseOne } = keywordTexts;
/** Any value of the wrong JSON type: the form's widgets never make one, only a hand-written request. */
const INVALID = 'Invalid value';

export const fieldTypes = {
  text: {
    // With `options` the value is one of them, chosen from a select; otherwise free text.
    widget: (field) => (optionsOf(field).length ? 'options' : 'counterText'),
    widgetOptions: (field) => (optionsOf(field).length ? { choices: optionsOf(field) } : {}),
    schema(field) {
      const rules = rulesOf(field);
      const value = field.default_value;
      const options = optionsOf(field);
      return {
        type: 'string',
        ...(options.length ? { enum: options.map((o) => o.value) } : {}),
        ...(field.required ? { minLength: 1 } : {}),
        ...(rules.max_length != null ? { maxLength: rules.max_length } : {}),
        ...(rules.pattern ? { pattern: rules.pattern } : {}),
        ...(typeof value === 'string' ? { default: value } : {}),
      };
    },
    errors: {
      required,
      minLength,
      maxLength,
      enum: chooseOne,
      // A field with options names them; another's pattern says what the contract declares it means.
      pattern: (params, field) => {
        const values = optionsOf(field).map((o) => o.value);
        return values.length
          ? `Must be one of: ${values.join(', ')}`
          : patternText(String(params.pattern));
      },
      type: INVALID,
    },
  },
  number: {
    widget: (field) => (smallRange(field) ? 'segmented' : 'integer'),
    schema(field) {
      const rules = rulesOf(field);
      const value = field.default_value;
      return {
        type: 'integer',
        ...(rules.min_value != null ? { minimum: rules.min_value } : {}),
        ...(rules.max_value != null ? { maximum: rules.max_value } : {}),
        ...(typeof value === 'number' && Number.isInteger(value) ? { default: value } : {}),
      };
    },
    errors: { required, minimum, maximum, type: 'Must be a whole number' },
  },
  toggle: {
    widget: () => 'switch',
    schema(field) {
      const value = field.default_value;
      return { type: 'boolean', ...(typeof value === 'boolean' ? { default: value } : {}) };
    },
    // Required means "has a value", not "must be on".
    errors: { required, type: INVALID },
  },
  integration: {
    widget: () => 'integration',
    widgetOptions: (field) => ({ provider: field.integration_type ?? '' }),
    schema(field) {
      const provider = integrationProvider(field);
      return { type: 'string', ...(provider ? { default: provider } : {}) };
    },
    implicitDefault: (field) => field.integration_type ?? undefined,
    errors: { required, type: INVALID },
  },
  // A place found by GET /api/places/ (schemas/place.schema.json), chosen in a search box. It has no
  // default of its own: a new block starts at the user's own place (server/blocks/startingSettings.ts).
  place: {
    widget: () => 'place',
    schema: () => structuredClone(placeValue) as unknown as JSONSchema7,
    errorText: () => PLACE_ERROR,
  },
} satisfies Record<BlockField['type'], FieldTypeEntry>;

function integrationProvider(field: BlockField): string {
  const value = field.default_value;
  return field.integration_type ?? (typeof value === 'string' ? value : '');
}

/** The registry entry of a field's type. */
export const fieldType = (field: BlockField): FieldTypeEntry => fieldTypes[field.type];

/**
 * What a failing value of `field` says: its type's text for the failed keyword, else the keyword's
 * generic one (`humanMessage`).
 */
export function fieldErrorText(field: BlockField, error: SchemaError): string {
  const entry = fieldType(field);
  if (entry.errorText) return entry.errorText(error);
  const text =
    entry.errors && Object.hasOwn(entry.errors, error.keyword)
      ? entry.errors[error.keyword]
      : undefined;
  if (text === undefined) return humanMessage(error);
  return typeof text === 'string' ? text : text(error.params, field);
}
