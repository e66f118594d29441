import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { focusField } from './focusField';
import { firstWithError } from './formSchema';
import { loadValidation, validationNow, type Validation } from './loadValidation';
import type { FormStore, Values } from './store';
import type { FieldErrors } from './validation';

interface SubmitOptions {
  store: FormStore;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  idPrefix: string;
  /** The fields' errors for these values, shown by the store (useFieldErrors). */
  check: (validation: Validation, data: Values) => FieldErrors;
  /** The values passed every rule. */
  onValid: (data: Values) => void;
}

/**
 * The form's submit handler. A submit is the layer's: with errors, they show (one render of the fields
 * whose errors changed) and the first field with an error, in the order shown, gets the focus once
 * they are on screen; without, `onValid` gets the values as shown, schema defaults included. A submit
 * before the validation arrived waits for it (once, however often it is pressed meanwhile); without
 * the validation (it could not load: offline), the server's check decides (serverErrors).
 */
export function useFormSubmit({
  store,
  schema,
  uiSchema,
  idPrefix,
  check,
  onValid,
}: SubmitOptions) {
  const [focusFirst, setFocusFirst] = useState<{ key: string } | null>(null);
  const submitWith = (validation: Validation | null) => {
    const data = store.values;
    const found = validation ? check(validation, data) : {};
    if (Object.keys(found).length) {
      const key = firstWithError(schema, uiSchema, found);
      if (key) setFocusFirst({ key });
      return;
    }
    onValid(data);
  };
  const waiting = useRef(false);
  const submit = (event: FormEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget.firstElementChild) return; // a form inside, not this one
    event.preventDefault();
    event.stopPropagation();
    const now = validationNow();
    if (now) return submitWith(now);
    if (waiting.current) return;
    waiting.current = true;
    loadValidation()
      .then(submitWith, () => submitWith(null))
      .finally(() => (waiting.current = false));
  };
  useLayoutEffect(() => {
    if (focusFirst) focusField(idPrefix, focusFirst.key);
  }, [focusFirst, idPrefix]);
  return submit;
}
