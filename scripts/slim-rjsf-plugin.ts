/**
 * Vite plugin (app build): RJSF as the app's forms use it. Applies src/vendor/swaps.ts's
 * `IMPORT_SWAPS` — @rjsf/core's default registries and @rjsf/utils's allOf merge, replaced by the
 * stand-ins in src/vendor/rjsf/, which keep every name and load the rest when a form first shows it.
 * Each swap names the importer, so nothing else that imports the same path is touched.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { IMPORT_SWAPS } from '../src/vendor/swaps.js';

export const SWAPS = IMPORT_SWAPS;

export function slimRjsfPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'daybreak:slim-rjsf',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.split(path.sep).join('/');
      const swap = SWAPS.find(
        (s) => s.source === source && from.endsWith(`/node_modules/${s.importer}`),
      );
      return swap ? path.join(root, swap.standIn) : null;
    },
  };
}
