/**
 * Stands in for @rjsf/core's default fields (its `components/fields/index.js`, swapped in the build:
 * ../swaps.ts): the same fields under the same names, but those no form of the app renders (arrays,
 * anyOf/oneOf, layout grids, cyclic and optional-data fields, the fallback) load when a form first
 * shows one. The app's forms are objects of strings, numbers and booleans.
 * Delete with RJSF 7 (its core exports its components instead of one registry of all of them).
 */
import type { RegistryFieldsType } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { rare } from './rare';

const MultiSchemaField = rare('MultiSchemaField');

export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: rare('ArrayField'),
    BooleanField,
    CyclicSchemaField: rare('CyclicSchemaField'),
    FallbackField: rare('FallbackField'),
    LayoutGridField: rare('LayoutGridField'),
    LayoutHeaderField: rare('LayoutHeaderField'),
    LayoutMultiSchemaField: rare('LayoutMultiSchemaField'),
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField: rare('OptionalDataControlsField'),
    SchemaField,
    StringField,
    NullField,
  };
}
