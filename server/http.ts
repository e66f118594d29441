/**
 * Request/response helpers shared by every route: JSON bodies checked against a JSON Schema, errors as
 * `{ message, errors? }` (schemas/api/error.response.schema.json).
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ajv } from '../src/core/fields/ajv';
import { humanMessage } from '../src/core/fields/errorMessages';
import limits from '../schemas/limits.json';
import type { FieldError } from '../src/core/types';

/**
 * Ends the request with `{ message }` and the status. With the fields at fault — one field's name
 * (its text is the message, without '<field>: ' in front) or a list — the answer carries them as
 * `errors`, so a form can show each text under its field.
 */
export function fail(
  status: ContentfulStatusCode,
  message: string,
  fields?: string | readonly FieldError[],
): never {
  const errors =
    typeof fields === 'string'
      ? [
          {
            field: fields,
            message: message.startsWith(`${fields}: `) ? message.slice(fields.length + 2) : message,
          },
        ]
      : fields;
  const body = errors?.length ? { message, errors } : { message };
  throw new HTTPException(status, { res: Response.json(body, { status }) });
}

/** 405 with `Allow`: the path exists, but not with this method. */
export const methodNotAllowed = (c: Context, allow: string): Response =>
  c.json({ message: `Method ${c.req.method} is not allowed here; use ${allow}` }, 405, {
    Allow: allow,
  });

/** Ends the request with 400 `{ message: '<field>: <text>', errors: [{ field, message: <text> }] }`. */
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
  // The field as a dotted path ("pause.until"); an unknown key is about the object that holds it.
  const at = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field =
    error.keyword === 'required'
      ? [at, String(error.params.missingProperty)].filter(Boolean).join('.')
      : at;
  const message = serverMessage(error.keyword, error.params) ?? humanMessage(error);
  if (field) return { message: `${field}: ${message}`, field };
  return {
    message: error.keyword === 'additionalProperties' ? message : `Request body: ${message}`,
  };
}

/**
 * Whether JSON text nests objects and arrays deeper than `max`: one pass over the characters, no
 * recursion, before anything walks the parsed value.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      if (++depth > max) return true;
    } else if (ch === '}' || ch === ']') depth--;
  }
  return false;
}

/** The path of the first string (value or key) holding a NUL, which Postgres cannot store; null if none. */
export function nulPath(value: unknown): string | null {
  // An explicit stack, not recursion: the depth of a body is the client's to choose.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
      for (const [key, child] of entries.reverse()) {
        if (typeof key === 'string' && key.includes('\u0000')) return path || 'field name';
        stack.push([child, path ? `${path}.${key}` : String(key)]);
      }
    }
  }
  return null;
}

/** Parses the JSON body and checks it against the schema: 400 with a clear message otherwise. */
export async function readBody<T>(c: Context, schema: AnySchema): Promise<T> {
  const text = await c.req.text();
  if (nestedDeeperThan(text, limits.requestBodyMaxDepth))
    fail(400, 'Request body is nested too deeply');
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
