import Ajv from 'ajv';

/** One AJV instance for the layer's own checks (payload shape, settings). Patterns use the `u` flag like RJSF's. */
export const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: true });
