/**
 * For a load balancer: `/health/live` (the process answers) and `/health/ready` (it can serve: the
 * database answers, every migration is applied, speech synthesizes, and it is not shutting down).
 */
import { errorText } from './errorText';
import { Hono, type MiddlewareHandler } from 'hono';
import { SCHEDULE_DEFAULTS } from '../src/core/constants';
import type { AppDeps } from './deps';
import { migrationNames } from './db/migrate';
import { methodNotAllowed } from './http';

const draining = new WeakSet<AppDeps>();

/** From now on `/health/ready` answers 503: the balancer stops sending new requests here. */
export function startDraining(deps: AppDeps): void {
  draining.add(deps);
}

/**
 * While shutting down, every answer says `Connection: close`: no client keeps a connection to a
 * process that is going, and the process exits once its last answer is sent rather than when idle
 * keep-alive connections time out.
 */
export function closeWhileDraining(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining.has(deps)) c.header('Connection', 'close');
  };
}

/** A check's result is kept this long, so frequent probes cost no synthesis each. */
const SPEECH_CHECK_MS = 30_000;
const CHECK_TIMEOUT_MS = 5_000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

export function healthRoutes(deps: AppDeps) {
  const app = new Hono();
  const migrations = migrationNames();
  let speech: { at: number; result: Promise<string> } | null = null;

  const checkDatabase = async () => {
    await within(deps.db.query('SELECT 1'), CHECK_TIMEOUT_MS);
    return 'ok';
  };
  const checkMigrations = async () => {
    const rows = await within(
      deps.db.query<{ name: string }>('SELECT name FROM schema_migrations'),
      CHECK_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((r) => r.name));
    const missing = migrations.filter((name) => !applied.has(name)).length;
    return missing ? `${missing} not applied` : 'ok';
  };
  const checkSpeech = () => {
    const now = Date.now();
    if (!speech || now - speech.at > SPEECH_CHECK_MS)
      speech = {
        at: now,
        result: within(
          deps.calls.speech.synthesize('ok', SCHEDULE_DEFAULTS.voice_id),
          CHECK_TIMEOUT_MS,
        ).then((audio) => (audio.bytes.length ? 'ok' : 'no audio')),
      };
    return speech.result;
  };

  app.get('/health/live', (c) => c.json({ status: 'live' }));
  app.get('/health/ready', async (c) => {
    if (draining.has(deps)) return c.json({ status: 'shutting down' }, 503);
    const names = ['database', 'migrations', 'speech'] as const;
    const results = await Promise.allSettled([checkDatabase(), checkMigrations(), checkSpeech()]);
    const checks = Object.fromEntries(
      names.map((name, i) => {
        const result = results[i] as PromiseSettledResult<string>;
        return [name, result.status === 'fulfilled' ? result.value : errorText(result.reason)];
      }),
    );
    const ready = Object.values(checks).every((v) => v === 'ok');
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
  });
  // Hono answers HEAD with the GET handler; any other method is refused, not "not found".
  for (const path of ['/health/live', '/health/ready'])
    app.all(path, (c) => methodNotAllowed(c, 'GET, HEAD'));
  return app;
}
