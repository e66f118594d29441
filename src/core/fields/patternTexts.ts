/**
 * What a value that breaks one of the contract's patterns is told. Each pattern the schemas of
 * schemas/ give an input (and a block's zip code field) is declared here, by its exact text, with its
 * words; any other pattern is "Invalid format". The words are this declaration's, never read out of
 * the regex: a pattern that merely looks like a time is not told to be one.
 * tests/unit/core/fields/errorTexts.test.ts holds each to the schema it comes from.
 */

/**
 * What a phone field says when it holds more than a number's characters. A number that is not valid
 * gets its country's format instead (src/core/phone.ts `phoneHint`).
 */
export const PHONE_CHARACTERS = 'Use only digits, spaces and + ( ) . -';

const TIME = 'Use a time like 07:30';
const DATE = 'Use a date like 2026-12-24';

const texts: Readonly<Record<string, string>> = {
  // profile, phone-send, backup-contact: phone_number (written in any format, read in its country)
  '^[0-9+() .-]*$': PHONE_CHARACTERS,
  // calls-next: caller_id (E.164)
  '^\\+[1-9]\\d{6,14}$': PHONE_CHARACTERS,
  // profile: zip_code (empty, or five digits)
  '^([0-9]{5})?$': 'Must be 5 digits',
  // a block's zip code field
  '^[0-9]{5}$': 'Must be 5 digits',
  // phone-verify: code
  '^[0-9]{6}$': 'Must be 6 digits',
  // schedule: call_time, day_times, one_off's time
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': TIME,
  // schedule: skip_dates, pause, one_off's date
  '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$': DATE,
  // calls-next: skipping, paused_until
  '^\\d{4}-\\d{2}-\\d{2}$': DATE,
  // one-line: a name (profile, registration, backup contact)
  '^[^\\u0000-\\u001F\\u007F-\\u009F\\u200B\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u2069\\uFEFF]*$':
    'Must be one line, without control or invisible formatting characters',
};

/** The words for a value that breaks `pattern`. */
export const patternText = (pattern: string): string =>
  Object.hasOwn(texts, pattern) ? (texts[pattern] ?? 'Invalid format') : 'Invalid format';

/** Every pattern declared here (for the test that holds them to the schemas). */
export const declaredPatterns = (): string[] => Object.keys(texts);
