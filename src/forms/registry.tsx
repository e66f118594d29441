/** The project's RJSF theme: MUI plus Daybreak's widgets and templates, combined once. */
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mui/material';
import { withTheme } from '@rjsf/core';
import { Templates } from '@rjsf/mui';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
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

/**
 * A widget loaded when a form first shows it, a placeholder of about its height holding its place
 * meanwhile (the form does not jump). For @rjsf/mui's widgets no form of the app uses (a range's
 * slider, a checkbox group, a text area): any form may still ask for them, and none pays for them.
 */
function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>, height: number) {
  const Loaded = lazy(load);
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={height} aria-label="Loading..." />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** @rjsf/mui's widgets: the select and the radio group (forms of the app use them), the rest lazily. */
const muiWidgets: RegistryWidgetsType = {
  SelectWidget,
  RadioWidget,
  RangeWidget: lazyWidget(() => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js'), 56),
  CheckboxesWidget: lazyWidget(
    () => import('@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js'),
    96,
  ),
  TextareaWidget: lazyWidget(() => import('@rjsf/mui/lib/TextareaWidget/TextareaWidget.js'), 96),
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

export const ThemedForm = withTheme({
  fields: { NumberField },
  widgets: { ...muiWidgets, ...widgets },
  templates: { ...Templates, DescriptionFieldTemplate, FieldTemplate, ObjectFieldTemplate },
});
