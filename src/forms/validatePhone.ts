import type { CustomValidator } from '@rjsf/utils';
import { PHONE_HINT } from '../core/fields/errorMessages';
import { toE164 } from '../core/phone';

/**
 * The server's phone rule in the form (`toE164`, libphonenumber-js): a number as people write it
 * ("+1 (555) 123-4567") passes, anything that is not a possible number gets the same hint.
 */
export function validatePhone<T extends { phone_number?: string | null }>(): CustomValidator<T> {
  return (formData, errors) => {
    const phone = formData?.phone_number ?? '';
    if (phone && toE164(phone) === null)
      (errors as { phone_number?: { addError: (m: string) => void } }).phone_number?.addError(
        PHONE_HINT,
      );
    return errors;
  };
}
