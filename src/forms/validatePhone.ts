import { useCallback, useMemo, useRef, useState } from 'react';
import {
  defaultPhoneCountry,
  phoneProblem,
  toE164,
  verifyWaitsFor,
  type CountryCode,
} from '../core/phone';
import { errors } from '../core/messages';
import type { FieldChecks } from './validation';

/** What the phone widget takes in its `ui:options`. */
export interface PhoneOptions {
  /** The country a number written without its country code is read in. */
  country: CountryCode;
  /** The field's country selector was used. */
  onCountry: (country: CountryCode) => void;
}

export interface PhoneField {
  /** The country a number written without its country code is read in. */
  country: CountryCode;
  /** For the `phone_number` field's `ui:options`. */
  options: PhoneOptions;
  /** The server's phone rule in the form: a valid number in that country, else its format's hint. */
  checks: FieldChecks;
  /** The field's text as E.164 ('' when empty, null when it is not a valid number): what is sent. */
  toE164: (text: string | undefined) => string | null;
  /** While the text is not a valid number yet, what Verify now waits for (null when empty or valid). */
  problem: (text: string | undefined) => string | null;
}

/**
 * A form's `phone_number` field, read in the user's country: the one chosen with the field's
 * selector, else the zone's (the profile's timezone), else the browser language's region.
 */
export function usePhoneField(
  zone: string | null | undefined,
  /** An empty field is refused ('Phone number is required'): a number once given can't be erased. */
  { required = false }: { required?: boolean } = {},
): PhoneField {
  const [chosen, setChosen] = useState<CountryCode | null>(null);
  const country =
    chosen ??
    defaultPhoneCountry(zone, typeof navigator === 'undefined' ? undefined : navigator.language);
  // The check reads the country in force, so a choice re-checks the field before the next render.
  const current = useRef(country);
  current.current = country;
  const onCountry = useCallback((next: CountryCode) => {
    current.current = next;
    setChosen(next);
  }, []);
  const mustHave = useRef(required);
  mustHave.current = required;
  const checks = useMemo<FieldChecks>(
    () => ({
      phone_number: (value) => {
        // RJSF hands an emptied field over as undefined.
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return mustHave.current ? errors.phoneRequired : null;
        return phoneProblem(text, current.current);
      },
    }),
    [],
  );
  const options = useMemo(() => ({ country, onCountry }), [country, onCountry]);
  const e164 = useCallback((text: string | undefined) => toE164(text ?? '', country), [country]);
  const problem = useCallback(
    (text: string | undefined) => verifyWaitsFor(text ?? '', country),
    [country],
  );
  return { country, options, checks, toE164: e164, problem };
}
