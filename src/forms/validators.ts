/** What `loadValidation` loads, as one chunk: the layer's checks and RJSF's AJV validator. */
export { checkField, validateForm } from './validation';
export { default as rjsfValidator } from '@rjsf/validator-ajv8';
// RJSF's allOf merge, which the build swaps out of RJSF's first load (src/vendor/rjsf/allOfMerge.ts).
export { default as shallowAllOfMerge } from '../vendor/rjsf/realAllOfMerge';
