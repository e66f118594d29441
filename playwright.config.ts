import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/chromium.js';

// E2E_PORT lets two checkouts run the suite side by side.
const port = Number(process.env.E2E_PORT) || 8791;

/** End-to-end: the real product as `npm start` runs it (fresh data directory), driven in real Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // A test that fails is run once more: npm test runs this suite beside the stories and the node
  // projects on two cores, where a real call's synthesis or a real server's answer now and then
  // outlasts a wait. One that passes only the second time is not hidden: npm test lists it as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    // A trace of a retried test only: recording one for every test (its screencast and snapshots)
    // cost the suite a third of its CPU (299 → 193 core-seconds), which the other suites beside it
    // need. To keep a failure's trace locally: `npx playwright test --trace retain-on-failure`.
    trace: 'on-first-retry',
    // As a visitor who asked their system for less motion: spinners and skeletons hold still, so a
    // page left open while a test waits on a call costs no CPU (an animated page kept a core 30 % busy).
    reducedMotion: 'reduce',
    // An American browser unless a test says otherwise (a walk as a Tokyo user sets its own): dates and
    // times follow the browser's locale, which would otherwise be the machine's.
    locale: 'en-US',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Each run starts from an empty product: its own data directory, never the developer's .data/.
    command: `node -e "require('fs').rmSync('.data-e2e', { recursive: true, force: true })" && node scripts/start.js`,
    url: `http://localhost:${port}/`,
    // Every test signs up from 127.0.0.1: lift the per-address limit on verification calls. The
    // scheduler runs as under `npm start` (tests/e2e/calls.spec.ts waits for a wake-up call it places).
    env: {
      PORT: String(port),
      DATA_DIR: '.data-e2e',
      VERIFY_SENDS_PER_ADDRESS: '1000',
      // LOCAL_CALL_OUTCOME is npm start's default, `ask`: calls ring on /local/phone for a person
      // (tests/e2e/paris.spec.ts answers them there) and end unanswered after the ring time.
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
