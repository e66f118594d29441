import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TextBox } from '../../components/TextBox';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  nationalText,
  phoneCountryOf,
  phoneCountryOptions,
  phonePlaceholder,
  toE164,
  type CountryCode,
} from '../../core/phone';
import type { PhoneOptions } from '../validatePhone';
import { readOnlySlots, textFieldBasics } from './textFieldBasics';

let countryItems: Map<string, ReactNode> | undefined;
/** One choice per country ("France +33"), made once. */
const countryChoices = () =>
  (countryItems ??= new Map(
    phoneCountryOptions().map(({ value, label }) => [
      value,
      <option key={value} value={value}>
        {label}
      </option>,
    ]),
  ));

/**
 * A phone number as people write it, read in the country of the field's selector (`ui:options`
 * `country` and `onCountry`, from usePhoneField). The selector shows the country the number is in —
 * its own once it is written with its country code. Left, a valid number is shown as it will be
 * dialled ("+33 6 12 34 56 78"). Its hint is the field's `ui:help`, on the field template's line.
 */
/**
 * Side by side only where the field itself is wide enough (a container query, not the window's
 * width): in a narrow card on a wide screen (One Last Step's) a number beside a 15rem country box
 * had 10 characters' room and "+1 202 555 0142" lost its last digit.
 */
const SIDE_BY_SIDE = '@container (min-width: 32rem)';

export function PhoneWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus, options } = props;
  const { country = DEFAULT_PHONE_COUNTRY, onCountry } = options as Partial<PhoneOptions>;
  const text = typeof value === 'string' ? value : '';
  const basics = textFieldBasics(props);
  const readOnly = readOnlySlots(props);
  const shownCountry = phoneCountryOf(text, country);
  const tidy = (typed: string) => {
    const e164 = toE164(typed, country);
    return e164 ? formatPhone(e164) : typed;
  };
  const choose = (next: CountryCode) => {
    onCountry?.(next);
    // A number written with another country's code is read again, nationally, in the chosen one;
    // the field is checked again either way.
    const kept = phoneCountryOf(text, country) === next ? text : nationalText(text, country);
    onChange(kept === '' ? options.emptyValue : kept);
  };
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          [SIDE_BY_SIDE]: { flexDirection: 'row', gap: 1.5 },
        }}
      >
        {onCountry && (
          <TextBox
            select
            id={`${id}__country`}
            label="Country"
            value={shownCountry}
            disabled={basics.disabled}
            onChange={(event) => choose(event.target.value as CountryCode)}
            sx={{ flexShrink: 0, [SIDE_BY_SIDE]: { width: '15rem' } }}
            slotProps={{ htmlInput: readOnly.htmlInput }}
          >
            {/* Read-only, only its own (a native select has no read-only state). */}
            {props.readonly ? countryChoices().get(shownCountry) : [...countryChoices().values()]}
          </TextBox>
        )}
        <TextBox
          {...basics}
          type="tel"
          value={text}
          placeholder={options.country ? phonePlaceholder(country) : placeholder}
          autoComplete="tel"
          onChange={(event) =>
            onChange(event.target.value === '' ? options.emptyValue : event.target.value)
          }
          onBlur={(event) => {
            const tidied = props.readonly ? event.target.value : tidy(event.target.value);
            if (tidied !== event.target.value) onChange(tidied);
            onBlur(id, tidied);
          }}
          onFocus={(event) => onFocus(id, event.target.value)}
          fullWidth
          slotProps={{
            input: readOnly.input,
            htmlInput: { ...readOnly.htmlInput, 'aria-describedby': ariaDescribedByIds(id) },
          }}
        />
      </Box>
    </Box>
  );
}
