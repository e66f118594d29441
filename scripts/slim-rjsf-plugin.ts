/**
 * Vite plugin (app build): RJSF as the app's forms use it. @rjsf/core's default registry imports
 * every field, widget and template it has; the app's forms are objects of strings, numbers and
 * booleans drawn by the layer's own widgets. This swaps three of @rjsf/core's modules and two imports
 * of @rjsf/utils (its URI parser, its allOf merge) for the stand-ins in src/forms/rjsf/, which keep every name and load the rest when a
 * form first shows it — so every schema still renders, and the forms' first load carries only what
 * they draw. Each swap names the importer, so nothing else that imports the same path is touched
 * (AJV keeps the real fast-uri).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

interface Swap {
  /** The importing module, by its path under node_modules. */
  importer: string;
  /** The specifier as that module writes it. */
  source: string;
  /** The stand-in, from the project root. */
  standIn: string;
}

export const SWAPS: readonly Swap[] = [
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/fields/index.js',
    standIn: 'src/forms/rjsf/fields.ts',
  },
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/widgets/index.js',
    standIn: 'src/forms/rjsf/widgets.ts',
  },
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/templates/index.js',
    standIn: 'src/forms/rjsf/templates.ts',
  },
  ...['retrieveSchema', 'omitExtraData'].map((name) => ({
    importer: `@rjsf/utils/lib/schema/${name}.js`,
    source: './shallowAllOfMerge.js',
    standIn: 'src/forms/rjsf/allOfMerge.ts',
  })),
  {
    importer: '@rjsf/utils/lib/findSchemaDefinition.js',
    source: 'fast-uri',
    standIn: 'src/forms/rjsf/uri.ts',
  },
];

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
