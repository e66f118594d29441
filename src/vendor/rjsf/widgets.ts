/**
 * Stands in for @rjsf/core's default widgets (its `components/widgets/index.js`, swapped in the build:
 * ../swaps.ts): the same widgets under the same names. The input types (text, email,
 * URL, password, colour, date, time, hidden, up-down) are a line each over BaseInputTemplate and stay;
 * the widgets that are components of their own (checkboxes, radios, selects, file, rating, the
 * alternative date pickers) load when a form first shows one: the layer draws its own in their place
 * (src/forms/registry.tsx). Delete with RJSF 7.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import ColorWidget from '@rjsf/core/lib/components/widgets/ColorWidget.js';
import DateTimeWidget from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import RangeWidget from '@rjsf/core/lib/components/widgets/RangeWidget.js';
import { rare } from './rare';

export default function widgets(): RegistryWidgetsType {
  return {
    AltDateWidget: rare('AltDateWidget'),
    AltDateTimeWidget: rare('AltDateTimeWidget'),
    CheckboxWidget: rare('CheckboxWidget'),
    CheckboxesWidget: rare('CheckboxesWidget'),
    ColorWidget,
    DateWidget,
    DateTimeWidget,
    EmailWidget,
    FileWidget: rare('FileWidget'),
    HiddenWidget,
    PasswordWidget,
    RadioWidget: rare('RadioWidget'),
    RangeWidget,
    RatingWidget: rare('RatingWidget'),
    SelectWidget: rare('SelectWidget'),
    TextWidget,
    TextareaWidget,
    TimeWidget,
    UpDownWidget,
    URLWidget,
  };
}
