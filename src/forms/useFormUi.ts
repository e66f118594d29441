import { useMemo, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { withForwarders } from './forwarders';
import { RootField } from './templates/RootField';

const NO_SUBMIT_BUTTON = { norender: true };

/**
 * The uiSchema RJSF is given: the caller's, its widgets' handlers (functions in ui:options) as
 * forwarders to the latest ones, without RJSF's submit button (the layer's actions row is the form's)
 * and with the layer's root field (fields subscribed to the store one key at a time).
 */
export function useFormUi(
  uiSchema: UiSchema | undefined,
  latest: { readonly current: { readonly uiSchema?: UiSchema | undefined } },
): UiSchema {
  const [forwarders] = useState(() => new Map<string, (...args: unknown[]) => unknown>());
  return useMemo(
    () => ({
      ...withForwarders(uiSchema, () => latest.current.uiSchema, forwarders),
      'ui:submitButtonOptions': NO_SUBMIT_BUTTON,
      'ui:field': RootField,
    }),
    [uiSchema, latest, forwarders],
  );
}
