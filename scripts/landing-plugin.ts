/**
 * Vite plugin: after the client build, renders the landing page (src/app/staticLanding.tsx, the same
 * React component the SPA shows at `/`) to dist/landing.html — markup, its critical CSS and two tiny
 * inline scripts, no module script. The server answers `/` with it. Then each dashboard screen's shell
 * (src/app/staticShell.tsx) to dist/shell/<screen>.html: the SPA document with the frame and the
 * screen's skeleton already in it; the server answers /dashboard/<screen> with it. Other routes get
 * index.html.
 * The app's shell is prefetched when the page is idle, and a linked route's chunks too as soon as the
 * visitor shows intent (hover, focus or touch on its link).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** Routes the landing page links to, with the module that renders each; their chunks are prefetched. */
const LINKED_ROUTES: Record<string, string> = {
  '/signin': 'src/features/auth/SignInPage.tsx',
  '/signup': 'src/features/account/SignUpPage.tsx',
};
const RENDER_MODULE = '/src/app/staticLanding.tsx';
const SHELL_MODULE = '/src/app/staticShell.tsx';
/** Where the dashboard's shells go: dist/shell/<screen>.html, one per dashboard screen. */
export const SHELL_DIR = 'shell';

interface StaticShell {
  renderShell: (screen: string) => { html: string; css: string };
  /** Each dashboard screen (path under /dashboard/) with the modules its shell preloads. */
  dashboardShells: { screen: string; modules: string[] }[];
  colorModeScript: string;
  earlyScript: string;
}

interface StaticLanding {
  renderLanding: () => { html: string; css: string };
  colorModeScript: string;
}

/** A manifest chunk's own file, CSS and static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Prefetches the app's shell when the page is idle (not on Save-Data or 2G connections), and a linked
 * route's chunks as soon as the visitor shows intent (pointer over, focus or touch on its link), each
 * URL once.
 */
function prefetchScript(prefetch: Prefetch): string {
  return `(function(){var a=${JSON.stringify(prefetch.shell)},r=${JSON.stringify(prefetch.routes)},d=document,done={};function pf(u){u.forEach(function(h){if(done[h])return;done[h]=1;var l=d.createElement('link');l.rel='prefetch';l.href=h;l.crossOrigin='';d.head.appendChild(l)})}function intent(e){var l=e.target&&e.target.closest&&e.target.closest('a[href^="/"]');if(l){pf(a);pf(r[l.getAttribute('href')]||[])}}['pointerover','focusin','touchstart'].forEach(function(t){d.addEventListener(t,intent,{passive:true})});var c=navigator.connection;if(c&&(c.saveData||/2g/.test(c.effectiveType)))return;addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(function(){pf(a)},{timeout:3000})})})()`;
}

interface Prefetch {
  /** The SPA's entry with its static imports and CSS. */
  shell: string[];
  /** Per linked path, the route's own chunks beyond the shell. */
  routes: Record<string, string[]>;
}

/** Replaces the one `marker` in `html`; the value is inserted as is (no `$` patterns). */
function insert(html: string, marker: string, value: string): string {
  if (!html.includes(marker)) throw new Error(`landing: index.html has no ${marker}`);
  return html.replace(marker, () => value);
}

/** Turns the built SPA shell into the static landing page. */
export function landingDocument(
  indexHtml: string,
  page: { html: string; css: string },
  colorModeScript: string,
  prefetch: Prefetch,
): string {
  let html = indexHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');
  html = insert(
    html,
    '</head>',
    `  <script>${colorModeScript}</script>\n    <style data-emotion="l">${page.css}</style>\n  </head>`,
  );
  html = insert(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`);
  return insert(html, '</body>', `  <script>${prefetchScript(prefetch)}</script>\n  </body>`);
}

/**
 * A dashboard screen's shell: the built SPA document (its module script and preloads kept) with the
 * colour-mode script, the script that starts the dashboard's first requests (src/api/early.ts) and the
 * shell's critical CSS in <head>, and the shell's markup in the root, which the app renders over once
 * its route is ready.
 */
export function shellDocument(
  indexHtml: string,
  page: { html: string; css: string },
  scripts: { colorMode: string; early: string },
  preload: string[] = [],
): string {
  // The route's own chunks load beside the entry, not one round trip after each other.
  const links = [...new Set(preload)]
    .filter((file) => file.endsWith('.js') && !indexHtml.includes(`/${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  // The stylesheet (toasts only) moves to the end of <body>: it no longer holds back the shell's paint.
  const stylesheets = indexHtml.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  let html = stylesheets.reduce((doc, link) => doc.replace(link, ''), indexHtml);
  html = insert(
    html,
    '</head>',
    `${links}  <script>${scripts.colorMode}</script>\n    <script>${scripts.early}</script>\n    <style data-emotion="s">${page.css}</style>\n  </head>`,
  );
  html = insert(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`);
  return insert(html, '</body>', `${stylesheets.join('')}\n  </body>`);
}

/** The app's own build (input: index.html); not Storybook's, which reuses vite.config.ts. */
export function isAppBuild(config: ResolvedConfig): boolean {
  const input = config.build.rollupOptions.input;
  return input === undefined || input === path.join(config.root, 'index.html');
}

export function landingPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let enabled = true;
  return {
    name: 'daybreak:landing',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      enabled = isAppBuild(config);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!enabled) return;
        const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const shell = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
          (m) => m[1] ?? '',
        );
        const routes: Record<string, string[]> = {};
        for (const [route, key] of Object.entries(LINKED_ROUTES)) {
          if (!manifest[key]) throw new Error(`landing: ${key} is not in the build manifest`);
          routes[route] = [...staticClosure(manifest, key)]
            .map((f) => `/${f}`)
            .filter((f) => !shell.includes(f));
        }
        const prefetch = { shell, routes };

        // Vite's own SSR loader, so the page resolves exactly as in the client build.
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderLanding, colorModeScript } = (await server.ssrLoadModule(
            RENDER_MODULE,
          )) as StaticLanding;
          const html = landingDocument(indexHtml, renderLanding(), colorModeScript, prefetch);
          writeFileSync(path.join(outDir, 'landing.html'), html);
          const shell = (await server.ssrLoadModule(SHELL_MODULE)) as StaticShell;
          mkdirSync(path.join(outDir, SHELL_DIR), { recursive: true });
          for (const { screen, modules } of shell.dashboardShells)
            writeFileSync(
              path.join(outDir, SHELL_DIR, `${screen}.html`),
              shellDocument(
                indexHtml,
                shell.renderShell(screen),
                { colorMode: shell.colorModeScript, early: shell.earlyScript },
                modules.flatMap((key) => {
                  if (!manifest[key])
                    throw new Error(`landing: ${key} is not in the build manifest`);
                  return [...staticClosure(manifest, key)];
                }),
              ),
            );
        } finally {
          await server.close();
        }
      },
    },
  };
}
