/**
 * Size benchmark: builds the app, then walks Vite's build manifest (dist/.vite/manifest.json) to give
 * every route's first-load JavaScript (gzip) — the entry, the route's lazy screens and everything they
 * import statically — with what it contains (dist/.vite/chunks.json, scripts/bundle-contents-plugin.ts)
 * and whether it holds its target: the static landing page within 20 kB, and no route loading a
 * heavy part it does not use.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import type { ChunkContents } from '../scripts/bundle-contents-plugin';

const DIST = 'dist';
const LANDING_TARGET_KB = 20;

/** The routes of src/app/router.tsx, each with the lazy modules it renders (layout first). */
const ROUTES: { path: string; modules: string[]; uses: Part[] }[] = [
  { path: '/ (in the app)', modules: ['src/features/landing/LandingPage.tsx'], uses: ['landing'] },
  { path: '/signin', modules: ['src/features/auth/SignInPage.tsx'], uses: ['auth'] },
  { path: '/signup', modules: ['src/features/account/SignUpPage.tsx'], uses: ['auth', 'forms'] },
  {
    path: '/auth/callback',
    modules: ['src/features/account/AuthCallbackPage.tsx'],
    uses: ['auth', 'forms'],
  },
  {
    path: '/verification-pending',
    modules: ['src/features/auth/VerificationPendingPage.tsx'],
    uses: [],
  },
  {
    path: '/phone-verification',
    modules: ['src/features/account/PhoneVerificationPage.tsx'],
    uses: ['auth'],
  },
  {
    path: '/local/phone',
    modules: ['src/features/local-phone/LocalPhonePage.tsx'],
    uses: ['auth'],
  },
  ...(['routine', 'calls', 'profile', 'integrations'] as const).map((screen) => ({
    path: `/dashboard/${screen}`,
    modules: [
      'src/app/DashboardShell.tsx',
      {
        routine: 'src/app/RoutineScreen.tsx',
        calls: 'src/features/calls/CallsPage.tsx',
        profile: 'src/features/account/ProfilePage.tsx',
        integrations: 'src/features/integrations/IntegrationsPage.tsx',
      }[screen],
    ],
    uses: [
      'auth',
      'dashboard',
      ...(screen === 'integrations' || screen === 'calls' ? [] : ['forms' as const]),
      ...(screen === 'routine' ? ['dnd' as const] : []),
    ] as Part[],
  })),
];

/** Heavy parts a route may load only if it uses them, by module path. */
const PARTS = {
  landing: { label: 'landing page', test: /^src\/features\/landing\// },
  auth: { label: 'Supabase auth', test: /node_modules\/@supabase\/auth-js\// },
  forms: {
    // Not the leave guard (src/forms/unsaved/: the router's blocker and a dialog, under 1 kB), which
    // the dashboard loads before its first form so that no change is lost (src/app/DashboardShell.tsx).
    label: 'forms layer (RJSF + AJV)',
    test: /^src\/forms\/(?!unsaved\/)|node_modules\/(@rjsf\/|ajv|ajv-formats|markdown-to-jsx|fast-uri|@x0k\/)/,
  },
  dnd: { label: 'drag and drop (dnd-kit)', test: /node_modules\/@dnd-kit\// },
  dashboard: { label: 'dashboard shell', test: /^src\/features\/dashboard\// },
  unused: {
    // supabase-js's createClient builds every client; the app needs only `auth` (src/auth/supabase.ts).
    label: 'Supabase realtime/storage/postgrest/functions (no screen uses them)',
    test: /node_modules\/(@supabase\/(realtime-js|storage-js|postgrest-js|functions-js|phoenix)|iceberg-js)\//,
  },
  markdown: {
    // RJSF's markdown renderer; vite.config.ts swaps in src/app/plainMarkdown.tsx.
    label: 'markdown-to-jsx (no form enables markdown)',
    test: /node_modules\/markdown-to-jsx\//,
  },
} as const;
type Part = keyof typeof PARTS;

const gzCache = new Map<string, number>();
const gz = (file: string) => {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file))).length;
    gzCache.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A module's group: its npm package, or its folder under src/ (a feature's folder for features). */
function group(module: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg?.[1]) return pkg[1];
  const parts = module.split('/');
  return parts.slice(0, parts[1] === 'features' ? 3 : 2).join('/');
}

/** A chunk and its static imports, transitively (JavaScript files only). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bench: ${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Gzipped bytes of a set of chunks, attributed to module groups in proportion to their source size. */
function contents(files: Iterable<string>, chunks: ChunkContents) {
  const byGroup = new Map<string, number>();
  const modules: string[] = [];
  for (const file of files) {
    const mods = Object.entries(chunks[file] ?? {});
    const total = mods.reduce((n, [, size]) => n + size, 0) || 1;
    for (const [module, size] of mods) {
      modules.push(module);
      const g = group(module);
      byGroup.set(g, (byGroup.get(g) ?? 0) + (gz(file) * size) / total);
    }
  }
  const sorted = [...byGroup].sort((a, b) => b[1] - a[1]);
  const shown = sorted.filter(([, bytes]) => bytes >= 1024);
  const rest = sorted.slice(shown.length);
  const summary = shown.map(([g, bytes]) => `${g} ${kb(bytes)}`);
  if (rest.length)
    summary.push(`${rest.length} more ${kb(rest.reduce((n, [, bytes]) => n + bytes, 0))}`);
  return { modules, summary };
}

export function benchBundle(): void {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
  const manifest = JSON.parse(
    readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const chunks = JSON.parse(
    readFileSync(path.join(DIST, '.vite/chunks.json'), 'utf8'),
  ) as ChunkContents;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
  const entry = closure(manifest, entryKey);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0);
  let failures = 0;
  const verdict = (ok: boolean) => {
    if (!ok) failures++;
    return ok ? 'holds' : 'MISSED';
  };

  console.log(
    'Bundle — first-load JavaScript per route, gzipped (Vite manifest, production build)',
  );

  // `/` as visitors get it: the prerendered page (scripts/landing-plugin.ts).
  const landing = readFileSync(path.join(DIST, 'landing.html'), 'utf8');
  const landingScripts = [...landing.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const inline = [...landing.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
    (n, m) => n + gzipSync(m[1] ?? '').length,
    0,
  );
  const landingBytes = sum(landingScripts) + inline;
  console.log(
    `  /  (static page)           ${kb(landingBytes).padStart(9)}  ${landingScripts.length} files + inline ${kb(inline)}   target ≤ ${LANDING_TARGET_KB} kB   ${verdict(landingBytes <= LANDING_TARGET_KB * 1024)}`,
  );
  console.log(`      contains: colour-mode and prefetch scripts; the app is prefetched, not run`);

  const covered = new Set(ROUTES.flatMap((r) => r.modules));
  const formsFile = Object.keys(chunks).find(
    (f) => 'src/forms/SchemaForm.tsx' in (chunks[f] ?? {}),
  );
  const formsRoutes: string[] = [];
  for (const route of ROUTES) {
    const files = new Set(entry);
    for (const module of route.modules) closure(manifest, module, files);
    const { modules, summary } = contents(files, chunks);
    const extra = (Object.keys(PARTS) as Part[]).filter(
      (part) => !route.uses.includes(part) && modules.some((m) => PARTS[part].test.test(m)),
    );
    if (formsFile && files.has(formsFile)) formsRoutes.push(route.path);
    console.log(
      `  ${route.path.padEnd(26)} ${kb(sum(files)).padStart(9)}  ${files.size} files   target: only what it uses   ${verdict(extra.length === 0)}${extra.length ? ` — also loads ${extra.map((p) => PARTS[p].label).join(', ')}` : ''}`,
    );
    console.log(`      contains: ${summary.join(', ')}`);
  }
  const formsUsers = ROUTES.filter((r) => r.uses.includes('forms')).map((r) => r.path);
  if (formsFile) {
    const { summary } = contents([formsFile], chunks);
    const ok = formsRoutes.every((r) => formsUsers.includes(r));
    console.log(
      `  forms chunk (${formsFile.replace('assets/', '')})  ${kb(gz(formsFile))}   target: only in the first load of form routes   ${verdict(ok)}`,
    );
    console.log(
      `      in the first load of: ${formsRoutes.join(', ') || 'no route (loaded on demand)'}`,
    );
    console.log(`      contains: ${summary.join(', ')}`);
  } else {
    console.log(
      `  forms chunk                no chunk holds src/forms/SchemaForm.tsx   ${verdict(false)}`,
    );
  }

  const lazy = manifest[entryKey]?.dynamicImports ?? [];
  const unlisted = lazy.filter((m) => !covered.has(m));
  if (unlisted.length)
    console.log(
      `  routes the bench does not know (add them to bench/bundle.ts): ${unlisted.join(', ')}`,
    );
  const all = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  console.log(
    `  all JavaScript             ${kb(sum(all.map((f) => `assets/${f}`))).padStart(9)}  ${all.length} files;  bundle targets: ${failures === 0 ? 'all hold' : `${failures} missed`}`,
  );
}
