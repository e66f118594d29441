/**
 * The real server process (server/main.ts, as `npm start` runs it) for the tests that signal it: one
 * way to start it on a free port against a test database, wait until it is ready and read what it
 * printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverCommand } from '../../scripts/server-command.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it gives a value, failing with `what` after `ms`. */
export async function until<T>(
  what: string,
  ms: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await check().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `/health/ready` on a new connection: its status, or 'refused' once nothing listens. */
export const readiness = (url: string): Promise<number | 'refused'> =>
  fetch(`${url}/health/ready`, { headers: { Connection: 'close' } }).then(
    (res) => res.status,
    (error: { cause?: { code?: string } }) => {
      if (error.cause?.code === 'ECONNREFUSED') return 'refused';
      throw error;
    },
  );

/**
 * How long a new process may take to be ready: it compiles the server, opens the database and
 * migrates. Alone that is 2–4 s; under `npm test` on two cores (the stories, the end-to-end server and
 * lint beside it) clean-clone runs took past 20 s, and a CI machine slower still.
 */
export const READY_WITHIN_MS = 90_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** When it exited, and with which code. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Ends it (SIGKILL) if it is still running, and waits for that. */
  stop(): Promise<void>;
}

/**
 * Starts the server process in local mode on a free port: its data in `dataDir`, or on the Postgres
 * server at `databaseUrl` in `schema` when given. Resolves once `/health/ready` answers 200.
 */
export async function startServerProcess(options: {
  dataDir: string;
  databaseUrl: string | null;
  schema: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const { dataDir, databaseUrl, schema } = options;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    SUPABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SPEECH_WORKERS: '1',
    DATABASE_URL: databaseUrl
      ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined,
    ...options.env,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const child = spawn(serverCommand.command, serverCommand.args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const state = await until('ready', READY_WITHIN_MS, async () =>
    child.exitCode !== null ? 'exited' : (await readiness(url)) === 200 ? 'ready' : undefined,
  ).catch((error: Error) => error.message);
  if (state !== 'ready') {
    await stop();
    throw new Error(`the server process: ${state}\n${output.slice(-2_000)}`);
  }
  return { url, child, output: () => output, exited, stop };
}
