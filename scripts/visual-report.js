// `npm run test:visual:report [-- <story files>]`: runs the story screenshots and writes
// .test-results/visual/report.html — for every story whose picture changed, a link to the story, the
// approved baseline, the new screenshot and their difference, each at full size. Written when nothing
// changed too. Exits like the test run.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';

const out = '.test-results/visual';

const titles = new Map();
/** The story file of a screenshot folder ("Text.stories.tsx") and its title ("Fields/Text"). */
function titleOf(file) {
  if (titles.has(file)) return titles.get(file);
  const found = readdirSync('stories', { recursive: true }).find(
    (f) => path.basename(f) === file && statSync(path.join('stories', f)).isFile(),
  );
  // The meta's title as Storybook reads it (a field's `title:` may come before it in the file).
  const source = found ? readFileSync(path.join('stories', found), 'utf8') : null;
  const title = source
    ? (loadCsf(source, { fileName: found, makeTitle: (t) => t }).parse().meta?.title ?? null)
    : null;
  titles.set(file, title);
  return title;
}
/** The story a picture shows: its name less the viewport or counter Vitest and the setup add. */
export function storyOfPicture(picture) {
  return picture.replace(/-(?:(?:desktop|tablet|phone)-)?\d+$/, '');
}
const kebab = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/**
 * The story in a running catalogue (`npm run storybook`): Storybook's id is title--story, kebab-cased.
 * `picture` is a baseline's name less its browser ("Verified-1", "Profile-Loading-desktop-1280").
 */
export function storyLink(file, picture) {
  const title = titleOf(file);
  const name = storyOfPicture(picture);
  return title ? `http://localhost:6006/?path=/story/${kebab(title)}--${kebab(name)}` : null;
}

function main() {
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
        link: storyLink(file, story),
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
  img { display: block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0/16px 16px; }
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
    (r) => `<tr><td>${escape(r.file)}<br><b>${escape(r.story)}</b>${
      r.link ? `<br><a href="${escape(r.link)}">Open the story</a>` : ''
    }</td>
<td>${existsSync(r.baseline) ? img(path.relative(out, r.baseline), 'baseline') : 'no baseline yet'}</td>
<td>${img(path.join(r.file, r.actual), 'new')}</td>
<td>${r.diff ? img(path.join(r.file, r.diff), 'difference') : '—'}</td></tr>`,
  )
  .join('\n')}</table>`
    : '<p>No differences: every story matches its baseline.</p>'
}
`;
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'report.html'), html);
  console.log(`Visual report: ${path.join(out, 'report.html')} (${rows.length} changed)`);
  process.exit(run.status ?? 1);
}

// Run as a script (not imported by its tests).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href)
  main();
