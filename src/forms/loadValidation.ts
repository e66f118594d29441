/**
 * The forms layer's validation — AJV, its URI parser and RJSF's AJV validator, about 37 kB brotli — is
 * loaded when a form is first used (focus, pointer, key or submit; SchemaForm asks), not with the form:
 * a page that shows a form is usable before it arrives. What it gives is the same checks as before;
 * a check asked for while it is on its way runs when it arrives, on the values as they are then.
 *
 * RJSF is handed `lazyValidator` from the start. RJSF calls a validator while rendering only to pick
 * a schema's branch (oneOf, anyOf, if/then/else, dependencies), and the allOf merge that comes with it
 * (src/vendor/rjsf/allOfMerge.ts) only for an allOf; a form whose schema has one waits for the validation
 * before it renders (`needsValidatorToRender`), so RJSF never meets a missing one.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadOnce } from '../vendor/loadOnce';
import type * as Validators from './validators';

export type Validation = typeof Validators;

/** The validation module, loading it on the first call; a failed load is tried again on the next. */
export const loadValidation = loadOnce<Validation>(() => import('./validators'));

/** The validation module if it has arrived, else null (nothing is started). */
export function validationNow(): Validation | null {
  return loadValidation.now() ?? null;
}

/** Starts loading the validation (a form's first interaction); quiet: a failure is met when it is needed. */
export function preloadValidation(): void {
  if (!loadValidation.now()) loadValidation().catch(() => undefined);
}

function realValidator(): ValidatorType {
  const loaded = loadValidation.now();
  if (!loaded) throw new Error('forms: RJSF asked its validator before the validation loaded');
  return loaded.rjsfValidator;
}

/** RJSF's validator, delegating to @rjsf/validator-ajv8 once loaded; one object, so RJSF keeps its utils. */
export const lazyValidator: ValidatorType = {
  validateFormData: (...args) => realValidator().validateFormData(...args),
  isValid: (...args) => realValidator().isValid(...args),
  rawValidation: (...args) => realValidator().rawValidation(...args),
  reset: () => loadValidation.now()?.rjsfValidator.reset?.(),
};

const BRANCHING = /"(?:oneOf|anyOf|allOf|if|dependencies|dependentSchemas)":/;
const branching = new WeakMap<object, boolean>();

/** The schema has a keyword RJSF resolves with the validation's parts while rendering (cached per schema object). */
export function needsValidatorToRender(schema: RJSFSchema): boolean {
  let found = branching.get(schema);
  if (found === undefined) {
    found = BRANCHING.test(JSON.stringify(schema));
    branching.set(schema, found);
  }
  return found;
}
