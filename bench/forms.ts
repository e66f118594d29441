/**
 * Forms benchmark: the Daybreak layer against raw @rjsf/mui and a hand-written floor, in Chromium on a
 * production build. Runs are interleaved (layer, raw, hand, layer, …) so machine noise hits all three
 * alike; each figure is the median and p90 of its samples, from the browser's event time stamp to the
 * paint after it. Prints the table with ratios and whether each target of issue 12 holds.
 */
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { chromium, type CDPSession, type Page } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium.js';

type Variant = 'before' | 'layer' | 'raw' | 'hand';
type Metric = 'mount' | 'keystroke' | 'blur' | 'submit';
const allVariants: Variant[] = ['before', 'layer', 'raw', 'hand'];
// BENCH_ONLY=layer,raw and BENCH_SIZES=200 narrow a run while investigating.
const variants: Variant[] = allVariants.filter(
  (v) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(v),
);
const metrics: Metric[] = ['mount', 'keystroke', 'blur', 'submit'];
const runsFor = {
  6: Number(process.env.BENCH_RUNS_6 ?? 15),
  200: Number(process.env.BENCH_RUNS_200 ?? 8),
};
const keystrokesPerRun = 5;

interface Bench {
  mount(variant: Variant, size: number): Promise<number>;
  unmount(): void;
  arm(type: string, newErrors?: boolean): void;
  result(): Promise<number>;
  compiles(): number;
  errorsShown(): number;
}
declare const window: { bench: Bench };

const outDir = path.resolve('node_modules/.bench-forms');

/**
 * The layer to compare with, taken from git rather than kept as a copy: `src/forms` and `src/core` of
 * BENCH_BEFORE_REF (default 8ecb564, the layer before issue 12) extracted to the folder the page imports
 * `@before/...` from (bench/forms/vite.config.ts). Returns the commit, or null when git cannot give it
 * (a shallow clone): the run then leaves the `layer before` column out.
 */
export const beforeDir = path.resolve('node_modules/.cache/bench-forms-before');
function extractBefore(): string | null {
  const ref = process.env.BENCH_BEFORE_REF ?? '8ecb564';
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
      encoding: 'utf8',
    }).trim();
    rmSync(beforeDir, { recursive: true, force: true });
    mkdirSync(beforeDir, { recursive: true });
    const archive = execFileSync('git', ['archive', commit, 'src/forms', 'src/core']);
    execFileSync('tar', ['-x', '-C', beforeDir], { input: archive });
    process.env.BENCH_BEFORE_SRC = path.join(beforeDir, 'src');
    return commit;
  } catch (error) {
    console.log(`No "layer before" column: git cannot give ${ref} (${String(error)})`);
    return null;
  }
}

function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const file = path.join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    readFile(target).then(
      (body) => {
        const type = target.endsWith('.js')
          ? 'text/javascript'
          : target.endsWith('.css')
            ? 'text/css'
            : 'text/html';
        res.writeHead(200, { 'content-type': type }).end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

async function timed(
  page: Page,
  type: string,
  act: () => Promise<void>,
  newErrors = false,
): Promise<number> {
  await page.evaluate(([t, e]) => window.bench.arm(t as string, e as boolean), [type, newErrors]);
  await act();
  return page.evaluate(() => window.bench.result());
}

/**
 * One run: mount, keystrokes in the first text field, blur a bad zip code (timed until its error is
 * painted), then on a fresh mount submit the empty form (timed until its errors are painted).
 */
async function run(page: Page, variant: Variant, size: number, samples: Record<Metric, number[]>) {
  const mount = () =>
    page.evaluate(([v, s]) => window.bench.mount(v as Variant, s as number), [variant, size]);
  samples.mount.push(await mount());
  const inputs = page.locator('input[type="text"], input:not([type])');
  await inputs.first().click();
  for (let i = 0; i < keystrokesPerRun; i += 1) {
    samples.keystroke.push(await timed(page, 'keydown', () => page.keyboard.press('a')));
  }
  await inputs.nth(1).click(); // the zip code
  await page.keyboard.type('12');
  samples.blur.push(await timed(page, 'keydown', () => page.keyboard.press('Tab'), true));
  await mount();
  const save = page.getByRole('button', { name: /^Save$|^Submit$/ });
  samples.submit.push(await timed(page, 'click', () => save.click(), true));
  const shown = await page.evaluate(() => window.bench.errorsShown());
  if (shown === 0) throw new Error(`${variant}/${size}: submit showed no errors`);
  if (process.env.BENCH_DEBUG) console.log(variant, size, 'errors shown after submit:', shown);
}

/**
 * BENCH_PROFILE=<variant>:<size>:<metric> (e.g. layer:200:keystroke): after the timed runs, one more run
 * of that variant under Chromium's CPU profiler, recording only the given interaction; prints the
 * functions with the most self time and writes the profile to node_modules/.bench-forms/<name>.cpuprofile
 * (open it in Chromium's DevTools). Build with BENCH_NO_MINIFY=1 to read the names.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
async function profiled(page: Page, cdp: CDPSession, what: string): Promise<string[]> {
  const [variant, sizeText, metric] = what.split(':') as [Variant, string, Metric];
  const size = Number(sizeText);
  const mount = () =>
    page.evaluate(([v, s]) => window.bench.mount(v as Variant, s as number), [variant, size]);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const record = async (act: () => Promise<void>) => {
    await cdp.send('Profiler.start');
    await act();
    return ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
  };
  const inputs = page.locator('input[type="text"], input:not([type])');
  let profile: Profile;
  if (metric === 'mount') {
    profile = await record(async () => void (await mount()));
  } else if (metric === 'keystroke') {
    await mount();
    await inputs.first().click();
    profile = await record(async () => {
      for (let i = 0; i < 20; i += 1) await timed(page, 'keydown', () => page.keyboard.press('a'));
    });
  } else if (metric === 'blur') {
    await mount();
    await inputs.nth(1).click();
    await page.keyboard.type('12');
    profile = await record(() =>
      timed(page, 'keydown', () => page.keyboard.press('Tab'), true).then(() => undefined),
    );
  } else {
    await mount();
    const save = page.getByRole('button', { name: /^Save$|^Submit$/ });
    profile = await record(() =>
      timed(page, 'click', () => save.click(), true).then(() => undefined),
    );
  }
  await writeFile(
    path.join(outDir, `${what.replaceAll(':', '-')}.cpuprofile`),
    JSON.stringify(profile),
  );
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const byName = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = (self.get(node.id) ?? 0) / 1000;
    total += t;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    byName.set(name, (byName.get(name) ?? 0) + t);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40);
  return [
    `CPU profile of ${what}: ${total.toFixed(1)} ms sampled`,
    ...top.map(([name, t]) => `  ${t.toFixed(1).padStart(8)} ms  ${name}`),
  ];
}

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (at - lo);
}
const ms = (n: number) => `${n.toFixed(1)}`;

export async function benchForms(): Promise<void> {
  const beforeCommit = extractBefore();
  if (!beforeCommit) variants.splice(variants.indexOf('before'), 1);
  await build({ configFile: path.resolve('bench/forms/vite.config.ts') });
  const server = await serve();
  const browser = await chromium.launch(chromiumLaunch);
  const lines: string[] = [];
  const verdicts: string[] = [];
  try {
    if (beforeCommit)
      lines.push(`layer before = src/forms at ${beforeCommit}; layer now = the working tree`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.waitForFunction(() => document.title === 'ready');
    const sizes = process.env.BENCH_SIZES
      ? process.env.BENCH_SIZES.split(',').map(Number)
      : [6, 200];
    if (process.env.BENCH_PROFILE) {
      const cdp = await page.context().newCDPSession(page);
      for (const what of process.env.BENCH_PROFILE.split(','))
        console.log((await profiled(page, cdp, what)).join('\n'));
      return;
    }
    for (const size of sizes as (6 | 200)[]) {
      const samples = Object.fromEntries(
        allVariants.map((v) => [v, Object.fromEntries(metrics.map((m) => [m, [] as number[]]))]),
      ) as Record<Variant, Record<Metric, number[]>>;
      const compilesBefore: Record<Variant, number> = { before: 0, layer: 0, raw: 0, hand: 0 };
      for (let r = 0; r < runsFor[size]; r += 1) {
        // Rotate the order so no variant always runs first.
        for (let i = 0; i < variants.length; i += 1) {
          const variant = variants[(r + i) % variants.length] as Variant;
          const before = await page.evaluate(() => window.bench.compiles());
          await run(page, variant, size, samples[variant]);
          // Compilations after the first run of a variant are recompilations of a known schema.
          if (r > 0)
            compilesBefore[variant] +=
              (await page.evaluate(() => window.bench.compiles())) - before;
        }
      }
      await page.evaluate(() => window.bench.unmount());
      lines.push('', `${size}-field form (${runsFor[size]} runs each; ms, median / p90)`);
      lines.push(
        `| ${'metric'.padEnd(10)} | ${'layer before'.padEnd(15)} | ${'layer now'.padEnd(15)} | ${'raw RJSF'.padEnd(15)} | ${'hand-written'.padEnd(15)} | now/before | now/raw | now/hand |`,
      );
      lines.push('|---|---|---|---|---|---|---|---|');
      for (const metric of metrics) {
        const cell = (v: Variant) =>
          samples[v][metric].length
            ? `${ms(median(samples[v][metric]))} / ${ms(quantile(samples[v][metric], 0.9))}`
            : '–';
        const m = (v: Variant) => median(samples[v][metric]);
        lines.push(
          `| ${metric.padEnd(10)} | ${cell('before').padEnd(15)} | ${cell('layer').padEnd(15)} | ${cell('raw').padEnd(15)} | ${cell('hand').padEnd(15)} | ${(m('layer') / m('before')).toFixed(2).padStart(10)} | ${(m('layer') / m('raw')).toFixed(2).padStart(7)} | ${(m('layer') / m('hand')).toFixed(2).padStart(8)} |`,
        );
      }
      lines.push(
        `AJV compilations after the first run: before ${compilesBefore.before}, layer ${compilesBefore.layer}, raw ${compilesBefore.raw}, hand ${compilesBefore.hand}`,
      );
      const m = (v: Variant, metric: Metric) => median(samples[v][metric]);
      const verdict = (ok: boolean, text: string) =>
        verdicts.push(`  ${ok ? 'held    ' : 'NOT held'}  ${text}`);
      verdict(
        m('layer', 'mount') <= m('raw', 'mount'),
        `${size} fields: mount ≤ raw RJSF (${ms(m('layer', 'mount'))} vs ${ms(m('raw', 'mount'))})`,
      );
      if (size === 200) {
        verdict(
          m('layer', 'keystroke') <= 1.2 * m('hand', 'keystroke'),
          `200 fields: keystroke ≤ 1.2× hand-written (${ms(m('layer', 'keystroke'))} vs ${ms(1.2 * m('hand', 'keystroke'))})`,
        );
        verdict(m('layer', 'blur') <= 50, `200 fields: blur ≤ 50 ms (${ms(m('layer', 'blur'))})`);
        verdict(
          m('layer', 'submit') <= m('raw', 'submit'),
          `200 fields: submit with errors ≤ raw RJSF (${ms(m('layer', 'submit'))} vs ${ms(m('raw', 'submit'))})`,
        );
      } else {
        for (const metric of ['keystroke', 'blur', 'submit'] as const) {
          verdict(
            m('layer', metric) <= 33,
            `6 fields: ${metric} within 2 frames, ≤ 33 ms (${ms(m('layer', metric))})`,
          );
        }
      }
      verdict(
        compilesBefore.layer === 0,
        `${size} fields: no AJV compile after the first validation (${compilesBefore.layer})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    'Forms — Chromium, production build, interleaved runs; event time stamp to the next paint',
  );
  console.log(lines.join('\n'));
  console.log('\nTargets (issue 12)');
  console.log(verdicts.join('\n'));
}
