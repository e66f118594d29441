/**
 * docs/LICENSES.md lists every runtime dependency with the version and licence it declares: a
 * dependency added without its row (as the call language's intl-messageformat was) fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(file, 'utf8');
const { dependencies } = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
};

describe('docs/LICENSES.md', () => {
  it('has one row per runtime dependency, with its installed version and declared licence', () => {
    const rows = [
      ...read('docs/LICENSES.md').matchAll(/^\| `([^`]+)` *\| ([^ |]+) *\| ([^|]+?) *\|/gm),
    ].map(([, name, version, licence]) => ({ name, version, licence }));
    const declared = Object.keys(dependencies)
      .sort()
      .map((name) => {
        const manifest = JSON.parse(read(`node_modules/${name}/package.json`)) as {
          version: string;
          license: string;
        };
        return { name, version: manifest.version, licence: manifest.license };
      });
    expect(rows).toEqual(declared);
  });
});
