/**
 * The response contract, checked on every answer the server suite sees: a 2xx body against its
 * route's response schema (src/core/routes.ts), every error against `{ message, errors? }`. A changed or
 * missing response field fails the test that received it.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { routeFor } from '../../src/core/routes';
import { schemaOf } from '../../src/core/routeSchemas';
import { errorResponseSchema } from '../../src/core/schemas.gen';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();
const validator = (schema: object) => {
  let validate = compiled.get(schema);
  if (!validate) {
    // Schemas keep their $id; this instance compiles each object once, so ids never clash.
    const { $id: _id, ...rest } = schema as { $id?: string };
    validate = ajv.compile(rest);
    compiled.set(schema, validate);
  }
  return validate;
};

export class ContractError extends Error {}

/** Throws a `ContractError` when an answer breaks the contract of its route. */
export function checkContract(
  method: string,
  path: string,
  status: number,
  headers: Headers,
  body: unknown,
): void {
  if (!path.startsWith('/api/')) return;
  const where = `${method} ${path} → ${status}`;
  const isJson = (headers.get('content-type') ?? '').includes('application/json');
  if (status >= 400) {
    if (!isJson) throw new ContractError(`${where}: an error must answer JSON { message }`);
    const validate = validator(errorResponseSchema);
    if (!validate(body))
      throw new ContractError(
        `${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`,
      );
    return;
  }
  if (status === 304) {
    if (body !== null && body !== '') throw new ContractError(`${where}: a 304 has no body`);
    return;
  }
  const route = routeFor(method, path);
  if (!route) throw new ContractError(`${where}: no route of src/core/routes.ts serves this`);
  if (route.response === 'empty') {
    if (status !== 204 || (body !== null && body !== ''))
      throw new ContractError(`${where}: expected 204 with no body`);
    return;
  }
  if (route.response === 'audio') {
    if (!(headers.get('content-type') ?? '').startsWith('audio/'))
      throw new ContractError(`${where}: expected an audio/* answer`);
    return;
  }
  if (route.response === 'vcard') {
    if (!(headers.get('content-type') ?? '').startsWith('text/vcard'))
      throw new ContractError(`${where}: expected a contact card (text/vcard)`);
    return;
  }
  if (route.response === 'redirect') {
    if (status < 300 || status >= 400 || !headers.get('location'))
      throw new ContractError(`${where}: expected a redirect with Location`);
    return;
  }
  if (route.response === 'twiml') {
    if (!(headers.get('content-type') ?? '').startsWith('text/xml'))
      throw new ContractError(`${where}: expected TwiML (text/xml)`);
    return;
  }
  if (!isJson) throw new ContractError(`${where}: expected a JSON answer`);
  const validate = validator(schemaOf(route.response));
  if (!validate(body))
    throw new ContractError(
      `${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`,
    );
}
