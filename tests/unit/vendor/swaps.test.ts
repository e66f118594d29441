/**
 * src/vendor/swaps.ts lists every library module the build replaces: each alias must still match a
 * module that an installed package imports (a library that stopped importing it makes the swap dead
 * weight to delete), and name a stand-in that exists and says when to delete it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASES, IMPORT_SWAPS } from '../../../src/vendor/swaps';

const root = process.cwd();

/** Files of the installed packages that import `find` (a bare specifier), among `candidates`. */
const importers = (find: RegExp, candidates: string[]) =>
  candidates.filter((file) =>
    [
      ...readFileSync(path.join(root, 'node_modules', file), 'utf8').matchAll(
        /from ['"]([^'"]+)['"]/g,
      ),
    ].some(([, source]) => source !== undefined && find.test(source)),
  );

describe("the build's swaps of library modules", () => {
  it.each([
    ['markdown-to-jsx/react', ['@rjsf/core/lib/components/RichDescription.js']],
    ['@supabase/realtime-js', ['@supabase/supabase-js/dist/index.mjs']],
  ])('%s is still imported by the library the alias serves', (specifier, files) => {
    const alias = ALIASES.find((a) => a.find.test(specifier));
    expect(alias).toBeDefined();
    if (alias) expect(importers(alias.find, files)).not.toEqual([]);
  });

  it.each([...ALIASES, ...IMPORT_SWAPS])(
    '$standIn exists and says when to delete it',
    ({ standIn }) => {
      const file = path.join(root, standIn);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/Delete (with|when)/);
    },
  );
});
