/** The project's RJSF theme: MUI plus Daybreak's widgets, combined once. */
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { CounterTextWidget } from './widgets/CounterTextWidget';
import { IntegerWidget } from './widgets/IntegerWidget';
import { IntegrationWidget } from './widgets/IntegrationWidget';
import { PhoneWidget } from './widgets/PhoneWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TimeWidget } from './widgets/TimeWidget';
import { TimezoneWidget } from './widgets/TimezoneWidget';
import { WeekdaysWidget } from './widgets/WeekdaysWidget';

export const widgets: RegistryWidgetsType = {
  counterText: CounterTextWidget,
  TextWidget: CounterTextWidget,
  phone: PhoneWidget,
  integer: IntegerWidget,
  switch: SwitchWidget,
  CheckboxWidget: SwitchWidget,
  integration: IntegrationWidget,
  timezone: TimezoneWidget,
  weekdays: WeekdaysWidget,
  time: TimeWidget,
};

export const ThemedForm = withTheme({
  ...Theme,
  widgets: { ...Theme.widgets, ...widgets },
  templates: { ...Theme.templates, DescriptionFieldTemplate },
});
