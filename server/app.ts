/** The app factory: used by `npm start` (server/main.ts), the tests and the benchmark. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import { createAuth } from './auth';
import { createBackground } from './background';
import { emulatorRoutes } from './auth/emulator';
import { createCallServices, type CallOverrides } from './calls';
import { createSealer, newKey } from './crypto';
import { isDatabaseAway, openDb, type Db } from './db';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { apiCors, assetsRoot, jsonOnly, limitBody, securityHeaders } from './hardening';
import { apiRoot } from '../src/core/routes';
import { twilioPaths, undeclaredMethod } from './routeTable';
import { closeWhileDraining, healthRoutes } from './health';
import { knownHostsOnly } from './hosts';
import { warnUntrustedProxy } from './proxies';
import { callBlockRoutes } from './routes/call-blocks';
import { integrationRoutes } from './routes/integrations';
import { pipelineRoutes } from './routes/calls';
import { localCallRoutes } from './routes/local-calls';
import { backupContactRoutes } from './routes/backup-contact';
import { placeRoutes } from './routes/places';
import { profileRoutes } from './routes/profile';
import { scheduleRoutes } from './routes/schedule';
import { userRoutes } from './routes/users';
import { voiceRoutes } from './routes/voice';
import { storedSecret } from './secrets';
import { errorText } from './errorText';
import { logText } from './logText';
import { metricsRoutes } from './routes/metrics';

export type { AppDeps } from './deps';

/** Opens the database, applies migrations and builds every service the routes need. */
export async function createDeps(
  env: Env,
  options: { db?: Db; calls?: CallOverrides } = {},
): Promise<AppDeps> {
  const db =
    options.db ??
    (await openDb({ databaseUrl: env.databaseUrl, dataDir: path.join(env.dataDir, 'pglite') }));
  await migrate(db);
  const key = env.tokenEncryptionKey ?? (await storedSecret(db, 'token_encryption_key', newKey));
  const sealer = createSealer(key);
  return {
    env,
    db,
    auth: await createAuth(env, db),
    calls: createCallServices(env, db, sealer, options.calls),
    sealer,
    background: createBackground(),
  };
}

/** The answer while the database is away (a restart, a failover): a moment, then the same request. */
const DATABASE_AWAY =
  'Daybreak could not reach its database just now. Please try again in a moment.';

/**
 * Database refusals that are the request's fault or a lost race, not the server's: a race lost to a
 * concurrent write (unique, serialization, deadlock) is 409; a value Postgres cannot store is 400.
 */
function databaseErrorAnswer(error: unknown): { status: 400 | 409; message: string } | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === '23505' || code === '40001' || code === '40P01')
    return {
      status: 409,
      message: 'This changed at the same time in another request. Please reload and try again.',
    };
  if (code.startsWith('22')) return { status: 400, message: 'A value in the request is not valid' };
  return null;
}

/**
 * The inline scripts of the prerendered pages (the landing page, each dashboard shell) as CSP hash
 * sources, so the CSP lets them run, and no other inline script.
 */
function prerenderedScriptHashes(dist: string | undefined): string[] {
  if (!dist) return [];
  const shells = path.join(dist, 'shell');
  const files = [
    path.join(dist, 'landing.html'),
    ...(existsSync(shells)
      ? readdirSync(shells)
          .filter((f) => f.endsWith('.html'))
          .map((f) => path.join(shells, f))
      : []),
  ].filter((file) => existsSync(file));
  const scripts = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    ),
  );
  return [...new Set(scripts)].map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/** Each dashboard screen's shell (dist/shell/<screen>.html), served precompressed like the landing page. */
function dashboardShells(dist: string, root: string): Map<string, MiddlewareHandler> {
  const dir = path.join(dist, 'shell');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [
        f.slice(0, -'.html'.length),
        serveStatic({ root, path: `shell/${f}`, precompressed: true }),
      ]),
  );
}

export function createApp(deps: AppDeps, options: { staticDir?: string } = {}): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseAway(error)) {
      console.warn(
        `[api] ${c.req.method} ${logText(c.req.path)}: the database is away (${errorText(error)})`,
      );
      return c.json({ message: DATABASE_AWAY }, 503, { 'Retry-After': '2' });
    }
    const answer = databaseErrorAnswer(error);
    if (answer) return c.json({ message: answer.message }, answer.status);
    console.error(
      `[api] ${c.req.method} ${logText(c.req.path)} failed:`,
      error instanceof Error ? error.message : error,
    );
    return c.json({ message: 'Internal server error' }, 500);
  });

  app.use('*', closeWhileDraining(deps));
  app.use('*', securityHeaders(deps.env, prerenderedScriptHashes(options.staticDir)));
  if (deps.env.local) app.use('*', knownHostsOnly(deps.env));
  app.use('*', warnUntrustedProxy(deps.env));
  app.route('/', healthRoutes(deps));
  // Twilio's callbacks are form posts, verified by their signature instead.
  // CORS first: every API answer carries it, a 413 for a body too large included.
  app.use(
    `${apiRoot}/*`,
    apiCors(deps.env),
    limitBody(),
    jsonOnly(twilioPaths),
    undeclaredMethod(),
  );
  app.use('/local/*', limitBody());

  if (deps.auth.issuer) app.route('/auth/v1', emulatorRoutes(deps.db, deps.auth.issuer, deps.env));
  for (const routes of [
    profileRoutes,
    backupContactRoutes,
    userRoutes,
    scheduleRoutes,
    localCallRoutes,
    pipelineRoutes,
    callBlockRoutes,
    placeRoutes,
    integrationRoutes,
    voiceRoutes,
    metricsRoutes,
  ]) {
    app.route('/', routes(deps));
  }
  app.all(`${apiRoot}/*`, (c) =>
    c.json({ message: `No such API route: ${c.req.method} ${c.req.path}` }, 404),
  );

  const dist = options.staticDir;
  if (dist && existsSync(path.join(dist, 'index.html'))) {
    const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    // `/` is the landing page prerendered at build time (scripts/landing-plugin.ts): it paints
    // without the app's JavaScript. Every other route, and `/` reached inside the SPA, is the SPA.
    const root = path.relative(process.cwd(), dist) || '.';
    if (existsSync(path.join(dist, 'landing.html'))) {
      const landing = serveStatic({ root, path: 'landing.html', precompressed: true });
      app.get('/', async (c, next) => {
        c.header('Cache-Control', 'no-cache');
        return landing(c, next);
      });
    }
    // Hashed file names never change content: let browsers (and the landing page's prefetch) keep them.
    // A missing one is a 404 that nobody keeps: never the app's HTML, which a browser or CDN would
    // otherwise cache for a year under a chunk name a rolling deploy still asks for.
    app.use(`${assetsRoot}/*`, async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use(`${assetsRoot}/*`, serveStatic({ root, precompressed: true }));
    app.get(`${assetsRoot}/*`, (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
    // The build's manifest and chunk list are for the bench and the landing plugin, not for visitors.
    app.all('/.vite/*', (c) => c.notFound());
    // The build writes .br and .gz beside each file (scripts/precompress-plugin.ts).
    app.use('/*', serveStatic({ root, precompressed: true }));
    // A dashboard route is the SPA with its shell already in it (frame, title, skeleton; built by
    // scripts/landing-plugin.ts), so it paints before any script; /dashboard itself is the routine.
    const shells = dashboardShells(dist, root);
    app.on('GET', ['/dashboard', '/dashboard/*'], async (c, next) => {
      const shell = shells.get(c.req.path.split('/')[2] || 'routine');
      if (!shell) return c.html(indexHtml);
      c.header('Cache-Control', 'no-cache');
      return shell(c, next);
    });
    // Client-side routes (/, /auth/callback, …) all load the SPA.
    app.get('*', (c) => c.html(indexHtml));
  }
  return app;
}
