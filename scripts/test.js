#!/usr/bin/env node
// `npm test`: every suite in order — lint, typecheck, unit + server + component + stories (Vitest),
// the server suite again on a Postgres server when TEST_DATABASE_URL is set, then end-to-end
// (Playwright) — and one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.js';

const bin = (name) => `node_modules/.bin/${name}`;
const results = '.test-results';
mkdirSync(results, { recursive: true });

function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt && chromiumPath === '/usr/bin/chromium') {
    console.log("Chromium is missing: installing Debian's chromium (about a minute)…");
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!hasChromium()) {
    console.error(
      `Chromium not found at ${chromiumPath}. The story and end-to-end tests run in a real Chromium.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
}

let failedStep = null;
function step(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `━━ ${title}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (run.status !== 0 && !failedStep) failedStep = title;
  return run.status === 0;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

const started = Date.now();
ensureChromium();
step('lint', 'npm', ['run', '--silent', 'lint']);
step('typecheck', bin('tsc'), ['-p', '.']);
step('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
const totals = [vitestCounts(`${results}/vitest.json`)];
if (process.env.TEST_DATABASE_URL) {
  step(
    'server on Postgres',
    bin('vitest'),
    [
      'run',
      '--project=server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest-pg.json`,
    ],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
  );
  totals.push(vitestCounts(`${results}/vitest-pg.json`));
}
if (existsSync('playwright.config.ts')) {
  step('end-to-end', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
  });
  totals.push(playwrightCounts(`${results}/e2e.json`));
}
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failed = totals.reduce((n, t) => n + t.failed, 0);
console.log(`\nAll suites took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failedStep) console.log(`First failing step: ${failedStep}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
