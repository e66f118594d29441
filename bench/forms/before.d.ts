/**
 * The layer the benchmark compares with is src/forms of another commit, extracted from git at run time
 * (bench/forms.ts) and imported as `@before/...`; typed here as the current layer's API.
 */
declare module '@before/forms/SchemaForm' {
  export { SchemaForm } from '../../src/forms/SchemaForm';
}
declare module '@before/forms/fieldsToSchema' {
  export { fieldsToSchema } from '../../src/forms/fieldsToSchema';
}
