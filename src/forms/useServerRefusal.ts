import { useEffect, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { focusField } from './focusField';
import { firstWithError } from './formSchema';
import type { FieldErrors } from './validation';

/**
 * A server's refusal (a new `serverErrors` object): the save did not happen, so the work is unsaved
 * again (`onRefused`); its first field, in the order shown, gets the focus — after paint, once a
 * dialog's focus trap has settled.
 */
export function useServerRefusal(
  serverErrors: FieldErrors | undefined,
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  idPrefix: string,
  onRefused: () => void,
) {
  const [refusal, setRefusal] = useState(serverErrors);
  if (refusal !== serverErrors) {
    setRefusal(serverErrors);
    if (serverErrors) onRefused();
  }
  useEffect(() => {
    if (!serverErrors) return;
    const key = firstWithError(schema, uiSchema, serverErrors);
    if (key) focusField(idPrefix, key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [serverErrors]);
}
