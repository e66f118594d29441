/** The project's RJSF theme: MUI plus Daybreak's widgets and templates, combined once. */
import { withTheme } from '@rjsf/core';
import type { FieldProps, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { muiTemplates, muiWidgets } from '../vendor/rjsf/mui';
import { loadPhoneWidget, loadPlaceField } from './fieldParts';
import { lazyPart } from './lazyPart';
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
  () => loadPhoneWidget().then((m) => ({ default: m.PhoneWidget })),
  56,
  'Loading the phone field',
);

// The place field carries MUI's Autocomplete: loaded by a form that shows a place (the Weather block).
const PlaceField = lazyPart<FieldProps>(
  () => loadPlaceField().then((m) => ({ default: m.PlaceField })),
  56,
  'Loading the place field',
);

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

/** @rjsf/mui's templates with the layer's own field, object and description templates. */
const templates: Partial<TemplatesType> = {
  ...muiTemplates,
  DescriptionFieldTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
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
