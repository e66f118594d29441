import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import type { JSONSchema } from 'json-schema-to-ts';
import { busy as busyLabels, loading } from '../core/messages';
import type { FormsContext } from './context';
import {
  lazyValidator,
  loadValidation,
  needsValidatorToRender,
  preloadValidation,
  validationNow,
  type Validation,
} from './loadValidation';
import { ThemedForm } from './registry';
import { sameValues } from './sameValues';
import { FormStore, FormStoreContext, type FieldEvents, type Values } from './store';
import { helperLineStyles } from './templates/FieldTemplate';
import { RootField } from './templates/RootField';
import { useFieldErrors } from './useFieldErrors';
import type { FieldChecks, FieldErrors } from './validation';
import { UnsavedChangesContext } from './unsaved/context';
import { withForwarders } from './forwarders';

// The leave guard needs the router (its blocker): loaded only by a form that guards
// (savedData given), so a form without it does not carry the router.
const LeaveGuard = lazy(() =>
  import('./unsaved/LeaveGuard').then((m) => ({ default: m.LeaveGuard })),
);

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
/** A field with its helper line, and the actions row: the placeholder of a form still loading. */
const FIELD_HEIGHT = 80;
const ACTIONS_HEIGHT = 52;
const NO_CONTEXT: FormsContext = {};
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';
const noSubscription = () => () => undefined;

/** The form's root element: it carries the field template's helper-line styles for every field. */
const FormRoot = styled('div')(({ theme }) => helperLineStyles(theme));

/** What the form's actions row shows; given by context so RJSF's Form is not re-rendered for it. */
interface ActionsState {
  busy: boolean;
  disabled: boolean;
  readonly: boolean;
  noSubmit: boolean;
  submitLabel: string;
  busyLabel: string | undefined;
  extra: ReactNode;
  guarding: boolean;
  dirty: boolean;
  guardWhen: boolean;
}
const ActionsContext = createContext<ActionsState | null>(null);

/** The actions row (extra actions, then the submit button) and, when guarding, the leave guard. */
function Actions() {
  const state = useContext(ActionsContext);
  if (!state) return null;
  const { busy, disabled, readonly, guarding, dirty } = state;
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {state.extra}
        {!readonly && !state.noSubmit && (
          <Button
            type="submit"
            variant="contained"
            disabled={busy || disabled || (guarding && !dirty)}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {busy ? (state.busyLabel ?? busyLabels.saving) : state.submitLabel}
          </Button>
        )}
      </Stack>
      {guarding && (
        <Suspense fallback={null}>
          <LeaveGuard when={state.guardWhen} />
        </Suspense>
      )}
    </>
  );
}
const actions = <Actions />;

/** Its children once the validation has loaded (suspends until then). */
const AfterValidation = lazy(() =>
  loadValidation().then(() => ({ default: ({ children }: { children: ReactNode }) => children })),
);

/**
 * The form as soon as RJSF can render it: at once, unless its schema branches (oneOf, if…), which
 * RJSF resolves with its validator while rendering; then after the validation has loaded, a
 * placeholder of about the form's height holding its place meanwhile. The tree depends on the schema
 * alone, so the form is never mounted again when the validation arrives.
 */
function ValidatorReady({ schema, children }: { schema: RJSFSchema; children: ReactNode }) {
  if (!needsValidatorToRender(schema)) return children;
  const fields = Object.keys(schema.properties ?? {}).length;
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={fields * FIELD_HEIGHT + ACTIONS_HEIGHT}
          aria-label={loading.generic}
        />
      }
    >
      <AfterValidation>{children}</AfterValidation>
    </Suspense>
  );
}

/**
 * Focuses a field's control (its element, or the first focusable inside it). A control not there yet
 * (a part that loads when first shown: the place field) is waited for, a few seconds at most.
 */
function focusField(idPrefix: string, key: string, tries = 60) {
  const first = document.getElementById(`${idPrefix}_${key}`);
  const target = first?.matches(FOCUSABLE) ? first : first?.querySelector<HTMLElement>(FOCUSABLE);
  if (target) target.focus();
  else if (tries > 0) window.setTimeout(() => focusField(idPrefix, key, tries - 1), 50);
}

/** The root's properties in the order shown (`ui:order`), for focusing the first error. */
function shownOrder(schema: RJSFSchema, uiSchema: UiSchema | undefined): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const order = uiSchema?.['ui:order'] as string[] | undefined;
  try {
    return orderProperties(keys, order);
  } catch {
    return keys;
  }
}

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

  // RJSF is given the caller's formData; the caller handing back what the form reported is not new.
  const reported = useRef<unknown>(formData);
  const [seed, setSeed] = useState(formData);
  if (formData !== seed && formData !== reported.current) setSeed(formData);
  // A replaced formData becomes the store's values — unless RJSF already reported it with its defaults.
  const seeded = useRef(seed);
  useLayoutEffect(() => {
    if (seeded.current !== seed) {
      seeded.current = seed;
      store.replaceValues(seed as Values);
    }
  }, [seed, store]);

  const [justSubmitted, setJustSubmitted] = useState(false);
  const report = (data: Values) => {
    reported.current = data;
    latest.current.onChange?.(data as T);
  };
  handlers.current = {
    change(key, value) {
      store.setValue(key, value);
      onFieldChange(key, value);
      setJustSubmitted(false);
      report(store.values);
    },
    blur: onFieldBlur,
  };
  // RJSF reports the whole data only for the values it derives itself (defaults, a new formData).
  const handleFormChange = (event: IChangeEvent<T>) => {
    seeded.current = seed;
    const data = event.formData as Values;
    store.replaceValues(data);
    report(data);
  };

  const guarding = savedData !== undefined;
  const dirty = useSyncExternalStore(guarding ? store.subscribe : noSubscription, () =>
    guarding ? !sameValues(store.values, savedData) : false,
  );
  const dialog = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!dialog || !guarding) return;
    dialog.setDirty(dirty && !justSubmitted);
    return () => dialog.setDirty(false);
  }, [dialog, guarding, dirty, justSubmitted]);

  // A widget's handlers (functions in ui:options) reach RJSF as forwarders to the latest ones.
  const [forwarders] = useState(() => new Map<string, (...args: unknown[]) => unknown>());
  const formUi = useMemo(
    () => ({
      ...withForwarders(uiSchema, () => latest.current.uiSchema, forwarders),
      'ui:submitButtonOptions': NO_SUBMIT_BUTTON,
      'ui:field': RootField,
    }),
    [uiSchema, forwarders],
  );

  // A submit is the layer's: with errors, they show (one render of the fields whose errors changed) and
  // the first field with an error, in the order shown, gets the focus once they are on screen; without,
  // onSubmit gets the values as shown, schema defaults included.
  const [focusFirst, setFocusFirst] = useState<{ key: string } | null>(null);
  const submitWith = (validation: Validation | null) => {
    const data = store.values;
    // Without the validation (it could not load: offline), the server's check decides (serverErrors).
    const found = validation ? onSubmitCheck(validation, data) : {};
    if (Object.keys(found).length) {
      const key = shownOrder(schema, uiSchema).find((k) => found[k]) ?? Object.keys(found)[0];
      if (key) setFocusFirst({ key });
      return;
    }
    setJustSubmitted(true);
    latest.current.onSubmit(data as T);
  };
  // A submit before the validation arrived waits for it (once, however often it is pressed meanwhile).
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
  // A server's refusal: the save did not happen, so the work is unsaved again; its first field, in the
  // order shown, gets the focus — after paint, once a dialog's focus trap has settled.
  const { serverErrors } = props;
  const [refusal, setRefusal] = useState(serverErrors);
  if (refusal !== serverErrors) {
    setRefusal(serverErrors);
    if (serverErrors) setJustSubmitted(false);
  }
  useEffect(() => {
    if (!serverErrors) return;
    const key =
      shownOrder(schema, uiSchema).find((k) => serverErrors[k]) ?? Object.keys(serverErrors)[0];
    if (key) focusField(idPrefix, key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [serverErrors]);
  useLayoutEffect(() => {
    if (focusFirst) focusField(idPrefix, focusFirst.key);
  }, [focusFirst, idPrefix]);

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
              onChange={handleFormChange}
            >
              {actions}
            </ThemedForm>
          </ValidatorReady>
        </FormRoot>
      </ActionsContext.Provider>
    </FormStoreContext.Provider>
  );
}
