/** What `loadValidation` loads, as one chunk: the layer's checks and RJSF's AJV validator. */
export { checkField, validateForm } from './validation';
export { default as rjsfValidator } from '@rjsf/validator-ajv8';
// RJSF's allOf merge, which the build swaps out of RJSF's first load (./rjsf/allOfMerge.ts).
export { default as shallowAllOfMerge } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
