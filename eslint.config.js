import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** Packages the pure core must not import: React, the DOM's UI kits, the SPA's state and routing. */
const uiPackages = [
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  '@mui/**',
  '@emotion/**',
  '@rjsf/**',
  '@dnd-kit/**',
  '@supabase/**',
  'jotai',
  'jotai/**',
  'wouter',
  'react-toastify',
];

/** The packages whose index the app must not import (scripts/route-chunks.ts reads what each route loads). */
const muiIndexes = ['@mui/material', '@mui/icons-material', '@mui/system'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Import the module's own path (e.g. @mui/material/Button), not the package's index.",
}));

/**
 * MUI's TextField imports its Select, and the Select its Menu, Popover and MenuList, whether or not a
 * box is a select: the app's boxes are src/components/TextBox, its selects the browser's own.
 */
const muiSelects = [
  '@mui/material/TextField',
  '@mui/material/Select',
  '@mui/material/Menu',
  '@mui/material/MenuItem',
].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "Use src/components/TextBox (a select is the browser's own): MUI's TextField carries its Select and Menu into the first load.",
}));

/** MUI's overlays carry its Modal: the app's come from src/components/onDemand, loaded when idle. */
const muiOverlays = ['@mui/material/Dialog', '@mui/material/Drawer', '@mui/material/Modal'].map(
  (name) => ({
    name,
    allowTypeImports: true,
    message:
      'Use Dialog and Drawer from src/components/onDemand: they load once the page is idle, not with its first paint.',
  }),
);

/** The router is the app's own (src/components/routing), on wouter: nothing else imports a router. */
const throughRouting = 'Route through src/components/routing/Routing.tsx.';
const otherRouters = ['wouter', 'react-router', 'react-router-dom'].map((name) => ({
  name,
  message: throughRouting,
}));
const wouterDeep = [{ group: ['wouter/*'], message: throughRouting }];

/** RJSF's internals are src/vendor's: its stand-ins and the parts it takes by their modules' paths. */
const rjsfDeep = [
  {
    group: ['@rjsf/*/lib/**'],
    message:
      "RJSF's internal modules are imported only in src/vendor/rjsf (its stand-ins, each with its exit condition); use the package's own exports, or add the part there.",
  },
];

const windowFetch = {
  selector: "CallExpression[callee.object.name='window'][callee.property.name='fetch']",
  message: 'Use the API client in src/api.',
};

/**
 * The files that load a part of the client lazily (`import()`): where a route starts (the router, the
 * dashboard's screens) or a part the page can show without (the auth client, the toasts, the routine's
 * voice card and drag and drop, the overlays and the call player, the phone formatting, the forms'
 * rarer fields and their validation). Every other module is imported normally; a new lazy part is a decision, made here.
 */
const LAZY_STARTS = [
  'src/app/router.tsx',
  'src/app/dashboardScreens.tsx',
  'src/app/RoutineScreen.tsx',
  'src/auth/storedSession.ts',
  'src/components/notify.ts',
  'src/components/onDemand.tsx',
  'src/components/usePhoneInProse.ts',
  'src/features/routine/useDragHandover.ts',
  'src/forms/fieldParts.ts',
  'src/forms/loadValidation.ts',
];
const lazyImport = {
  selector: 'ImportExpression',
  message:
    'Load lazily only where a route or a rarely used part starts (LAZY_STARTS in eslint.config.js); import this normally.',
};

/** No test left focused with .only. */
const noOnly = {
  selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name='only']",
  message: 'No .only in tests.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      '.data',
      // The end-to-end server's data, deleted and remade while lint runs beside it (npm test).
      '.data-e2e',
      '.test-results',
      '.vitest-attachments',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One HTTP client in the SPA: raw fetch only inside src/api and the auth client.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/auth/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the API client in src/api.' },
      ],
      'no-restricted-syntax': ['error', windowFetch, lazyImport],
    },
  },
  // Lazy loading only where a route or a rarely used part starts (LAZY_STARTS; src/vendor/README.md).
  {
    files: ['src/api/**', 'src/auth/**'],
    rules: { 'no-restricted-syntax': ['error', lazyImport] },
  },
  {
    files: LAZY_STARTS,
    ignores: ['src/api/**', 'src/auth/**'],
    rules: { 'no-restricted-syntax': ['error', windowFetch] },
  },
  {
    files: LAZY_STARTS.filter((file) => /^src\/(api|auth)\//.test(file)),
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The build groups modules by the routes that load them (scripts/route-chunks.ts): an import of a
    // package's index would count as loading all of it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...muiIndexes, ...muiSelects, ...muiOverlays], patterns: rjsfDeep },
      ],
    },
  },
  {
    // One router: the app routes through src/components/routing (its history holds unsaved changes).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/routing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...muiIndexes, ...muiSelects, ...muiOverlays, ...otherRouters],
          patterns: [...wouterDeep, ...rjsfDeep],
        },
      ],
    },
  },
  {
    // src/vendor: the stand-ins for libraries' modules, and the only place RJSF's internals are imported.
    files: ['src/vendor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...muiIndexes, ...otherRouters], patterns: wouterDeep },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: otherRouters, patterns: [...wouterDeep, ...rjsfDeep] },
      ],
    },
  },
  {
    // The tests that hold src/vendor's stand-ins to the library's own modules.
    files: ['tests/**/vendor/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: otherRouters, patterns: wouterDeep }] },
  },
  {
    // The layering of DESIGN.md, checked on every import (eslint-plugin-boundaries).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'schemas/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Relative imports only (no path aliases): the node resolver with TS extensions finds every file.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['src/**', 'server/**', 'schemas/**'],
      'boundaries/elements': [
        { type: 'core', pattern: 'src/core' },
        { type: 'app', pattern: 'src/app' },
        // Stand-ins for libraries' modules and the client's loading helper (src/vendor/README.md).
        { type: 'vendor', pattern: 'src/vendor' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        {
          type: 'shared',
          pattern: 'src/{forms,api,auth,state,components}',
          capture: ['layer'],
        },
        { type: 'server', pattern: 'server' },
        { type: 'schemas', pattern: 'schemas' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          policies: [
            // Packages and Node built-ins: anyone, except what the core may not use (below).
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              // The core runs in the browser and on the server: no React or UI libraries, no Node built-ins.
              from: { element: { type: 'core' } },
              disallow: [
                { to: { module: { origin: 'external', source: uiPackages } } },
                { to: { module: { origin: 'core' } } },
              ],
              message:
                'src/core is plain TypeScript: no React, DOM, UI libraries or Node built-ins.',
            },
            {
              from: { element: { type: 'core' } },
              allow: { to: { element: { types: { anyOf: ['core', 'schemas'] } } } },
            },
            // Shared layers (forms, api, auth, state, components) use each other, src/vendor and the
            // core, never a feature or app/.
            {
              from: { element: { types: { anyOf: ['shared', 'vendor'] } } },
              allow: {
                to: { element: { types: { anyOf: ['shared', 'vendor', 'core', 'schemas'] } } },
              },
            },
            // A feature uses shared layers and the core; never another feature, never app/.
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { types: { anyOf: ['shared', 'vendor', 'core', 'schemas'] } } },
              },
            },
            // app/ composes features.
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['feature', 'shared', 'vendor', 'core', 'schemas'] },
                  },
                },
              },
            },
            // The server takes only the core from src/.
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'core', 'schemas'] } } } },
            },
            // schemas/ imports nothing from src/.
            {
              from: { element: { type: 'schemas' } },
              allow: { to: { element: { type: 'schemas' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // server/calls/ is laid out by concern; each folder is used through its face (its index.ts).
    files: ['server/**/*.ts', 'tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['lifecycle', 'lines', 'speech', 'content', 'verification', 'words'].flatMap(
                (d) => [`**/calls/${d}/*`, `../${d}/*`],
              ),
              message:
                'Import a server/calls folder through its face (…/calls/<folder>), not one of its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The core runs on the server too: no DOM.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'location',
          'localStorage',
          'sessionStorage',
          'fetch',
        ].map((name) => ({
          name,
          message: 'src/core is plain TypeScript shared with the server: no DOM.',
        })),
      ],
    },
  },
  {
    files: ['tests/**', 'stories/**'],
    rules: { 'no-restricted-syntax': ['error', noOnly] },
  },
  {
    // Component and server test files share one module registry per project (vite.config.ts,
    // `isolate: false`): a file that loads modules afresh or mocks one would change them under the next
    // file. Such a component test is named *.fresh.test.tsx and runs in a registry of its own.
    files: ['tests/component/**', 'tests/server/**'],
    ignores: ['tests/component/**/*.fresh.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noOnly,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(resetModules|mock|doMock|unmock|doUnmock)$/]",
          message:
            'This file shares its modules with the other files of its project (isolate: false): a component test that loads or mocks modules afresh is named *.fresh.test.tsx.',
        },
      ],
    },
  },
  {
    // Type-aware checks where a mistake is silent at run time: a promise nobody awaits or catches,
    // a promise where a plain callback is expected, a switch that forgets a member of a union.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may return a promise (React ignores it); everywhere else a void callback may not.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // No import loops: a module graph that reads one way.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // no-cycle skips type-only imports, so a loop through types needs its one-way wall said: the
    // call's content assembles the blocks (server/calls/content → server/blocks), and what a block
    // reads is declared on its side (server/blocks/sources.ts), never taken from the content.
    files: ['server/blocks/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './server/blocks',
              from: ['./server/calls/content', './server/calls/index.ts'],
              message:
                'server/calls/content imports server/blocks: a type a block needs belongs in server/blocks (sources.ts, types.ts).',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
