/**
 * The forms layer's validation — AJV, its URI parser and RJSF's AJV validator, about 37 kB brotli — is
 * loaded when a form is first used (focus, pointer, key or submit; SchemaForm asks), not with the form:
 * a page that shows a form is usable before it arrives. What it gives is the same checks as before;
 * a check asked for while it is on its way runs when it arrives, on the values as they are then.
 *
 * RJSF is handed `lazyValidator` from the start. RJSF calls a validator while rendering only to pick
 * a schema's branch (oneOf, anyOf, if/then/else, dependencies), and the allOf merge that comes with it
 * (./rjsf/allOfMerge.ts) only for an allOf; a form whose schema has one waits for the validation
 * before it renders (`needsValidatorToRender`), so RJSF never meets a missing one.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type * as Validators from './validators';

export type Validation = typeof Validators;

let loaded: Validation | null = null;
let loading: Promise<Validation> | null = null;

/** The validation module, loading it on the first call; a failed load is tried again on the next. */
export function loadValidation(): Promise<Validation> {
  loading ??= import('./validators').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The validation module if it has arrived, else null (nothing is started). */
export function validationNow(): Validation | null {
  return loaded;
}

/** Starts loading the validation (a form's first interaction); quiet: a failure is met when it is needed. */
export function preloadValidation(): void {
  if (!loaded) loadValidation().catch(() => undefined);
}

function realValidator(): ValidatorType {
  if (!loaded) throw new Error('forms: RJSF asked its validator before the validation loaded');
  return loaded.rjsfValidator;
}

/** RJSF's validator, delegating to @rjsf/validator-ajv8 once loaded; one object, so RJSF keeps its utils. */
export const lazyValidator: ValidatorType = {
  validateFormData: (...args) => realValidator().validateFormData(...args),
  isValid: (...args) => realValidator().isValid(...args),
  rawValidation: (...args) => realValidator().rawValidation(...args),
  reset: () => loaded?.rjsfValidator.reset?.(),
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
