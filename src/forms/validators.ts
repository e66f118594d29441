/** What `loadValidation` loads, as one chunk: the layer's checks and RJSF's AJV validator. */
export { checkField, validateForm } from './validation';
export { default as rjsfValidator } from '@rjsf/validator-ajv8';
