/**
 * The floor: the same fields as memoised MUI inputs with the same checks written by hand, validated per
 * field on blur and all at once on submit. What a form costs without a schema layer.
 */
import { memo, useCallback, useRef, useState } from 'react';
import { Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import type { BlockField, BlockSettings } from '../../src/core/types';

type Value = string | number | boolean | undefined;

function check(field: BlockField, value: Value): string | undefined {
  const rules = field.validation ?? {};
  if (field.type === 'toggle') return undefined;
  if (value === undefined || value === '')
    return field.required ? 'This field is required' : undefined;
  if (field.type === 'number') {
    if (typeof value !== 'number') return 'Must be a whole number';
    if (rules.min_value != null && value < rules.min_value)
      return `Must be at least ${rules.min_value}`;
    if (rules.max_value != null && value > rules.max_value)
      return `Must be at most ${rules.max_value}`;
    return undefined;
  }
  const text = String(value);
  if (rules.max_length != null && text.length > rules.max_length)
    return `Must be at most ${rules.max_length} characters`;
  if (rules.pattern && !new RegExp(rules.pattern, 'u').test(text)) return 'Invalid format';
  return undefined;
}

const Field = memo(function Field({
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: BlockField;
  value: Value;
  error: string | undefined;
  onChange: (key: string, value: Value) => void;
  onBlur: (key: string) => void;
}) {
  if (field.type === 'toggle') {
    return (
      <FormControlLabel
        control={
          <Switch
            checked={value === true}
            onChange={(e) => onChange(field.key, e.target.checked)}
          />
        }
        label={field.label}
      />
    );
  }
  const max = field.validation?.max_length;
  const text = value === undefined ? '' : String(value);
  return (
    <TextField
      id={`hand_${field.key}`}
      label={field.label}
      value={text}
      required={field.required ?? false}
      error={Boolean(error)}
      helperText={error ?? (max != null ? `${text.length}/${max}` : ' ')}
      onChange={(e) => {
        const raw = e.target.value;
        onChange(
          field.key,
          field.type === 'number' && /^[+-]?\d+$/.test(raw.trim())
            ? Number.parseInt(raw, 10)
            : raw || undefined,
        );
      }}
      onBlur={() => onBlur(field.key)}
    />
  );
});

export function HandForm({
  fields,
  onSubmit,
}: {
  fields: BlockField[];
  onSubmit: (s: BlockSettings) => void;
}) {
  const [values, setValues] = useState<Record<string, Value>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const latest = useRef(values);
  latest.current = values;
  const byKey = useRef(new Map(fields.map((f) => [f.key, f])));
  const onChange = useCallback((key: string, value: Value) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  const onBlur = useCallback((key: string) => {
    const field = byKey.current.get(key);
    if (field) setErrors((e) => ({ ...e, [key]: check(field, latest.current[key]) }));
  }, []);
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        const next: Record<string, string | undefined> = {};
        let ok = true;
        for (const field of fields) {
          next[field.key] = check(field, values[field.key]);
          if (next[field.key]) ok = false;
        }
        setErrors(next);
        if (ok) onSubmit(values as BlockSettings);
      }}
    >
      {fields.map((field) => (
        <Field
          key={field.key}
          field={field}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={onChange}
          onBlur={onBlur}
        />
      ))}
      <Button type="submit" variant="contained">
        Save
      </Button>
    </Box>
  );
}
