/** @rjsf/utils's own allOf merge, which the forms' validation carries (see ./allOfMerge.ts). */
export { default } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
