import { PHONE_HINT } from '../core/fields/errorMessages';
import { toE164 } from '../core/phone';
import type { FieldChecks } from './validation';

/**
 * The server's phone rule in the form (`toE164`, libphonenumber-js): a number as people write it
 * ("+1 (555) 123-4567") passes, anything that is not a possible number gets the same hint.
 */
export const phoneChecks: FieldChecks = {
  phone_number: (value) =>
    typeof value === 'string' && value !== '' && toE164(value) === null ? PHONE_HINT : null,
};
