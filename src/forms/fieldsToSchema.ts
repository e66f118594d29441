/**
 * A block's configuration fields as RJSF input: the settings schema from the core (the same the server
 * validates with) plus a uiSchema naming each field type's widget.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldType } from '../core/fields/fieldTypes';
import { settingsSchema } from '../core/fields/settingsSchema';
import type { BlockField } from '../core/types';

const cache = new WeakMap<readonly BlockField[], { schema: RJSFSchema; uiSchema: UiSchema }>();

/** `{ schema, uiSchema }` for a list of block fields; the same list gives the same objects. */
export function fieldsToSchema(fields: readonly BlockField[]): {
  schema: RJSFSchema;
  uiSchema: UiSchema;
} {
  let result = cache.get(fields);
  if (!result) {
    const uiSchema: UiSchema = { 'ui:order': fields.map((f) => f.key) };
    for (const field of fields) {
      const entry = fieldType(field);
      const options = entry.widgetOptions?.(field) ?? {};
      // A value that is an object (a place) is a field of the layer, not a widget: RJSF gives a widget
      // only scalars.
      const kind = entry.schema(field).type === 'object' ? 'ui:field' : 'ui:widget';
      uiSchema[field.key] = {
        [kind]: entry.widget(field),
        ...(Object.keys(options).length ? { 'ui:options': options } : {}),
      };
    }
    result = { schema: settingsSchema(fields), uiSchema };
    cache.set(fields, result);
  }
  return result;
}
