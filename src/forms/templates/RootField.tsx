/**
 * The form's root object, rendered by the layer instead of RJSF's ObjectField: each property is a
 * memoised field that subscribes to its own value and errors in the form's store, so a keystroke
 * re-renders one field (not RJSF's walk of every property: retrieveSchema, resolveAllReferences,
 * toFieldPathId and a deep compare per property) and RJSF's Form does no work per change. The schema is
 * walked once per schema object. A root that is not a flat object (conditionals, `$ref`, nested
 * objects) renders through RJSF's own ObjectField, fed from the same store.
 */
import { memo, useCallback, useMemo, type ComponentType, type FocusEvent } from 'react';
import {
  getTemplate,
  getUiOptions,
  orderProperties,
  setByPath,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathList,
  type FieldProps,
  type Registry,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import type { FormsContext } from '../context';
import {
  useErrors,
  useField,
  useFormStore,
  useValues,
  type FieldEvents,
  type FormStore,
} from '../store';
import type { FieldErrors } from '../validation';

// What makes a schema depend on its data or on other parts of it: any of these at the root or on a
// property (or properties the user adds) means RJSF's ObjectField renders the root.
const CONDITIONAL = ['$ref', 'if', 'dependencies', 'allOf', 'anyOf', 'oneOf', 'patternProperties'];
const flat = new WeakMap<object, boolean>();

/** Whether a root schema is a plain object of plain properties: what the layer renders itself. */
export function isFlatObject(schema: RJSFSchema, uiSchema: UiSchema = NO_UI): boolean {
  let known = flat.get(schema);
  if (known === undefined) {
    const properties = schema.properties;
    known =
      schema.type === 'object' &&
      typeof properties === 'object' &&
      !CONDITIONAL.some((key) => key in schema) &&
      !schema.additionalProperties &&
      Object.entries(properties).every(
        ([name, property]) =>
          typeof property === 'object' &&
          // An object property is one field when the layer draws it whole (`ui:field`: a place).
          (property.type !== 'object' ||
            Boolean((uiSchema[name] as UiSchema | undefined)?.['ui:field'])) &&
          !CONDITIONAL.some((key) => key in property),
      );
    flat.set(schema, known);
  }
  return known;
}

// One RJSF error-schema entry per list of messages, so an unchanged error keeps its identity.
const entries = new WeakMap<readonly string[], ErrorSchema>();
function errorSchemaOf(errors: readonly string[] | undefined): ErrorSchema | undefined {
  if (!errors) return undefined;
  let entry = entries.get(errors);
  if (!entry) {
    entry = { __errors: [...errors] } as ErrorSchema;
    entries.set(errors, entry);
  }
  return entry;
}

const noop = () => undefined;
const NO_ERRORS: ErrorSchema = {};
const NO_UI: UiSchema = {};

interface PropertyProps {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  hideError: boolean;
  parentPath: FieldPathList;
  registry: Registry;
  store: FormStore;
  events: FieldEvents;
  onFocus: FieldProps['onFocus'];
}

/** One property: RJSF's SchemaField for it, re-rendered only when its own value or errors change. */
const Property = memo(function Property(props: PropertyProps) {
  const { name, store, events, registry, parentPath } = props;
  const { value, errors } = useField(store, name);
  const fieldPathId = useMemo(
    () => toFieldPathId(name, registry.globalFormOptions, parentPath),
    [name, registry.globalFormOptions, parentPath],
  );
  const onChange = useCallback(
    (next: unknown, path: FieldPathList, _errors?: ErrorSchema, id?: string) => {
      // A change below the property (an array item) is set into a copy of its value.
      const rest = path.slice(parentPath.length + 1);
      let changed = next;
      if (rest.length) {
        changed = structuredClone(store.values[name] ?? (typeof rest[0] === 'number' ? [] : {}));
        setByPath(
          changed as object,
          rest,
          next === undefined && typeof rest.at(-1) === 'number' ? null : next,
        );
      }
      events.change(name, changed, id);
    },
    [events, name, parentPath.length, store],
  );
  const onBlur = useCallback(() => events.blur(name, store.values[name]), [events, name, store]);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  return (
    <SchemaField
      name={name}
      required={props.required}
      schema={props.schema}
      uiSchema={props.uiSchema}
      errorSchema={errorSchemaOf(errors) ?? NO_ERRORS}
      fieldPathId={fieldPathId}
      formData={value}
      wasPropertyKeyModified={false}
      onKeyRename={noop}
      onKeyRenameBlur={noop as (event: FocusEvent<HTMLInputElement>) => void}
      onRemoveProperty={noop}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={props.onFocus}
      registry={registry}
      disabled={props.disabled}
      readonly={props.readonly}
      hideError={props.hideError}
    />
  );
});

function FlatRoot(props: FieldProps & { store: FormStore; events: FieldEvents }) {
  const { schema, uiSchema = {}, registry, fieldPathId, store, events } = props;
  const { disabled, readonly, hideError, onFocus } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const order = useMemo(
    () => orderProperties(Object.keys(schema.properties ?? {}), uiOptions.order),
    [schema, uiOptions.order],
  );
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const Template = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  const properties = order.map((name) => {
    const fieldUi = uiSchema[name] as UiSchema | undefined;
    return {
      content: (
        <Property
          key={name}
          name={name}
          schema={schema.properties?.[name] as RJSFSchema}
          uiSchema={fieldUi ?? NO_UI}
          required={required.has(name)}
          disabled={Boolean(disabled)}
          readonly={Boolean(readonly)}
          hideError={Boolean(hideError)}
          parentPath={fieldPathId.path}
          registry={registry}
          store={store}
          events={events}
          onFocus={onFocus}
        />
      ),
      name,
      readonly: Boolean(readonly),
      disabled: Boolean(disabled),
      required: required.has(name),
      hidden: getUiOptions(fieldUi).widget === 'hidden',
    };
  });
  return (
    <Template
      title={uiOptions.label === false ? '' : (uiOptions.title ?? schema.title ?? '')}
      {...(uiOptions.label !== false && schema.description
        ? { description: schema.description }
        : {})}
      properties={properties}
      readonly={Boolean(readonly)}
      disabled={Boolean(disabled)}
      required={Boolean(props.required)}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      errorSchema={props.errorSchema ?? NO_ERRORS}
      schema={schema}
      formData={store.values}
      registry={registry}
      onAddProperty={noop}
    />
  );
}

/** The root's RJSF error schema from the store's errors (one entry per field, kept by identity). */
function rootErrorSchema(errors: FieldErrors): ErrorSchema {
  const schema: Record<string, ErrorSchema | undefined> = {};
  for (const [key, messages] of Object.entries(errors)) schema[key] = errorSchemaOf(messages);
  return schema as ErrorSchema;
}

/** Any other root: RJSF's ObjectField, given the store's values, its changes put back in the store. */
function StockRoot(props: FieldProps & { store: FormStore; events: FieldEvents }) {
  const { store, events, registry, onChange: _formChange, ...rest } = props;
  const values = useValues(store);
  const errors = useErrors(store);
  // The errors the layer shows live in its store, not in RJSF's Form: given to ObjectField by key.
  const errorSchema = useMemo(() => rootErrorSchema(errors), [errors]);
  const ObjectField = registry.fields.ObjectField as ComponentType<FieldProps>;
  const onChange = useCallback(
    (next: unknown, path: FieldPathList, _errors?: ErrorSchema, id?: string) => {
      const key = path[0];
      if (typeof key !== 'string' || path.length === 0) {
        store.replaceValues((next ?? {}) as Record<string, unknown>);
        return;
      }
      const rest = path.slice(1);
      let changed = next;
      if (rest.length) {
        changed = structuredClone(store.values[key] ?? {});
        setByPath(changed as object, rest, next);
      }
      events.change(key, changed, id);
    },
    [events, store],
  );
  const { idPrefix } = registry.globalFormOptions;
  const onBlur = useCallback(
    (id: string, value: unknown) => {
      // The top-level key the blurred widget belongs to: the longest key its id starts with.
      const key = Object.keys(props.schema.properties ?? {})
        .filter((k) => id === `${idPrefix}_${k}` || id.startsWith(`${idPrefix}_${k}_`))
        .sort((a, b) => b.length - a.length)[0];
      if (key) events.blur(key, id === `${idPrefix}_${key}` ? value : store.values[key]);
    },
    [events, store, idPrefix, props.schema],
  );
  return (
    <ObjectField
      {...rest}
      registry={registry}
      formData={values}
      errorSchema={errorSchema}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

/** The root field (`ui:field` of the root uiSchema the layer gives RJSF). */
export function RootField(props: FieldProps) {
  const store = useFormStore();
  if (!store) throw new Error('RootField renders inside SchemaForm only');
  const stock = (props.registry.formContext as FormsContext | undefined)?.stockRoot === true;
  return isFlatObject(props.schema, props.uiSchema) && !stock ? (
    <FlatRoot {...props} store={store} events={store.events} />
  ) : (
    <StockRoot {...props} store={store} events={store.events} />
  );
}
