/** Request/response helpers shared by every route: JSON bodies checked against a JSON Schema, `{message}` errors. */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ajv } from '../src/core/fields/ajv';
import { humanMessage } from '../src/core/fields/errorMessages';

/** Ends the request with `{ message }` and the status. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { res: Response.json({ message }, { status }) });
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

/** The first schema error as one human line, e.g. `phone_number: Use international format, e.g. +15551234567`. */
export function describeErrors(validate: ValidateFunction): string {
  const error = validate.errors?.[0];
  if (!error) return 'Invalid request body';
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? ''
        : error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = serverMessage(error.keyword, error.params) ?? humanMessage(error);
  if (field) return `${field}: ${message}`;
  return error.keyword === 'additionalProperties' ? message : `Request body: ${message}`;
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
  if (nul !== null) fail(400, `${nul || 'Request body'}: Must not contain NUL characters`);
  const validate = validatorFor<T>(schema);
  if (!validate(body)) fail(400, describeErrors(validate));
  return body;
}
