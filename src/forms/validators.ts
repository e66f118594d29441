/**
 * What `loadValidation` loads, as one chunk: the layer's checks, RJSF's AJV validator, and the reading
 * of a block configuration as it enters the cache (checked by the same AJV).
 */
export { checkField, validateForm } from './validation';
export { default as rjsfValidator } from '@rjsf/validator-ajv8';
// RJSF's allOf merge, which the build swaps out of RJSF's first load (src/vendor/rjsf/allOfMerge.ts).
export { default as shallowAllOfMerge } from '../vendor/rjsf/realAllOfMerge';
export { readBlockConfig, withSettings } from '../core/fields/readBlockConfig';
