/**
 * A real server for tests: the app factory on a real HTTP port, on PGlite restored from the run's
 * snapshot — or on the Postgres server named by DATABASE_URL, in a schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createDeps } from '../../server/app';
import { createCallServices, type CallOverrides, type CallServices } from '../../server/calls';
import { memoryAudioStore } from '../../server/calls/speech';
import type { Clock } from '../../server/calls/clock';
import { openDb, type Db } from '../../server/db';
import type { AppDeps } from '../../server/deps';
import { loadEnv } from '../../server/env';
import { checkContract } from './contract';
import { SNAPSHOT } from './globalSetup';

let snapshot: Blob | null = null;
/** The run's migrated database (tests/server/globalSetup.ts), read once per test process. */
export const migratedSnapshot = (): Blob => (snapshot ??= new Blob([readFileSync(SNAPSHOT)]));

export interface TestServer {
  url: string;
  /** The Postgres schema of this server (undefined on PGlite). */
  schema: string | undefined;
  deps: AppDeps;
  /** Signs in through the emulator's account chooser (real HTTP) and returns the access token. */
  signIn(
    email: string,
    name?: string,
  ): Promise<{ token: string; userId: string; refreshToken: string }>;
  /** Signs in, then registers (creates the profile). */
  newUser(email?: string): Promise<{ token: string; userId: string }>;
  /**
   * An authenticated JSON request; it resolves once the work the route left running after its answer
   * (an anonymous verification send places its call then) has finished, as a person would see it.
   */
  api(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  stop(): Promise<void>;
  /** Resolves once the work routes left running after their answers has finished (requests made without `api`). */
  settled(): Promise<void>;
  /** Another "process" on the same database: its own connection pool (Postgres), line and pipeline. */
  sibling(
    overrides?: CallOverrides,
  ): Promise<{ db: Db; calls: CallServices; close(): Promise<void> }>;
}

export interface TestServerOptions {
  /** PGlite data directory (persistence tests); default: in memory from the snapshot. */
  dataDir?: string;
  clock?: Clock;
  /** Extra environment (as `.env` would give it). */
  env?: Record<string, string>;
  /** Call adapters (a fake Twilio line…). */
  calls?: CallOverrides;
  /** Reuse this Postgres schema (a restart) instead of a fresh one; it is then not dropped. */
  schema?: string;
  /** Keep call audio where the environment says, as `npm start` does (not in the tests' memory). */
  audioFromEnv?: boolean;
}

/** How a test server's connections name themselves to Postgres: its own, so a test can end them. */
export const applicationNameOf = (schema: string) => `daybreak-${schema}`;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const env = loadEnv({
    PORT: '0',
    SCHEDULER: 'off',
    // One warm eSpeak NG worker (~100 MB) per test process, shared by its test servers: enough for
    // the few syntheses a suite makes, instead of one per core.
    SPEECH_WORKERS: '1',
    // The suites script the local line (answer and press 1 unless a test says otherwise); the
    // default, `ask`, waits for a person on the local phone page (tests/server/local-phone.test.ts).
    LOCAL_CALL_OUTCOME: 'confirm',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const schema = databaseUrl
    ? (options.schema ?? `test_${randomBytes(6).toString('hex')}`)
    : undefined;
  const db = await openDb(
    databaseUrl
      ? {
          databaseUrl,
          dataDir: null,
          ...(schema ? { schema, applicationName: applicationNameOf(schema) } : {}),
        }
      : options.dataDir
        ? { databaseUrl: null, dataDir: options.dataDir }
        : {
            databaseUrl: null,
            dataDir: null,
            snapshot: migratedSnapshot(),
          },
  );
  const callOverrides: CallOverrides = {
    print: () => undefined,
    ...(options.audioFromEnv ? {} : { audio: memoryAudioStore() }),
    stepMs: 0,
    listenMs: 0,
    ...(options.clock ? { clock: options.clock } : {}),
    ...options.calls,
  };
  const deps = await createDeps(env, { db, calls: callOverrides });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function api(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...extraHeaders,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    await deps.background.settled();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    checkContract(method, path, response.status, response.headers, parsed);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function signIn(email: string, name = 'Test Person') {
    const response = await fetch(`${url}/auth/v1/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email,
        name,
        redirect_to: `${url}/auth/callback`,
        code_challenge: '',
      }),
    });
    const hash = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
    const token = hash.get('access_token') ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    return { token, userId: payload.sub, refreshToken: hash.get('refresh_token') ?? '' };
  }

  async function newUser(email = `user-${randomBytes(4).toString('hex')}@example.com`) {
    const user = await signIn(email, 'Ada Lovelace');
    const registered = await api('POST', '/api/users/register/', user.token, {
      supabase_uid: user.userId,
      email,
      name: 'Ada Lovelace',
      auth_provider: 'google',
      oauth_credentials: {
        provider_token: 'google-access',
        provider_refresh_token: 'google-refresh',
      },
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    return user;
  }

  return {
    url,
    schema,
    deps,
    signIn,
    newUser,
    api,
    settled: () => deps.background.settled(),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.background.settled();
      await deps.calls.line.settle();
      if (schema && !options.schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
    async sibling(overrides = {}) {
      const own = databaseUrl
        ? await openDb({ databaseUrl, dataDir: null, ...(schema ? { schema } : {}) })
        : db;
      const calls = createCallServices(env, own, deps.sealer, {
        ...callOverrides,
        audio: deps.calls.audio,
        ...overrides,
      });
      return {
        db: own,
        calls,
        close: async () => {
          await calls.line.settle();
          if (own !== db) await own.close();
        },
      };
    },
  };
}

/** The verification code the local line last spoke to `number` (its six digits), or '' if none. */
export async function codeSentTo(server: TestServer, number: string): Promise<string> {
  await server.settled();
  const rows = await server.deps.db.query<{ text: string }>(
    'SELECT text FROM calls WHERE to_number = $1 ORDER BY id DESC LIMIT 1',
    [number],
  );
  return /code is ((?:\d ){5}\d)/.exec(rows[0]?.text ?? '')?.[1]?.replaceAll(' ', '') ?? '';
}
