/**
 * Phone numbers as people write them, read in the user's country: "06 12 34 56 78", "0033 6 12 34 56
 * 78" and "+33 6 12 34 56 78" are one French number. A number must be valid in its country's numbering
 * plan (libphonenumber-js `isValid`, not merely the right length) and is kept in E.164 — the same rules
 * in the form and on the server. The `min` metadata validates; the examples add about 4 kB.
 */
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { zoneCountry } from './timezones';

export type { CountryCode };

/** Where nothing says the user's country: the app's default zone's (America/New_York). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Anything but digits, spaces and + ( ) . - (a word, an extension) is not a number to call. */
const NOT_A_NUMBER = /[^\d\s()+.-]/;

function parse(input: string, country: CountryCode): PhoneNumber | undefined {
  const text = input.trim();
  if (text === '' || NOT_A_NUMBER.test(text)) return undefined;
  return parsePhoneNumberFromString(text, country);
}

const isValid = (parsed: PhoneNumber | undefined): parsed is PhoneNumber =>
  parsed !== undefined && parsed.isValid() && !parsed.ext;

/**
 * E.164 ("+33612345678") for a valid number written nationally in `country` ("06 12 34 56 78"), with
 * its international prefix ("0033 6 …") or with + ("+33 6 …"); null for anything else. Empty stays empty.
 */
export function toE164(input: string, country: CountryCode): string | null {
  if (input.trim() === '') return '';
  const parsed = parse(input, country);
  return isValid(parsed) ? parsed.number : null;
}

/** The country a parsed number is in: its own, else its calling code's, else `chosen`. */
function countryOf(parsed: PhoneNumber, chosen: CountryCode): CountryCode {
  if (parsed.country) return parsed.country;
  const code = parsed.countryCallingCode;
  if (code === getCountryCallingCode(chosen)) return chosen;
  // The code's countries, main one first (US for +1); else any country with that code.
  return (
    parsed.getPossibleCountries()[0] ??
    getCountries().find((country) => getCountryCallingCode(country) === code) ??
    chosen
  );
}

/**
 * The country the field's text is in: a valid number's own ("+44 20 …" is GB wherever it is typed),
 * else `chosen` (the country national numbers are read in, and any number of its calling code).
 */
export function phoneCountryOf(input: string, chosen: CountryCode): CountryCode {
  const parsed = parse(input, chosen);
  if (!isValid(parsed)) return chosen;
  // A number in the chosen country's calling code keeps the country the user chose: a UK mobile that
  // the numbering plan files under Guernsey (+44 7911 …) was still typed in the United Kingdom.
  if (parsed.countryCallingCode === getCountryCallingCode(chosen)) return chosen;
  return countryOf(parsed, chosen);
}

/** A valid number in its national format ("+33 6 12 …" → "06 12 …"); anything else as it is. */
export function nationalText(input: string, chosen: CountryCode): string {
  const parsed = parse(input, chosen);
  return isValid(parsed) ? parsed.formatNational() : input;
}

let names: Intl.DisplayNames | undefined;
/** "France", "United Kingdom": the runtime's English name for a country (its code if it has none). */
export function countryName(country: CountryCode): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(country) ?? country;
}

/** Names said with "the" in a sentence ("for the United States", "for the Netherlands"). */
const WITH_THE =
  /^(United |Isle of |British |Caribbean |Czech |Palestinian |Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|Seychelles|Vatican)|(Islands|Republic)$/;
const inSentence = (name: string) => (WITH_THE.test(name) ? `the ${name}` : name);

/** A valid mobile number of the country as its people write it: "06 12 34 56 78" for France. */
export function phoneExample(country: CountryCode): string | undefined {
  return getExampleNumber(country, examples)?.formatNational();
}

/** What a phone field says when its number is not valid: "Enter a valid phone number for France, like 06 12 34 56 78". */
export function phoneHint(country: CountryCode): string {
  const example = phoneExample(country);
  const hint = `Enter a valid phone number for ${inSentence(countryName(country))}`;
  return example ? `${hint}, like ${example}` : hint;
}

/**
 * The field's error for `input` read in `chosen`, or null when it is empty or valid. It names the
 * country the number was read in: `chosen`, or the one of the country code it was written with.
 */
export function phoneProblem(input: string, chosen: CountryCode): string | null {
  if (input.trim() === '') return null;
  const parsed = parse(input, chosen);
  if (isValid(parsed)) return null;
  return phoneHint(parsed ? countryOf(parsed, chosen) : chosen);
}

/**
 * What Verify now waits for while the text is not a valid number yet (null when empty or valid): said
 * beside the button as the number is typed, before the field's own error shows on leaving it.
 */
export function verifyWaitsFor(input: string, chosen: CountryCode): string | null {
  if (input.trim() === '') return null;
  const parsed = parse(input, chosen);
  if (isValid(parsed)) return null;
  const country = parsed ? countryOf(parsed, chosen) : chosen;
  return `Verify now waits for a valid number for ${inSentence(countryName(country))}`;
}

/** The field's placeholder: the country's example; for the US, SPEC §2's "US style with +1". */
export function phonePlaceholder(country: CountryCode): string {
  const example = phoneExample(country) ?? '';
  return country === 'US' ? `+1 ${example}` : example;
}

export interface CountryOption {
  value: CountryCode;
  /** "France +33" */
  label: string;
}
let options: CountryOption[] | undefined;
/** Every country libphonenumber-js knows, by name with its calling code, in name order. */
export function phoneCountryOptions(): readonly CountryOption[] {
  options ??= getCountries()
    .map((value) => ({ value, label: `${countryName(value)} +${getCountryCallingCode(value)}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}

/** The region of a language tag ("en-GB" → "GB") when it is a country; undefined otherwise. */
function regionOf(language: string | undefined): CountryCode | undefined {
  if (!language) return undefined;
  try {
    const region = new Intl.Locale(language).region;
    return region && isSupportedCountry(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The country a number without its country code is read in: the zone's (the profile's timezone),
 * else the browser language's region, else the US.
 */
export function defaultPhoneCountry(
  zone: string | null | undefined,
  language: string | undefined,
): CountryCode {
  return zoneCountry(zone) ?? regionOf(language) ?? DEFAULT_PHONE_COUNTRY;
}

/** A number as it will be dialled, in its own country: "+33 6 12 34 56 78"; the input itself when it is not one. */
export function formatPhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim());
  return parsed ? parsed.formatInternational() : input;
}

/** A number inside a sentence: formatted, with no-break spaces so a line never splits it. */
export function phoneInProse(input: string): string {
  return formatPhone(input).replace(/ /g, '\u00a0');
}
