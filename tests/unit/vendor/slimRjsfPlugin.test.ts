/**
 * scripts/slim-rjsf-plugin.ts swaps modules by what RJSF's files import: each swap must still name an
 * import the installed library makes (an RJSF update that moves one would silently bring the whole
 * registry back), and resolve it, from that importer only, to a stand-in that exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWAPS, slimRjsfPlugin } from '../../../scripts/slim-rjsf-plugin';

const root = process.cwd();
const plugin = slimRjsfPlugin();
const resolveId = (source: string, importer: string | undefined) =>
  (plugin.resolveId as (s: string, i: string | undefined) => string | null)(source, importer);

describe('the slim RJSF plugin', () => {
  it.each(SWAPS)(
    '$importer imports $source, and gets $standIn',
    ({ importer, source, standIn }) => {
      const file = path.join(root, 'node_modules', importer);
      expect(readFileSync(file, 'utf8')).toMatch(
        new RegExp(`from ['"]${source.replaceAll('.', '\\.')}['"]`),
      );
      expect(resolveId(source, file)).toBe(path.join(root, standIn));
      expect(existsSync(path.join(root, standIn))).toBe(true);
    },
  );

  it('leaves the same import from anywhere else alone', () => {
    expect(resolveId('fast-uri', path.join(root, 'node_modules/ajv/dist/runtime/uri.js'))).toBe(
      null,
    );
    expect(resolveId('./components/fields/index.js', path.join(root, 'src/other.ts'))).toBe(null);
  });
});
