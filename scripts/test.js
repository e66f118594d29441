#!/usr/bin/env node
// `npm test`: every suite, in three lanes from the start — the stories (Vitest in a browser);
// end-to-end (Playwright against a real server and real call times); unit + server + component
// (Vitest), then lint and typecheck, then the server suite again on a Postgres server when
// TEST_DATABASE_URL is set — each step's output printed whole when it ends, with its time, and one
// closing line with the totals and any end-to-end test that passed only when run again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
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
// A step with time to spare runs at a lower priority (`nice`), so the longest lane gets the cores
// first: the machine is busy from the first second to the last, and the suite ends when that lane does.
const canNice = spawnSync('sh', ['-c', 'command -v nice'], { stdio: 'ignore' }).status === 0;

/**
 * Runs one step; its output is kept and printed whole when it ends (steps run side by side). A
 * `patient` step runs niced.
 */
function step(title, cmd, args, env = {}, { patient = false } = {}) {
  const started = Date.now();
  console.log(`━━ ${title}: started`);
  const [command, argv] = patient && canNice ? ['nice', ['-n', '5', cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      env: { ...process.env, FORCE_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n━━ ${title}: ${[cmd, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `━━ ${title}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (!ok && !failedStep) failedStep = title;
      resolve(ok);
    });
  });
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** The failing tests of a Vitest JSON report: name and the first lines of the failure. */
function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return (report.testResults ?? []).flatMap((suite) => [
    ...(suite.status === 'failed' && !(suite.assertionResults ?? []).length
      ? [{ name: suite.name, message: suite.message ?? '' }]
      : []),
    ...(suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${suite.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`,
        message: (test.failureMessages ?? []).join('\n'),
      })),
  ]);
}

/**
 * The tests of a Playwright JSON report whose outcome is `status` ('unexpected': failed every run;
 * 'flaky': passed only when run again), with what each run's failure said.
 */
function playwrightTests(file, status) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === status)
          out.push({
            name: `${spec.file} > ${[...path, spec.title].join(' > ')}`,
            message: (test.results ?? [])
              .map((result) => result.error?.message ?? '')
              .filter(Boolean)
              .join('\n'),
          });
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

const started = Date.now();
ensureChromium();
/** A Vitest run of some projects, its report in `.test-results/<report>.json`. */
const vitestStep = (title, projects, report, { env = {}, flags = [], patient = false } = {}) =>
  step(
    title,
    bin('vitest'),
    [
      'run',
      ...projects.map((project) => `--project=${project}`),
      ...flags,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/${report}.json`,
    ],
    env,
    { patient },
  );
// Vitest's reports: the node projects, the stories, and the server suite on Postgres.
const reports = [
  'vitest',
  'vitest-stories',
  ...(process.env.TEST_DATABASE_URL ? ['vitest-pg'] : []),
];
const e2eStep = async () => {
  if (existsSync('playwright.config.ts'))
    await step('end-to-end', bin('playwright'), ['test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
    });
};
const checksThenPostgres = async () => {
  await Promise.all([
    step('lint', 'npm', ['run', '--silent', 'lint'], {}, { patient: true }),
    step('typecheck', bin('tsc'), ['-p', '.'], {}, { patient: true }),
  ]);
  if (process.env.TEST_DATABASE_URL)
    await vitestStep('server on Postgres', ['server'], 'vitest-pg', {
      env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
      patient: true,
    });
};
// Three lanes from the start: the stories in their browser, a Vitest process of its own (its
// screenshot comparisons and module transforms would otherwise hold up the node projects' imports,
// which the same main thread serves), the longest lane, much of it waiting on the browser; end-to-end
// (much of it waiting on a real server and real call times); Vitest's node projects, two files at a
// time (CPU-bound, one thread each), then lint and typecheck, then the server suite again on a
// Postgres server when TEST_DATABASE_URL is set. (Lint and typecheck used to start at once as a fourth
// lane: with four lanes on two cores the tests that start a real server process or synthesize a whole
// call waited past their limits in CI, a different one each time; run after the node projects they
// still end well before the stories.)
// The stories run two files at a time, each in its own page: a story spends most of its time waiting
// (on its play's answers, on frames, on the pictures' round trips), so alone on this machine the lane
// took 651 s one file at a time and 438 s two at a time, the pictures the same.
await Promise.all([
  vitestStep('stories', ['storybook'], 'vitest-stories', { flags: ['--maxWorkers=2'] }),
  e2eStep(),
  (async () => {
    await vitestStep('vitest', ['!storybook'], 'vitest', { flags: ['--maxWorkers=2'] });
    await checksThenPostgres();
  })(),
]);
const totals = [
  ...reports.map((report) => vitestCounts(`${results}/${report}.json`)),
  ...(existsSync('playwright.config.ts') ? [playwrightCounts(`${results}/e2e.json`)] : []),
];
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failed = totals.reduce((n, t) => n + t.failed, 0);
console.log(`\nAll suites took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
const failures = [
  ...reports.flatMap((report) => vitestFailures(`${results}/${report}.json`)),
  ...playwrightTests(`${results}/e2e.json`, 'unexpected'),
];
for (const { name, message } of failures) {
  const lines = stripVTControlCharacters(message).split('\n').slice(0, 12);
  console.log(`\n✗ ${name}\n${lines.map((line) => `    ${line}`).join('\n')}`);
}
for (const { name, message } of playwrightTests(`${results}/e2e.json`, 'flaky'))
  console.log(
    `\n⚠ passed only when run again (flaky): ${name}\n    ${stripVTControlCharacters(message).split('\n')[0]}`,
  );
if (failedStep) console.log(`\nFirst failing step: ${failedStep}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
