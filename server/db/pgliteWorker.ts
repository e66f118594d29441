/**
 * The embedded database's own thread: opens PGlite (a data directory, a snapshot, or memory) and runs
 * the statements `pgliteClient` sends, one at a time in the order sent. A transaction is BEGIN, its
 * statements and COMMIT/ROLLBACK sent in turn by the one caller holding the client's lock.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSession } from './pgliteSession';
import type { Reply, Request, WorkerError, WorkerOptions } from './pgliteClient';

const port = parentPort;
if (!port) throw new Error('pgliteWorker runs as a worker thread');
const { dataDir, snapshot, engine } = workerData as WorkerOptions;

/** A Postgres error's fields (code, detail, constraint…) survive the trip; an Error's own would not. */
const describe = (error: unknown): WorkerError =>
  error instanceof Error
    ? { ...(error as unknown as Record<string, unknown>), message: error.message, name: error.name }
    : { message: String(error), name: 'Error' };

try {
  const lite = await PGlite.create(dataDir ?? undefined, {
    ...(engine ?? {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const session = pgliteSession(lite);
  let tail = Promise.resolve();
  port.on('message', (request: Request) => {
    tail = tail.then(async () => {
      try {
        if (request.op === 'query')
          port.postMessage({
            id: request.id,
            rows: await session.query(request.sql, request.params),
          });
        else if (request.op === 'exec') {
          await session.exec(request.sql);
          port.postMessage({ id: request.id });
        } else {
          await session.close();
          port.postMessage({ id: request.id });
          port.close();
        }
      } catch (error) {
        port.postMessage({ id: request.id, error: describe(error) } satisfies Reply);
      }
    });
  });
  port.postMessage({ id: 0 } satisfies Reply);
} catch (error) {
  port.postMessage({ id: 0, error: describe(error) } satisfies Reply);
}
