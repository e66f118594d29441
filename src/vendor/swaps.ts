/**
 * Every module of a library the app's build replaces, once: why, and when to delete the swap. Paths are
 * from the repository's root. vite.config.ts applies `ALIASES` (for every importer, wherever Vite
 * resolves modules) and scripts/slim-rjsf-plugin.ts `IMPORT_SWAPS` (one importer's import only, in the
 * build: the component and story tests run RJSF as published); the forms benchmark's weight page
 * builds the layer with the same swaps. Tests hold each stand-in to the library it replaces.
 */

/** A package's module replaced wherever it is imported. */
export interface Alias {
  find: RegExp;
  standIn: string;
}

/** One import of one library module replaced; anything else that imports the same path keeps it. */
export interface ImportSwap {
  /** The importing module, by its path under node_modules. */
  importer: string;
  /** The specifier as that module writes it. */
  source: string;
  standIn: string;
}

/** RJSF's renderer of markdown in descriptions (@rjsf/core imports it statically). */
export const MARKDOWN: Alias = {
  // Why: no form enables markdown; ~19 kB gzipped on every form screen.
  // Delete when: a form enables markdown (`ui:enableMarkdownInDescription`), or RJSF loads it only then.
  find: /^markdown-to-jsx\/react$/,
  standIn: 'src/vendor/plainMarkdown.tsx',
};

export const ALIASES: readonly Alias[] = [
  MARKDOWN,
  {
    // supabase-js's clients no screen uses (createClient builds every one of them).
    // Why: ~25 kB gzipped in every signed-in route's first load; the app uses `supabase.auth` only.
    // Delete when: supabase-js builds its clients lazily, or the app uses realtime, PostgREST,
    // storage or functions.
    find: /^@supabase\/(realtime-js|postgrest-js|storage-js|functions-js)$/,
    standIn: 'src/vendor/unusedSupabaseClients.ts',
  },
];

/**
 * @rjsf/core's default registry (every field, widget and template it has), slimmed to what the app's
 * forms draw, the rest loaded when a form first shows it; @rjsf/utils's allOf merge, which comes
 * with the forms' validation; and @rjsf/utils's URI parser. Why: the forms' first load carries what they draw (tens of kB).
 * Delete with RJSF 7: its core exports its components and generators in place of getDefaultRegistry
 * (rjsf-team/react-jsonschema-form PRs #5206, #5212, #5266), so a bundler keeps only what is used.
 */
export const IMPORT_SWAPS: readonly ImportSwap[] = [
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/fields/index.js',
    standIn: 'src/vendor/rjsf/fields.ts',
  },
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/widgets/index.js',
    standIn: 'src/vendor/rjsf/widgets.ts',
  },
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/templates/index.js',
    standIn: 'src/vendor/rjsf/templates.ts',
  },
  ...['retrieveSchema', 'omitExtraData'].map((name) => ({
    importer: `@rjsf/utils/lib/schema/${name}.js`,
    source: './shallowAllOfMerge.js',
    standIn: 'src/vendor/rjsf/allOfMerge.ts',
  })),
  {
    // @rjsf/utils's URI parser, for a `$ref` against a schema's `$id` (AJV keeps the real fast-uri).
    // Why: fast-uri is 7.3 kB gzipped in every form route's first load (measured: the routine's
    // critical path 7 kB heavier without the stand-in), where the browser's URL parser answers the two
    // questions @rjsf/utils asks. Delete when: @rjsf/utils no longer imports fast-uri (check at RJSF 7),
    // or the form routes' first load can afford it.
    importer: '@rjsf/utils/lib/findSchemaDefinition.js',
    source: 'fast-uri',
    standIn: 'src/vendor/rjsf/uri.ts',
  },
];
