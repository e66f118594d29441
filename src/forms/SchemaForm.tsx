import { useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { JSONSchema } from 'json-schema-to-ts';
import type { FormsContext } from './context';
import { ActionsContext, formActions, type ActionsState } from './FormActions';
import { rootSchemaOf } from './formSchema';
import { lazyValidator, preloadValidation } from './loadValidation';
import { ThemedForm } from './registry';
import { FormStore, FormStoreContext, type FieldEvents, type Values } from './store';
import { helperLineStyles } from './templates/FieldTemplate';
import { useFieldErrors } from './useFieldErrors';
import { useFormSeed } from './useFormSeed';
import { useFormSubmit } from './useFormSubmit';
import { useFormUi } from './useFormUi';
import { useServerRefusal } from './useServerRefusal';
import { useUnsavedWork } from './useUnsavedWork';
import type { FieldChecks, FieldErrors } from './validation';
import { ValidatorReady } from './ValidatorReady';

type FormValues = object;

export interface SchemaFormProps<T extends FormValues> {
  /** A JSON Schema: RJSF's mutable type, or the contract's `as const` objects from src/core/schemas.gen. */
  schema: RJSFSchema | Exclude<JSONSchema, boolean>;
  uiSchema?: UiSchema;
  formData: T;
  /** Called with the typed values (numbers as numbers) once every rule passes. */
  onSubmit: (data: T) => void;
  onChange?: (data: T) => void;
  submitLabel: string;
  /** While true the submit button is disabled and reads `busyLabel` ('Saving...'). */
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  readonly?: boolean;
  /** No submit button: the form only collects values (another control acts on them). */
  noSubmit?: boolean;
  /**
   * The values as saved. Given, the form keeps the user's work: Save is enabled only when the values
   * differ from these, and leaving (navigation, closing its FormDialog, closing the tab) asks first.
   */
  savedData?: T;
  /** Errors to show from the start, keyed by field (stories and server answers). */
  initialErrors?: FieldErrors;
  /**
   * A server's refusal of the last save, keyed by field (see serverFieldErrors): shown under its fields
   * and the first gets the focus, each time a new object is given; a field's error stays until it is
   * changed.
   */
  serverErrors?: FieldErrors;
  /** Rules a JSON Schema cannot say, per field (e.g. a possible phone number): the error text, or null. */
  fieldChecks?: FieldChecks;
  id?: string;
  /** Extra actions beside the submit button (e.g. Cancel). */
  children?: ReactNode;
  formContext?: FormsContext;
}

const NO_CONTEXT: FormsContext = {};

/** The form's root element: it carries the field template's helper-line styles for every field. */
const FormRoot = styled('div')(({ theme }) => helperLineStyles(theme));

/**
 * The one form component of the app: RJSF on MUI with Daybreak's widgets and field template, errors
 * only where the user has been (validated per field), human messages, a busy state, and — with
 * `savedData` — the user's unsaved work kept. Every form renders through it.
 *
 * The values and the errors shown live in a store the fields subscribe to one key at a time (RootField):
 * RJSF's Form is given the caller's `formData` once (and again only when the caller replaces it), works
 * out the defaults, and is not re-rendered while the user types, leaves a field or submits.
 */
export function SchemaForm<T extends FormValues>(props: SchemaFormProps<T>) {
  const { uiSchema, formData, savedData } = props;
  const { busy = false, disabled = false, readonly = false } = props;
  const schema = rootSchemaOf(props.schema);
  const idPrefix = props.id ?? 'root';
  const latest = useRef(props);
  latest.current = props;

  // The handlers the fields call, stable for the form's life, reading the latest props.
  const handlers = useRef<FieldEvents | null>(null);
  const [store] = useState(
    () =>
      new FormStore(formData as Values, props.initialErrors ?? {}, {
        change: (key, value, id) => handlers.current?.change(key, value, id),
        blur: (key, value) => handlers.current?.blur(key, value),
      }),
  );
  const { onFieldChange, onFieldBlur, onSubmitCheck } = useFieldErrors(
    store,
    schema,
    props.fieldChecks,
    props.serverErrors,
  );
  const { seed, report, onFormChange } = useFormSeed(formData, store, (data) =>
    latest.current.onChange?.(data as T),
  );

  const [justSubmitted, setJustSubmitted] = useState(false);
  handlers.current = {
    change(key, value) {
      store.setValue(key, value);
      onFieldChange(key, value);
      setJustSubmitted(false);
      report(store.values);
    },
    blur: onFieldBlur,
  };
  const { guarding, dirty } = useUnsavedWork(store, savedData, justSubmitted);
  const formUi = useFormUi(uiSchema, latest);
  const submit = useFormSubmit({
    store,
    schema,
    uiSchema,
    idPrefix,
    check: onSubmitCheck,
    onValid: (data) => {
      setJustSubmitted(true);
      latest.current.onSubmit(data as T);
    },
  });
  useServerRefusal(props.serverErrors, schema, uiSchema, idPrefix, () => setJustSubmitted(false));

  const actionsState = useMemo<ActionsState>(
    () => ({
      busy,
      disabled,
      readonly,
      noSubmit: props.noSubmit ?? false,
      submitLabel: props.submitLabel,
      busyLabel: props.busyLabel,
      extra: props.children,
      guarding,
      dirty,
      guardWhen: dirty && !justSubmitted,
    }),
    [
      busy,
      disabled,
      readonly,
      props.noSubmit,
      props.submitLabel,
      props.busyLabel,
      props.children,
      guarding,
      dirty,
      justSubmitted,
    ],
  );

  return (
    <FormStoreContext.Provider value={store}>
      <ActionsContext.Provider value={actionsState}>
        <FormRoot
          onSubmitCapture={submit}
          onFocusCapture={preloadValidation}
          onPointerDownCapture={preloadValidation}
          onKeyDownCapture={preloadValidation}
        >
          <ValidatorReady schema={schema}>
            <ThemedForm
              {...(props.id ? { id: props.id } : {})}
              idPrefix={idPrefix}
              schema={schema}
              uiSchema={formUi}
              formData={seed}
              validator={lazyValidator}
              formContext={props.formContext ?? NO_CONTEXT}
              showErrorList={false}
              noValidate
              noHtml5Validate
              disabled={disabled}
              readonly={readonly}
              onChange={onFormChange}
            >
              {formActions}
            </ThemedForm>
          </ValidatorReady>
        </FormRoot>
      </ActionsContext.Provider>
    </FormStoreContext.Provider>
  );
}
