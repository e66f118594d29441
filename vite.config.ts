/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { eachBlockPlugin } from './.storybook/eachBlock.js';
import { STORY_WINDOW } from './.storybook/frame.js';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from './scripts/chromium.js';
import { bundleContentsPlugin } from './scripts/bundle-contents-plugin.js';
import { landingPlugin } from './scripts/landing-plugin.js';
import { precompressPlugin } from './scripts/precompress-plugin.js';
import { routeChunksPlugin } from './scripts/route-chunks.js';
import { slimRjsfPlugin } from './scripts/slim-rjsf-plugin.js';
import { ALIASES } from './src/vendor/swaps.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.PORT || '8787';

export default defineConfig({
  plugins: [
    react(),
    slimRjsfPlugin(),
    routeChunksPlugin(),
    landingPlugin(),
    bundleContentsPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // The libraries' modules the build replaces, each with why and until when: src/vendor/swaps.ts.
    alias: ALIASES.map(({ find, standIn }) => ({
      find,
      replacement: path.join(dirname, standIn),
    })),
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/auth/v1': `http://127.0.0.1:${apiPort}`,
      '/local': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The manifest lets the landing page prefetch the app and the bench walk each route's imports.
  // Pre-bundled up front: a dependency found mid-run makes Vite re-optimize and reload, and the story
  // tests that were importing the old bundle fail ("Failed to fetch dynamically imported module").
  optimizeDeps: {
    include: [
      '@mui/material/Box',
      '@mui/material/styles',
      'libphonenumber-js/min',
      'libphonenumber-js/mobile/examples',
      '@mui/icons-material/Add',
      '@mui/icons-material/AutoAwesome',
      '@mui/icons-material/Call',
      '@mui/icons-material/CheckCircle',
      '@mui/icons-material/CropSquare',
      '@mui/icons-material/DarkMode',
      '@mui/icons-material/DeleteOutlined',
      '@mui/icons-material/DragIndicator',
      '@mui/icons-material/Event',
      '@mui/icons-material/Extension',
      '@mui/icons-material/Google',
      '@mui/icons-material/LightMode',
      '@mui/icons-material/Logout',
      '@mui/icons-material/Menu',
      '@mui/icons-material/MenuBook',
      '@mui/icons-material/Pause',
      '@mui/icons-material/Person',
      '@mui/icons-material/Phone',
      '@mui/icons-material/PlayArrow',
      '@mui/icons-material/Remove',
      '@mui/icons-material/Settings',
      '@mui/icons-material/Stop',
      '@mui/icons-material/Verified',
      '@mui/icons-material/WarningAmber',
      '@mui/icons-material/WbSunny',
      '@mui/icons-material/WbTwilight',
    ],
  },
  build: {
    outDir: 'dist',
    // public/ holds MSW's worker for the stories and the story tests (served there from Storybook's
    // staticDirs and Vite's dev server); the product never registers it, so it is not shipped.
    copyPublicDir: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // A side-effect-free package's index loads only what is imported from it, so the module graph
      // scripts/route-chunks.ts reads holds what each route really loads.
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in one chunk: it is all loaded with the entry
          // anyway, and each file is a request (on HTTP/1.1, six at a time, each waiting its round trip).
          // scripts/route-chunks.ts adds a group after it: one file per set of routes.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // Every suite's limit is 120 s. npm test runs lint, typecheck, the stories, the end-to-end
          // suite and these at once on two cores: in a clean-clone run a story of 8 s alone took
          // 61–68 s and a component test 60 s. A limit only decides how long a hung test takes to be
          // reported (each still fails on its own assertion).
          // As the other suites': npm test runs the unit suite beside the stories and the end-to-end
          // suite on two cores, where a test of 1 s alone (reading every story file) took past
          // vitest's 5 s. A limit only decides how long a hung test takes to be reported.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          // As the component tests': npm test runs the server suite beside the stories and the
          // end-to-end suite on two cores, where a test of 8 s alone (two servers on a file-backed
          // PGlite) took past 30 s (a clean-clone run). A limit only decides how long a hung test
          // takes to be reported.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // The files share one module registry: each builds its own app and database (its own PGlite,
          // or its own schema on a Postgres server) from the same modules, imported once. A shuffled
          // order passes on both engines; a file that would mock or reload modules is refused by lint.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          exclude: ['tests/component/**/*.fresh.test.tsx'],
          setupFiles: ['tests/setup/jsdom.ts', 'tests/setup/sortableFirst.ts'],
          // Generous: npm test runs this beside lint, typecheck, the stories and the end-to-end suite on
          // two cores, where a test of a second alone took 21.6 s (a clean-clone run). A limit only
          // decides how long a hung test takes to be reported.
          testTimeout: 120_000,
          // The files share one module registry and one jsdom (each test cleans the DOM, the API mock
          // and storage after itself): MUI and the app are imported once, not once per file, which
          // halves the project's time. Files that load or mock modules afresh are *.fresh.test.tsx
          // (lint holds the others to it) and run apart, below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-fresh',
          environment: 'jsdom',
          include: ['tests/component/**/*.fresh.test.tsx'],
          setupFiles: ['tests/setup/jsdom.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        // The per-block stories expanded before the story tests read them (.storybook/eachBlock.ts).
        plugins: [
          eachBlockPlugin(),
          storybookTest({ configDir: path.join(dirname, '.storybook') }),
        ],
        test: {
          name: 'storybook',
          // As the component tests': a States page plays in many cells (9–12 s alone) and npm test runs
          // the stories beside the other suites on two cores, where one took past 30 s (a clean-clone
          // run). A limit only decides how long a hung story takes to be reported.
          testTimeout: 120_000,
          // The story files share one page and its modules (MUI, the app and the preview are imported
          // once, not once per file). Each story still renders afresh with its own handlers and args;
          // its pictures are taken from the preview's afterEach, which runs for every story (a setup
          // file's hooks, here, run for the first files only).
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // Visual baselines: one folder, named by story file and story; see .storybook/vitest.setup.ts.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: ({ root, testFileName, arg, browserName, ext }) =>
                  `${root}/stories/__screenshots__/${testFileName}/${arg}-${browserName}${ext}`,
                resolveDiffPath: ({ root, testFileName, arg, browserName, ext }) =>
                  `${root}/.test-results/visual/${testFileName}/${arg}-${browserName}${ext}`,
              },
            },
            provider: playwright({
              launchOptions: chromiumLaunch,
              // A window larger than any picture (.storybook/frame.ts).
              // The zone pinned, so a story (and its baseline) never shows the machine's zone; see
              // STORY_ZONE in .storybook/vitest.setup.ts.
              // The locale pinned too: dates and times follow the browser's, not the machine's.
              contextOptions: {
                viewport: STORY_WINDOW,
                timezoneId: 'America/New_York',
                locale: 'en-US',
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
