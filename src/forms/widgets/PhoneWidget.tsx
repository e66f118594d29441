import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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

let countryItems: ReactNode[] | undefined;
/** One menu item per country ("France +33"), made once. */
const countryMenu = () =>
  (countryItems ??= phoneCountryOptions().map(({ value, label }) => (
    <MenuItem key={value} value={value}>
      {label}
    </MenuItem>
  )));

/**
 * A phone number as people write it, read in the country of the field's selector (`ui:options`
 * `country` and `onCountry`, from usePhoneField). The selector shows the country the number is in —
 * its own once it is written with its country code. Left, a valid number is shown as it will be
 * dialled ("+33 6 12 34 56 78"). Its hint is the field's `ui:help`, on the field template's line.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus, options } = props;
  const { country = DEFAULT_PHONE_COUNTRY, onCountry } = options as Partial<PhoneOptions>;
  const text = typeof value === 'string' ? value : '';
  const basics = textFieldBasics(props);
  const readOnly = readOnlySlots(props);
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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
      {onCountry && (
        <TextField
          select
          id={`${id}__country`}
          label="Country"
          value={phoneCountryOf(text, country)}
          disabled={basics.disabled}
          onChange={(event) => choose(event.target.value as CountryCode)}
          sx={{ width: { sm: '15rem' }, flexShrink: 0 }}
          slotProps={{
            input: readOnly.input,
            select: {
              MenuProps: { slotProps: { paper: { sx: { maxHeight: '20rem' } } } },
            },
          }}
        >
          {countryMenu()}
        </TextField>
      )}
      <TextField
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
    </Stack>
  );
}
