/** `npm start`: SPA, API, local sign-in and local phone line on one port. */
import { serve } from '@hono/node-server';
import { createApp, createDeps } from './app';
import { sweepAudio } from './calls/lifecycle';
import { startScheduler } from './calls/lifecycle';
import { DataDirInUseError } from './db/dirLock';
import { EnvError, loadEnv } from './env';
import { startDraining } from './health';
import { LOCAL_PHONE_PATH } from '../src/core/constants';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let deps;
  try {
    deps = await createDeps(env);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = createApp(deps, { staticDir: 'dist' });
  const { calls, db } = deps;
  const stopScheduler = env.scheduler
    ? startScheduler(calls.pipeline, {
        now: () => calls.clock.now(),
        sweep: () => sweepAudio(db, calls.audio, calls.clock.now(), env.audioRetentionDays),
      })
    : () => undefined;
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const mode = env.local
      ? 'local mode: sign-in emulator, local phone line, offline speech'
      : 'production services';
    const db = env.databaseUrl ? 'Postgres server' : `embedded Postgres in ${env.dataDir}`;
    console.log(
      `Daybreak is running at ${env.publicUrl} (${mode}; ${db}; listening on ${env.host}:${info.port})`,
    );
    // Where a newcomer's calls ring (the README's walk): the first thing they look for after sign-up.
    if (env.local)
      console.log(
        `Your phone in local mode: ${env.publicUrl}${LOCAL_PHONE_PATH} (calls ring there)`,
      );
  });
  // A port someone else holds (a second `npm start`, another program) is a clear line, not a crash.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${env.port} on ${env.host} is already in use (another Daybreak, or another program): stop it, or start with another PORT.`,
    );
    process.exit(1);
  });
  // Graceful shutdown: not ready at once, still listening for DRAIN_DELAY_SECONDS (so a balancer's
  // readiness probe sees the 503 and stops sending), no new calls claimed, the requests in flight
  // finished (and the work they left running after their answers), the calls on the line settled,
  // then the database closed.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    startDraining(deps);
    stopScheduler();
    // Claimed calls not yet dialled go back to the queue: another process places them now.
    const released = deps.calls.pipeline.release().catch((error: unknown) => {
      console.error(
        '[shutdown] handing back calls:',
        error instanceof Error ? error.message : error,
      );
    });
    setTimeout(() => {
      console.error('[shutdown] still busy after 30 s: exiting');
      process.exit(1);
    }, 30_000).unref();
    setTimeout(() => {
      server.close(
        () =>
          void released
            .then(() => deps.background.settled())
            .then(() => deps.calls.line.settle())
            .then(() => deps.db.close())
            .then(() => process.exit(0)),
      );
    }, env.drainDelaySeconds * 1000);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
