/** The project's RJSF theme: MUI plus Daybreak's widgets and templates, combined once. */
import { withTheme } from '@rjsf/core';
import BaseInputTemplate from '@rjsf/mui/lib/BaseInputTemplate/BaseInputTemplate.js';
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
import WrapIfAdditionalTemplate from '@rjsf/mui/lib/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate.js';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import type { FieldProps, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { loadPlaceField } from './fieldParts';
import { lazyPart } from './lazyPart';
import { rare } from './rjsf/rare';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { NumberField } from './templates/NumberField';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { CounterTextWidget } from './widgets/CounterTextWidget';
import { IntegerWidget } from './widgets/IntegerWidget';
import { IntegrationWidget } from './widgets/IntegrationWidget';
import { OptionsWidget } from './widgets/OptionsWidget';
import { SegmentedWidget } from './widgets/SegmentedWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import {
  DayTimesField,
  OneOffCallsField,
  PauseField,
  SkipDatesField,
} from './widgets/ScheduleFields';
import { TimeWidget } from './widgets/TimeWidget';
import { TimezoneWidget } from './widgets/TimezoneWidget';
import { WeekdaysWidget } from './widgets/WeekdaysWidget';

// The phone widget carries the phone numbering metadata (libphonenumber-js): loaded only by a form that
// shows a phone field, so no other form (nor the dashboard's first load) pays for it.
const PhoneWidget = lazyPart<WidgetProps>(
  () => import('./widgets/PhoneWidget').then((m) => ({ default: m.PhoneWidget })),
  56,
  'Loading the phone field',
);

// The place field carries MUI's Autocomplete: loaded by a form that shows a place (the Weather block).
const PlaceField = lazyPart<FieldProps>(
  () => loadPlaceField().then((m) => ({ default: m.PlaceField })),
  56,
  'Loading the place field',
);

/** @rjsf/mui's widgets: the select and the radio group (forms of the app use them), the rest lazily. */
const muiWidgets: RegistryWidgetsType = {
  SelectWidget,
  RadioWidget,
  RangeWidget: rare('MuiRangeWidget', 56),
  CheckboxesWidget: rare('MuiCheckboxesWidget', 96),
  TextareaWidget: rare('MuiTextareaWidget', 96),
};

export const widgets: RegistryWidgetsType = {
  counterText: CounterTextWidget,
  TextWidget: CounterTextWidget,
  phone: PhoneWidget,
  integer: IntegerWidget,
  segmented: SegmentedWidget,
  options: OptionsWidget,
  switch: SwitchWidget,
  CheckboxWidget: SwitchWidget,
  integration: IntegrationWidget,
  timezone: TimezoneWidget,
  weekdays: WeekdaysWidget,
  time: TimeWidget,
};

/**
 * @rjsf/mui's templates (its `Templates`, named one by one), with the layer's own field, object and
 * description templates; those only arrays, anyOf/oneOf, grids, cyclic and optional-data fields use
 * load when a form first shows one (src/forms/rjsf/fields.ts).
 */
const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate: rare('MuiArrayFieldItemTemplate'),
  ArrayFieldTemplate: rare('MuiArrayFieldTemplate'),
  BaseInputTemplate,
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
  DescriptionFieldTemplate,
  ErrorListTemplate: ErrorList,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  GridTemplate: rare('MuiGridTemplate'),
  MultiSchemaFieldTemplate: rare('MuiMultiSchemaFieldTemplate'),
  ObjectFieldTemplate,
  OptionalDataControlsTemplate: rare('MuiOptionalDataControlsTemplate'),
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate,
};

export const ThemedForm = withTheme({
  fields: {
    NumberField,
    // The schedule's plan parts (schemas/schedule.ui.json names them with `ui:field`).
    dayTimes: DayTimesField,
    pause: PauseField,
    skipDates: SkipDatesField,
    oneOffCalls: OneOffCallsField,
    // A block's `place` setting (src/core/fields/fieldTypes.ts).
    place: PlaceField,
  },
  widgets: { ...muiWidgets, ...widgets },
  templates,
});
