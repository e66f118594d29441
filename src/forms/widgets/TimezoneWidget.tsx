import type { WidgetProps } from '@rjsf/utils';
import { timezoneOptions } from '../../core/timezones';
import { ChoiceSelect } from './OptionsWidget';

/** The 12 supported timezones, each shown with its short abbreviation. */
export function TimezoneWidget(props: WidgetProps) {
  return <ChoiceSelect widget={props} choices={timezoneOptions()} />;
}
