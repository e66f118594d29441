/** Size benchmark: gzip sizes of the built SPA — what the landing page loads, and everything. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';

export function benchBundle(): void {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
  const dir = 'dist/assets';
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const gz = (f: string) => gzipSync(readFileSync(path.join(dir, f))).length;
  const total = files.reduce((n, f) => n + gz(f), 0);
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
  const preloads = [...html.matchAll(/href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const landing = files.find((f) => f.startsWith('LandingPage-')) ?? '';
  const landingImports = existsSync(path.join(dir, landing))
    ? [...readFileSync(path.join(dir, landing), 'utf8').matchAll(/"\.\/([^"]+\.js)"/g)].map(
        (m) => m[1] ?? '',
      )
    : [];
  const landingSet = new Set([entry, ...preloads, landing, ...landingImports].filter(Boolean));
  const landingKb = [...landingSet].reduce(
    (n, f) => n + (existsSync(path.join(dir, f)) ? gz(f) : 0),
    0,
  );
  const form = files.find((f) => f.startsWith('SchemaForm-')) ?? '';
  console.log('Bundle — gzip sizes of the production build');
  console.log(`  landing page (entry + its chunks)  ${(landingKb / 1024).toFixed(1)} kB`);
  console.log(
    `  forms layer chunk (RJSF + AJV)     ${form ? (gz(form) / 1024).toFixed(1) : '?'} kB, loaded only by form screens`,
  );
  console.log(
    `  all JavaScript                     ${(total / 1024).toFixed(1)} kB in ${files.length} files`,
  );
}
