/**
 * Stands in for @rjsf/core's default templates (its `components/templates/index.js`, swapped in the
 * build: ../swaps.ts): the same templates under the same names, but those only the array,
 * anyOf/oneOf, grid, cyclic, optional-data and fallback fields use load when a form first shows one
 * (as those fields do: ./fields.ts). Delete with RJSF 7.
 */
import type { TemplatesType } from '@rjsf/utils';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import { rare } from './rare';

export default function templates(): TemplatesType {
  return {
    ArrayFieldDescriptionTemplate: rare('ArrayFieldDescriptionTemplate'),
    ArrayFieldItemTemplate: rare('ArrayFieldItemTemplate'),
    ArrayFieldItemButtonsTemplate: rare('ArrayFieldItemButtonsTemplate'),
    ArrayFieldTemplate: rare('ArrayFieldTemplate'),
    ArrayFieldTitleTemplate: rare('ArrayFieldTitleTemplate'),
    ButtonTemplates: ButtonTemplates(),
    BaseInputTemplate,
    CyclicSchemaExpandTemplate: rare('CyclicSchemaExpandTemplate'),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorList,
    FallbackFieldTemplate: rare('FallbackFieldTemplate'),
    FieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    GridTemplate: rare('GridTemplate'),
    MultiSchemaFieldTemplate: rare('MultiSchemaFieldTemplate'),
    ObjectFieldTemplate,
    OptionalDataControlsTemplate: rare('OptionalDataControlsTemplate'),
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  };
}
