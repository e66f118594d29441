/**
 * @rjsf/mui's theme as the app's forms use it: its widgets and templates taken one by one from their
 * modules (its index, and its theme's `Templates`, import every one), and those no form of the app
 * draws — arrays, anyOf/oneOf, grids, cyclic and optional-data fields, its slider, checkbox group and
 * text area, and the parts built on MUI's TextField (its select, text input template and
 * additional-properties wrapper) — loaded when a form first shows one (./rare.ts). src/forms/registry.tsx adds the layer's
 * own widgets and templates over them.
 * Delete with RJSF 7, with the registries' stand-ins, if its themes then keep only what a form draws.
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import AddButton from '@rjsf/mui/lib/AddButton/AddButton.js';
import ErrorList from '@rjsf/mui/lib/ErrorList/ErrorList.js';
import FieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '@rjsf/mui/lib/IconButton/IconButton.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import TitleField from '@rjsf/mui/lib/TitleField/TitleField.js';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import { rare } from './rare';

/**
 * @rjsf/mui's widgets: the radio group (forms of the app use it), the rest lazily. Its select, like its
 * text input template and its additional-properties wrapper, is MUI's TextField, which carries MUI's
 * Select and Menu: the app's selects are the layer's own (the browser's select, src/components/TextBox).
 */
export const muiWidgets: RegistryWidgetsType = {
  SelectWidget: rare('MuiSelectWidget', 56),
  RadioWidget,
  RangeWidget: rare('MuiRangeWidget', 56),
  CheckboxesWidget: rare('MuiCheckboxesWidget', 96),
  TextareaWidget: rare('MuiTextareaWidget', 96),
};

/** @rjsf/mui's templates (its `Templates`, named one by one) but the field, object and description ones. */
export const muiTemplates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate: rare('MuiArrayFieldItemTemplate'),
  ArrayFieldTemplate: rare('MuiArrayFieldTemplate'),
  BaseInputTemplate: rare('MuiBaseInputTemplate', 56),
  CyclicSchemaExpandTemplate: rare('MuiCyclicSchemaExpandTemplate'),
  ButtonTemplates: {
    AddButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
    SubmitButton,
    ClearButton,
  },
  ErrorListTemplate: ErrorList,
  FieldErrorTemplate,
  FieldHelpTemplate,
  GridTemplate: rare('MuiGridTemplate'),
  MultiSchemaFieldTemplate: rare('MuiMultiSchemaFieldTemplate'),
  OptionalDataControlsTemplate: rare('MuiOptionalDataControlsTemplate'),
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate: rare('MuiWrapIfAdditionalTemplate'),
};
