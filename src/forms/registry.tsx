/** The project's RJSF theme: MUI plus Daybreak's widgets and templates, combined once. */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
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
import { TimeWidget } from './widgets/TimeWidget';
import { TimezoneWidget } from './widgets/TimezoneWidget';
import { WeekdaysWidget } from './widgets/WeekdaysWidget';

// The phone widget carries the phone numbering metadata (libphonenumber-js): loaded only by a form that
// shows a phone field, so no other form (nor the dashboard's first load) pays for it.
const LazyPhoneWidget = lazy(() =>
  import('./widgets/PhoneWidget').then((m) => ({ default: m.PhoneWidget })),
);
/** While it loads, a placeholder of the field's height holds its place: the form does not jump. */
function PhoneWidget(props: WidgetProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={56} aria-label="Loading the phone field" />}
    >
      <LazyPhoneWidget {...props} />
    </Suspense>
  );
}

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

export const ThemedForm = withTheme({
  ...Theme,
  fields: { ...Theme.fields, NumberField },
  widgets: { ...Theme.widgets, ...widgets },
  templates: { ...Theme.templates, DescriptionFieldTemplate, FieldTemplate, ObjectFieldTemplate },
});
