// `npm run test:visual:report [-- <story files>]`: runs the story screenshots and writes
// .test-results/visual/report.html — for every story whose picture changed, the approved baseline,
// the new screenshot and their difference side by side. Exits like the test run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = '.test-results/visual';
rmSync(out, { recursive: true, force: true });
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project=storybook', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

const rows = [];
for (const file of existsSync(out) ? readdirSync(out) : []) {
  const dir = path.join(out, file);
  for (const image of readdirSync(dir).filter((f) => f.endsWith('-actual-chromium.png'))) {
    const story = image.replace(/-actual-chromium\.png$/, '');
    const baseline = path.join('stories/__screenshots__', file, `${story}-chromium.png`);
    const diff = `${story}-diff-chromium.png`;
    rows.push({
      file,
      story,
      baseline,
      actual: image,
      diff: existsSync(path.join(dir, diff)) ? diff : null,
    });
  }
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const img = (src, alt) =>
  `<a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(alt)}"></a>`;
const html = `<!doctype html>
<meta charset="utf-8">
<title>Visual differences (${rows.length})</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 24px; }
  table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 8px; vertical-align: top; }
  img { max-width: 560px; display: block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0/16px 16px; }
  code { background: #f4f4f4; padding: 2px 4px; }
</style>
<h1>Visual differences: ${rows.length} ${rows.length === 1 ? 'story' : 'stories'}</h1>
<p>Baseline = approved (<code>stories/__screenshots__/</code>), New = this run, Difference = changed pixels in red.
If every change is intended, run <code>npm run test:visual:accept</code> and commit the new baselines.</p>
${
  rows.length
    ? `<table><tr><th>Story</th><th>Baseline</th><th>New</th><th>Difference</th></tr>
${rows
  .map(
    (r) => `<tr><td>${escape(r.file)}<br><b>${escape(r.story)}</b></td>
<td>${existsSync(r.baseline) ? img(path.relative(out, r.baseline), 'baseline') : 'no baseline yet'}</td>
<td>${img(path.join(r.file, r.actual), 'new')}</td>
<td>${r.diff ? img(path.join(r.file, r.diff), 'difference') : '—'}</td></tr>`,
  )
  .join('\n')}</table>`
    : '<p>No differences: every story matches its baseline.</p>'
}
`;
writeFileSync(path.join(out, 'report.html'), html);
console.log(`Visual report: ${path.join(out, 'report.html')} (${rows.length} changed)`);
process.exit(run.status ?? 1);
