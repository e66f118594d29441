/**
 * Request/response helpers shared by every route: JSON bodies checked against a JSON Schema, errors as
 * `{ message, field? }` (schemas/api/error.response.schema.json).
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ajv } from '../src/core/fields/ajv';
import { humanMessage } from '../src/core/fields/errorMessages';

/**
 * Ends the request with `{ message }` and the status; with `field` — the one field of the request at
 * fault, which the message names first ('<field>: …') — the answer carries it, so a form can show the
 * message under that field.
 */
export function fail(status: ContentfulStatusCode, message: string, field?: string): never {
  const body = field ? { message, field } : { message };
  throw new HTTPException(status, { res: Response.json(body, { status }) });
}

/** Ends the request with 400 `{ message: '<field>: <text>', field }`. */
export function failField(field: string, text: string): never {
  fail(400, `${field}: ${text}`, field);
}

const compiled = new WeakMap<object, ValidateFunction>();

/** The validator for a JSON Schema, compiled once. */
export function validatorFor<T>(schema: AnySchema): ValidateFunction<T> {
  const key = schema as object;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate as ValidateFunction<T>;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? 'an' : 'a');

/** Texts for the rules the shared form messages leave as "Invalid value" (the form never breaks them). */
function serverMessage(keyword: string, params: Record<string, unknown>): string | null {
  if (keyword === 'type') {
    const type = String(params.type).split(',')[0] ?? 'value';
    if (type === 'integer' || type === 'number') return null;
    return `Must be ${article(type)} ${type}`;
  }
  if (keyword === 'maxItems') return `Must have at most ${String(params.limit)} items`;
  if (keyword === 'minItems') return `Must have at least ${String(params.limit)} items`;
  return null;
}

/**
 * The first schema error as one human line, e.g. `zip_code: Must be 5 digits`, and the field it is
 * about when there is one.
 */
export function describeErrors(validate: ValidateFunction): { message: string; field?: string } {
  const error = validate.errors?.[0];
  if (!error) return { message: 'Invalid request body' };
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? ''
        : error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = serverMessage(error.keyword, error.params) ?? humanMessage(error);
  if (field) return { message: `${field}: ${message}`, field };
  return {
    message: error.keyword === 'additionalProperties' ? message : `Request body: ${message}`,
  };
}

/** The path of the first string (value or key) holding a NUL, which Postgres cannot store; null if none. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return path || 'field name';
      const found = nulPath(item, here);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Parses the JSON body and checks it against the schema: 400 with a clear message otherwise. */
export async function readBody<T>(c: Context, schema: AnySchema): Promise<T> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    fail(400, 'Request body must be valid JSON');
  }
  if (body === undefined) fail(400, 'Request body is required');
  const nul = nulPath(body);
  if (nul) failField(nul, 'Must not contain NUL characters');
  if (nul !== null) fail(400, 'Request body: Must not contain NUL characters');
  const validate = validatorFor<T>(schema);
  if (!validate(body)) {
    const { message, field } = describeErrors(validate);
    fail(400, message, field);
  }
  return body;
}
