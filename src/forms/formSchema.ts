import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FieldErrors } from './validation';

// The root title names the schema for documentation; on screen the card or dialog has the heading. One
// stripped copy per schema object, so RJSF and AJV see the same object on every render.
const withoutTitle = new WeakMap<object, RJSFSchema>();

/** The schema a form renders: the caller's, without its root title (the same object for the same schema). */
export function rootSchemaOf(schema: object): RJSFSchema {
  let root = withoutTitle.get(schema);
  if (!root) {
    const { title: _title, ...rest } = schema as RJSFSchema;
    root = rest;
    withoutTitle.set(schema, root);
  }
  return root;
}

/** The root's properties in the order shown (`ui:order`). */
function shownOrder(schema: RJSFSchema, uiSchema: UiSchema | undefined): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const order = uiSchema?.['ui:order'] as string[] | undefined;
  try {
    return orderProperties(keys, order);
  } catch {
    return keys;
  }
}

/** The first field with an error, in the order shown (the one to focus), else any field named. */
export function firstWithError(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  errors: FieldErrors,
): string | undefined {
  return shownOrder(schema, uiSchema).find((k) => errors[k]) ?? Object.keys(errors)[0];
}
