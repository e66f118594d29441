/**
 * The fast-uri stand-in @rjsf/utils gets in the build (src/vendor/rjsf/uri.ts) answers as fast-uri does
 * for what @rjsf/utils asks: a `$ref` resolved against RJSF's '#' or a schema's `$id`, and two `$id`s
 * compared.
 */
import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import standIn from '../../../src/vendor/rjsf/uri';

const bases = [
  '#',
  'https://example.org/schemas/root.json',
  'https://EXAMPLE.org/a/./b/../root.json',
  'https://example.org/schemas/',
  'urn:example:root',
  'urn:example/a/b.json',
  'tag:/rooted/b.json',
];
const refs = [
  '#',
  '#/definitions/a',
  '#/properties/a%20b',
  'other.json',
  'other.json#/k',
  '../up.json#/k',
  './same/./x.json?q=1#/k',
  '/abs/path.json',
  'https://example.org/s.json#/a',
  'HTTPS://Example.ORG/s.json',
  'urn:example:other',
];

describe('the fast-uri stand-in for @rjsf/utils', () => {
  // Against RJSF's '#' (a root schema with no $id), fast-uri also drops `.` segments from a relative
  // path; the stand-in leaves it as written (no embedded schema has such an $id either way).
  const pairs = bases.flatMap((base) =>
    refs.filter((ref) => base !== '#' || !ref.startsWith('./')).map((ref) => [base, ref] as const),
  );
  it.each(pairs)('resolve(%j, %j) as fast-uri', (base, ref) => {
    expect(standIn.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['https://example.org/a', 'HTTPS://EXAMPLE.org/a'],
    ['https://example.org/%7Ea', 'https://example.org/~a'],
    ['https://example.org/a#', 'https://example.org/a'],
    ['https://example.org/a', 'https://example.org/b'],
    ['urn:example:root', 'urn:example:root'],
    ['urn:example:root', 'urn:example:other'],
    ['root.json', 'root.json'],
    ['root.json', 'other.json'],
  ])('equal(%j, %j) as fast-uri', (a, b) => {
    expect(standIn.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
