/**
 * PGlite in a worker thread (`pgliteWorker.ts`), seen as a `Session`: each statement is a message, its
 * rows (or its Postgres error, code and all) the answer. The thread holds the process open only while
 * a statement is under way; it stops with `close()`, or fails every waiting statement if it dies.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { errorText } from '../errorText';
import type { Session } from './pgliteSession';

export interface WorkerOptions {
  /** A data directory, or null for memory. */
  dataDir: string | null;
  /** A `dumpDataDir` tarball to start from (tests). */
  snapshot: Blob | File | null;
  /** PGlite's engine, compiled once per process and shared by its threads (see `engine()`). */
  engine?: Engine | null;
}

/** PGlite's WebAssembly modules and file-system bundle, as its `create` options take them. */
export interface Engine {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let compiled: Promise<Engine | null> | null = null;
/**
 * PGlite's engine compiled once in this process: each database thread would otherwise read and
 * compile 9 MB of WebAssembly again (about half of opening one; a test run opens dozens). A compiled
 * module crosses to a worker thread without copying. If the package's files are not where they are
 * expected, null: each thread loads its own, as PGlite does by itself.
 */
function engine(): Promise<Engine | null> {
  compiled ??= (async () => {
    try {
      const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [pglite, initdb, bundle] = await Promise.all(
        ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) =>
          readFile(path.join(dist, file)),
        ),
      );
      return {
        pgliteWasmModule: await WebAssembly.compile(pglite!),
        initdbWasmModule: await WebAssembly.compile(initdb!),
        fsBundle: new Blob([bundle!]),
      };
    } catch {
      return null;
    }
  })();
  return compiled;
}

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

export interface WorkerError {
  message: string;
  name: string;
  [field: string]: unknown;
}

export interface Reply {
  id: number;
  rows?: unknown[];
  error?: WorkerError;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const revive = (error: WorkerError): Error => Object.assign(new Error(error.message), error);

/** A JavaScript entry that loads the TypeScript worker through tsx, whatever started this process. */
const script = new URL('./pgliteWorker.mjs', import.meta.url);

export async function pgliteWorker(options: WorkerOptions): Promise<Session> {
  const worker = new Worker(script, {
    workerData: { ...options, engine: await engine() } satisfies WorkerOptions,
  });
  const waiting = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | null = null;

  const started = new Promise<void>((resolve, reject) => {
    waiting.set(0, {
      resolve: (reply) => (reply.error ? reject(revive(reply.error)) : resolve()),
      reject,
    });
  });
  worker.on('message', (reply: Reply) => {
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    caller?.resolve(reply);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const caller of waiting.values()) caller.reject(stopped);
    waiting.clear();
  };
  worker.on('error', (error) => {
    console.error('[db] the embedded database stopped:', error.message);
    stop(new Error(`The embedded database stopped: ${error.message}`));
  });
  worker.on('messageerror', (error) => {
    console.error('[db] an answer from the embedded database could not be read:', error.message);
    stop(new Error(`The embedded database stopped: ${error.message}`));
    void worker.terminate();
  });
  worker.on('exit', () => stop(new Error('The embedded database is closed')));

  const send = (request: DistributiveOmit<Request, 'id'>): Promise<Reply> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A value that cannot cross to the thread (a function, say): this statement fails, alone.
        reject(
          new Error(
            `A value of this statement cannot be sent to the database: ${errorText(error)}`,
          ),
        );
        return;
      }
      waiting.set(id, { resolve, reject });
      worker.ref();
    }).then((reply) => {
      if (reply.error) throw revive(reply.error);
      return reply;
    });
  };

  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();
  return {
    ordered: true,
    query: async <T>(sql: string, params: unknown[]) =>
      ((await send({ op: 'query', sql, params })).rows ?? []) as T[],
    exec: async (sql) => void (await send({ op: 'exec', sql })),
    close: async () => {
      if (stopped) return;
      try {
        await send({ op: 'close' });
      } finally {
        // Stopped even if PGlite's own close failed: the data directory's lock is released next.
        await worker.terminate();
      }
    },
  };
}
