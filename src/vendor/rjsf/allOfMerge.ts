/**
 * Stands in for @rjsf/utils's `shallowAllOfMerge` where RJSF imports it (retrieveSchema.js and
 * omitExtraData.js; swapped in the build: ../swaps.ts). The real merge (@x0k/json-schema-merge,
 * about 5 kB brotli; ./realAllOfMerge.ts) comes with the forms' validation
 * (src/forms/validators.ts), loaded on a form's first use: RJSF merges only a schema with `allOf`,
 * and a form whose schema has one waits for the validation before it renders
 * (`needsValidatorToRender`), so the merge is there.
 * Delete with RJSF 7 (with the registries' stand-ins; check that its utils still import the merge).
 */
import type realMerge from './realAllOfMerge';
import { validationNow } from '../../forms/loadValidation';

const shallowAllOfMerge: typeof realMerge = (schema) => {
  const loaded = validationNow();
  if (!loaded) throw new Error('forms: RJSF merged an allOf before the validation loaded');
  return loaded.shallowAllOfMerge(schema);
};

export default shallowAllOfMerge;
