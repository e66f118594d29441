import type { ReactNode } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { JSONSchema } from 'json-schema-to-ts';
import validator from '@rjsf/validator-ajv8';
import { busy as busyLabels } from '../core/messages';
import type { FormsContext } from './context';
import { humanMessage } from '../core/fields/errorMessages';
import { ThemedForm } from './registry';

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
  id?: string;
  /** Extra actions beside the submit button (e.g. Cancel). */
  children?: ReactNode;
  formContext?: FormsContext;
  /** Rules a schema cannot say (e.g. `validatePhone`), run with the schema's own. */
  customValidate?: CustomValidator<T>;
}

const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => ({
    ...error,
    message: humanMessage({ keyword: error.name ?? '', params: error.params ?? {} }),
  }));

/**
 * The one form component of the app: RJSF on MUI with Daybreak's widgets, human error messages,
 * validation on blur and on submit, and a busy state. Every form renders through it.
 */
export function SchemaForm<T extends FormValues>(props: SchemaFormProps<T>) {
  // The root title names the schema for documentation; on screen the card or dialog has the heading.
  const { title: _title, ...rootSchema } = props.schema as RJSFSchema;
  const {
    uiSchema,
    formData,
    onSubmit,
    onChange,
    submitLabel,
    busy = false,
    disabled = false,
    readonly = false,
  } = props;
  return (
    <ThemedForm
      {...(props.id ? { id: props.id, idPrefix: props.id } : {})}
      schema={rootSchema}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={formData}
      validator={validator}
      formContext={props.formContext ?? {}}
      transformErrors={transformErrors}
      {...(props.customValidate ? { customValidate: props.customValidate } : {})}
      showErrorList={false}
      liveValidate="onBlur"
      noHtml5Validate
      focusOnFirstError
      disabled={disabled}
      readonly={readonly}
      onChange={(event) => onChange?.(event.formData as T)}
      onSubmit={(event) => onSubmit(event.formData as T)}
      // Errors are shown inline; without this RJSF also logs them to the console.
      onError={() => undefined}
    >
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {props.children}
        {!readonly && !props.noSubmit && (
          <Button
            type="submit"
            variant="contained"
            disabled={busy || disabled}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {busy ? (props.busyLabel ?? busyLabels.saving) : submitLabel}
          </Button>
        )}
      </Stack>
    </ThemedForm>
  );
}
