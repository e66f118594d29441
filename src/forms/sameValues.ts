import { deepEquals } from '@rjsf/utils';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  // An object with nothing in it (RJSF's default for an object field left empty: a place not chosen).
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** Whether two forms' values are the same to a person: an empty field equals a missing one. */
export function sameValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const x = left[key];
    const y = right[key];
    if (isEmpty(x) && isEmpty(y)) continue;
    if (!deepEquals(x, y)) return false;
  }
  return true;
}
