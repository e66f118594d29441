import { useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../src/forms/SchemaForm';
import { checkField, type FieldChecks, type FieldErrors } from '../../src/forms/validation';
import { usePhoneField } from '../../src/forms/validatePhone';

type Values = Record<string, unknown>;

export interface WidgetHarnessProps {
  /** The form's id (prefixes its fields' ids): one per cell. */
  id: string;
  /** The form's schema (an object): the widget's field and any it needs beside it. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  value?: Values;
  /** Fields the user has changed and left (or a submit): their own errors show on mount. */
  touched?: string[];
  /** Errors to show on mount whatever the values (a server's answer). */
  errors?: FieldErrors;
  disabled?: boolean;
  readonly?: boolean;
  /** The phone field of `phone_number`, read in this zone's country (as the profile does). */
  phoneZone?: string;
}

/**
 * One widget rendered through the real layer (SchemaForm, the layer's widgets and field template),
 * its state from the props; no submit button: a States cell shows the field alone.
 */
export function WidgetHarness(props: WidgetHarnessProps) {
  return props.phoneZone ? (
    <PhoneHarness {...props} zone={props.phoneZone} />
  ) : (
    <Harness {...props} />
  );
}

function PhoneHarness(props: WidgetHarnessProps & { zone: string }) {
  const phone = usePhoneField(props.zone);
  const ui = props.uiSchema.phone_number as UiSchema | undefined;
  const uiSchema = { ...props.uiSchema, phone_number: { ...ui, 'ui:options': phone.options } };
  return <Harness {...props} uiSchema={uiSchema} checks={phone.checks} />;
}

function Harness({
  id,
  schema,
  uiSchema,
  value = {},
  touched = [],
  errors,
  disabled = false,
  readonly = false,
  checks,
}: WidgetHarnessProps & { checks?: FieldChecks }) {
  const [data, setData] = useState<Values>(value);
  const [initialErrors] = useState<FieldErrors>(() => {
    if (errors) return errors;
    const found: Record<string, string[]> = {};
    for (const key of touched) {
      const problems = checkField(schema, key, data[key], checks);
      if (problems.length) found[key] = problems;
    }
    return found;
  });
  return (
    <SchemaForm<Values>
      id={id}
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      onChange={setData}
      onSubmit={() => undefined}
      submitLabel="Save"
      noSubmit
      disabled={disabled}
      readonly={readonly}
      initialErrors={initialErrors}
      {...(checks ? { fieldChecks: checks } : {})}
    />
  );
}
