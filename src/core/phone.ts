/**
 * Phone numbers as people write them ("+1 (555) 123-4567", "555 123 4567"), parsed and normalised to
 * E.164 with libphonenumber-js — the same rules in the form and on the server.
 */
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers without a country code are read as US numbers (the placeholder's style, SPEC §2). */
const DEFAULT_COUNTRY = 'US';

/** E.164 ("+15551234567") for a possible phone number, or null. Empty stays empty. */
export function toE164(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  if (/[^\d\s()+.-]/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : null;
}

/** A number formatted for reading: "+1 555 123 4567"; the input itself when it cannot be parsed. */
export function formatPhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_COUNTRY);
  return parsed ? parsed.formatInternational() : input;
}

/** A number inside a sentence: formatted, with no-break spaces so a line never splits it. */
export function phoneInProse(input: string): string {
  return formatPhone(input).replace(/ /g, '\u00a0');
}

/** Formats as the user types (keeps what they typed when it is not a number yet). */
export function formatAsTyped(input: string): string {
  return new AsYouType(DEFAULT_COUNTRY).input(input);
}
