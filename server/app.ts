/** The app factory: used by `npm start` (server/main.ts), the tests and the benchmark. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import { createAuth } from './auth';
import { emulatorRoutes } from './auth/emulator';
import { createCallServices, type CallOverrides } from './calls';
import { createSealer, newKey } from './crypto';
import { openDb, type Db } from './db';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { callBlockRoutes } from './routes/call-blocks';
import { integrationRoutes } from './routes/integrations';
import { pipelineRoutes } from './routes/calls';
import { callRoutes } from './routes/local-calls';
import { profileRoutes } from './routes/profile';
import { scheduleRoutes } from './routes/schedule';
import { userRoutes } from './routes/users';
import { voiceRoutes } from './routes/voice';
import { storedSecret } from './secrets';

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
  };
}

export function createApp(deps: AppDeps, options: { staticDir?: string } = {}): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(
      `[api] ${c.req.method} ${c.req.path} failed:`,
      error instanceof Error ? error.message : error,
    );
    return c.json({ message: 'Internal server error' }, 500);
  });

  if (deps.auth.issuer) app.route('/auth/v1', emulatorRoutes(deps.db, deps.auth.issuer));
  for (const routes of [
    profileRoutes,
    userRoutes,
    scheduleRoutes,
    callRoutes,
    pipelineRoutes,
    callBlockRoutes,
    integrationRoutes,
    voiceRoutes,
  ]) {
    app.route('/', routes(deps));
  }
  app.all('/api/*', (c) =>
    c.json({ message: `No such API route: ${c.req.method} ${c.req.path}` }, 404),
  );

  const dist = options.staticDir;
  if (dist && existsSync(path.join(dist, 'index.html'))) {
    const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    app.use('/*', serveStatic({ root: path.relative(process.cwd(), dist) || '.' }));
    // Client-side routes (/, /dashboard/…, /auth/callback) all load the SPA.
    app.get('*', (c) => c.html(indexHtml));
  }
  return app;
}
