import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { JSONSchema } from 'json-schema-to-ts';
import validator from '@rjsf/validator-ajv8';
import { busy as busyLabels } from '../core/messages';
import type { FormsContext } from './context';
import { ThemedForm } from './registry';
import { sameValues } from './sameValues';
import { useFieldErrors } from './useFieldErrors';
import type { FieldChecks, FieldErrors } from './validation';
import { UnsavedChangesContext } from './unsaved/context';
import { LeaveGuard } from './unsaved/LeaveGuard';

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

// The root title names the schema for documentation; on screen the card or dialog has the heading. One
// stripped copy per schema object, so RJSF and AJV see the same object on every render.
const withoutTitle = new WeakMap<object, RJSFSchema>();
function rootSchemaOf(schema: object): RJSFSchema {
  let root = withoutTitle.get(schema);
  if (!root) {
    const { title: _title, ...rest } = schema as RJSFSchema;
    root = rest;
    withoutTitle.set(schema, root);
  }
  return root;
}

const NO_SUBMIT_BUTTON = { norender: true };
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * The one form component of the app: RJSF on MUI with Daybreak's widgets and field template, errors
 * only where the user has been (validated per field), human messages, a busy state, and — with
 * `savedData` — the user's unsaved work kept. Every form renders through it.
 */
export function SchemaForm<T extends FormValues>(props: SchemaFormProps<T>) {
  const { uiSchema, formData, onSubmit, onChange, submitLabel, savedData } = props;
  const { busy = false, disabled = false, readonly = false } = props;
  const schema = rootSchemaOf(props.schema);
  const idPrefix = props.id ?? 'root';
  const fields = useFieldErrors(schema, props.initialErrors, props.fieldChecks, props.serverErrors);
  const { onFieldChange, onFieldBlur, onSubmitCheck } = fields;
  const keyOf = useCallback((id: string) => id.slice(idPrefix.length + 1), [idPrefix]);

  // What the form holds now. RJSF is always given it (a form whose props change under it would go back
  // to its formData prop); a new formData prop from the caller replaces it.
  const [current, setCurrent] = useState({ of: formData, data: formData });
  if (current.of !== formData) setCurrent({ of: formData, data: formData });
  const [justSubmitted, setJustSubmitted] = useState(false);
  const guarding = savedData !== undefined;
  const dirty = guarding && !sameValues(current.data, savedData);

  const dialog = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!dialog || !guarding) return;
    dialog.setDirty(dirty && !justSubmitted);
    return () => dialog.setDirty(false);
  }, [dialog, guarding, dirty, justSubmitted]);

  const formUi = useMemo(
    () => ({ ...uiSchema, 'ui:submitButtonOptions': NO_SUBMIT_BUTTON }),
    [uiSchema],
  );
  const handleChange = useCallback(
    (event: IChangeEvent<T>, id?: string) => {
      const data = event.formData as T;
      if (id) onFieldChange(keyOf(id), (data as Record<string, unknown>)[keyOf(id)]);
      setCurrent((c) => ({ of: c.of, data }));
      setJustSubmitted(false);
      onChange?.(data);
    },
    [keyOf, onChange, onFieldChange],
  );
  const handleBlur = useCallback(
    (id: string, value: unknown) => onFieldBlur(keyOf(id), value),
    [keyOf, onFieldBlur],
  );
  // A submit is checked before RJSF sees it: with errors, RJSF never runs its submit (one render, the
  // errors'), and the first field with an error, in the order shown, gets the focus.
  const form = useRef<Form<T>>(null);
  const focusFirst = useCallback(
    (found: string[]) => {
      const first = found
        .map((key) => document.getElementById(`${idPrefix}_${key}`))
        .filter((el): el is HTMLElement => el !== null)
        .sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )[0];
      const target = first?.matches(FOCUSABLE)
        ? first
        : first?.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    },
    [idPrefix],
  );
  const checkBeforeSubmit = (event: FormEvent<HTMLDivElement>) => {
    // RJSF's own state holds the values as shown, schema defaults included.
    const data = (form.current?.state.formData ?? current.data) as Record<string, unknown>;
    const found = Object.keys(onSubmitCheck(data));
    if (!found.length) return;
    event.preventDefault();
    event.stopPropagation();
    focusFirst(found);
  };
  // A server's refusal: the save did not happen, so the work is unsaved again; its first field gets the focus.
  const { serverErrors } = props;
  const [refusal, setRefusal] = useState(serverErrors);
  if (refusal !== serverErrors) {
    setRefusal(serverErrors);
    if (serverErrors) setJustSubmitted(false);
  }
  useEffect(() => {
    if (serverErrors) focusFirst(Object.keys(serverErrors));
  }, [serverErrors, focusFirst]);
  const handleSubmit = useCallback(
    (event: IChangeEvent<T>) => {
      setJustSubmitted(true);
      onSubmit(event.formData as T);
    },
    [onSubmit],
  );

  return (
    <div onSubmitCapture={checkBeforeSubmit}>
      <ThemedForm
        {...(props.id ? { id: props.id } : {})}
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={formUi}
        formData={current.data}
        validator={validator}
        formContext={props.formContext ?? {}}
        extraErrors={fields.errorSchema}
        showErrorList={false}
        noValidate
        noHtml5Validate
        disabled={disabled}
        readonly={readonly}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
      >
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          {props.children}
          {!readonly && !props.noSubmit && (
            <Button
              type="submit"
              variant="contained"
              disabled={busy || disabled || (guarding && !dirty)}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {busy ? (props.busyLabel ?? busyLabels.saving) : submitLabel}
            </Button>
          )}
        </Stack>
        {guarding && <LeaveGuard when={dirty && !justSubmitted} />}
      </ThemedForm>
    </div>
  );
}
