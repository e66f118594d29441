/**
 * Configure dialog benchmark (issue 13, target 2): how long a click on a routine entry's Configure
 * button takes to show the dialog's first field, in headless Chromium against the product as
 * `npm start` runs it (server/main.ts on its own free port and data directory, the production build in
 * dist/ — run after the bundle benchmark, which builds, or `npm run build`).
 *
 * One user signs up through the local sign-in and phone line, adds the Weather block, then for each
 * run reloads the routine page and times, in the page (performance.now()):
 *  - first open at once: the click as soon as the Configure button can be clicked (the page just
 *    became interactive; the idle prefetch may not have run yet);
 *  - first open after idle: the click once the page went idle (network quiet);
 *  - later opens: close (Esc) and open again, three times per page load.
 * Each time runs from the click event (captured on the document) to the first DOM change that shows a field
 * of the dialog's form in the DOM (a MutationObserver).
 */
import { chromium, type Page } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium.js';
import { startServer } from './landing';
import { pathOf } from '../src/core/routes';

/** Issue 13, target 2. */
export const FIRST_OPEN_TARGET_MS = 300;
export const LATER_OPEN_TARGET_MS = 100;
const RUNS = 5;
const LATER_PER_RUN = 3;
const BLOCK = 'Weather';
/**
 * Measured by this benchmark at e898893 (each open fetched the configuration), same machine, load
 * average ~20 on 2 cores (other builds and test runs alongside): figures for comparison in one run.
 */
const BEFORE = {
  firstAtOnce: 'median 566 ms (runs 89–624 ms)',
  firstAfterIdle: 'median 378 ms (runs 144–699 ms)',
  later: 'median 385 ms (runs 129–813 ms)',
};

export interface DialogFigures {
  firstAtOnce: number[];
  firstAfterIdle: number[];
  later: number[];
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A new user all the way to the routine, as tests/e2e/fixtures.ts `newVerifiedUser` does. */
async function newVerifiedUser(page: Page) {
  const email = `bench-${Date.now()}@example.com`;
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Bench User');
  await page.getByRole('button', { name: 'Continue as this account' }).click();
  await page.getByRole('heading', { name: 'One Last Step' }).waitFor();
  await page.getByLabel(/Phone number/).fill(`+1202${2_000_000 + (Date.now() % 8_000_000)}`);
  await page.getByRole('button', { name: 'Verify now' }).click();
  await page.getByRole('alert').filter({ hasText: 'Verification call initiated!' }).waitFor();
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('sb-') && k.endsWith('-auth-token'),
    );
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string })
      .access_token;
  });
  const calls = (await (
    await page.request.get(pathOf('getLocalCalls'), {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { kind: string; text: string }[];
  const spoken = calls.find((c) => c.kind === 'verification')?.text ?? '';
  const code = /code is ((?:\d ){5}\d)/.exec(spoken)?.[1]?.replaceAll(' ', '');
  if (!code) throw new Error('bench: no verification call recorded');
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByRole('heading', { name: 'My Morning Routine' }).waitFor();
}

/** Clicks Configure and answers the milliseconds from the click to the dialog's first form field. */
async function timeOpen(page: Page): Promise<number> {
  // A string, not a function: tsx's name-keeping helpers do not exist in the page.
  await page.evaluate(`{
    window.__clickAt = Number.NaN;
    window.__fieldAt = Number.NaN;
    document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
    const selector = '[role="dialog"] form input, [role="dialog"] form [role="group"]';
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      window.__fieldAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }`);
  await page.getByRole('button', { name: `Configure ${BLOCK}` }).click();
  await page.getByRole('dialog').getByRole('textbox').first().waitFor();
  const ms = (await page.evaluate('window.__fieldAt - window.__clickAt')) as number;
  if (Number.isNaN(ms)) throw new Error('bench: the dialog was not timed');
  if (process.env.BENCH_DEBUG) console.error(`open ${ms.toFixed(1)} ms`);
  return Math.round(ms);
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Reloads the routine and waits until its Configure button can be clicked. */
async function reloadRoutine(page: Page) {
  await page.reload();
  await page.getByRole('button', { name: `Configure ${BLOCK}` }).waitFor();
}

export async function measureDialog(): Promise<DialogFigures> {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await newVerifiedUser(page);
    await page
      .getByRole('article', { name: BLOCK })
      .getByRole('button', { name: 'Add to Routine' })
      .click();
    await page.getByRole('button', { name: `Configure ${BLOCK}` }).waitFor();
    // Warm the server and the browser cache once (the first request of a route compiles, reads files).
    await timeOpen(page);
    await close(page);

    const figures: DialogFigures = { firstAtOnce: [], firstAfterIdle: [], later: [] };
    for (let run = 0; run < RUNS; run++) {
      await reloadRoutine(page);
      figures.firstAtOnce.push(await timeOpen(page));
      await close(page);

      await reloadRoutine(page);
      await page.waitForLoadState('networkidle');
      figures.firstAfterIdle.push(await timeOpen(page));
      await close(page);
      for (let i = 0; i < LATER_PER_RUN; i++) {
        figures.later.push(await timeOpen(page));
        await close(page);
      }
    }
    await context.close();
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const verdict = (ok: boolean) => (ok ? 'holds' : 'MISSED');
const line = (xs: number[]) =>
  `median ${median(xs)} ms (runs ${Math.min(...xs)}–${Math.max(...xs)} ms)`;

export async function benchDialog(): Promise<DialogFigures> {
  const f = await measureDialog();
  console.log(
    `Configure dialog — click to first field, headless Chromium against server/main.ts, ${RUNS} page loads`,
  );
  const rows: [string, number[], number, keyof typeof BEFORE][] = [
    ['first open at once     ', f.firstAtOnce, FIRST_OPEN_TARGET_MS, 'firstAtOnce'],
    ['first open after idle  ', f.firstAfterIdle, FIRST_OPEN_TARGET_MS, 'firstAfterIdle'],
    ['later opens            ', f.later, LATER_OPEN_TARGET_MS, 'later'],
  ];
  for (const [label, xs, target, key] of rows) {
    console.log(
      `  ${label} ${line(xs)}   target ≤ ${target} ms   ${verdict(median(xs) <= target)}   (before: ${BEFORE[key]})`,
    );
  }
  return f;
}
