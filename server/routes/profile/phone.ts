import { DEFAULT_PHONE_COUNTRY, phoneHint, phoneProblem, toE164 } from '../../../src/core/phone';
import { zoneCountry } from '../../../src/core/timezones';
import { failField } from '../../http';

/**
 * A phone number sent to the API, as E.164 ('' stays ''). The SPA sends E.164 already; a number
 * written nationally is read in the country of `timezone` (the profile's). Anything that is not a
 * valid number ends the request: 400 naming `phone_number` and that country's format.
 */
export function phoneOrFail(input: string, timezone: string | null | undefined): string {
  const country = zoneCountry(timezone) ?? DEFAULT_PHONE_COUNTRY;
  const phone = toE164(input, country);
  if (phone === null) failField('phone_number', phoneProblem(input, country) ?? phoneHint(country));
  return phone;
}
