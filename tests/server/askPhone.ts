/**
 * A test server whose local line waits for a person (LOCAL_CALL_OUTCOME=ask): calls ring on the local
 * phone page's API and each choice is made through it, as a person would.
 */
import { localLine } from '../../server/calls/lines';
import type { Db } from '../../server/db';
import { startTestServer, type TestServer } from './harness';
import type { TestClock } from './pipelineSetup';

/** The line needs the server's database, which exists only once the server does. */
function lateDb(db: () => Db): Db {
  return {
    query: (sql, params) => db().query(sql, params),
    transaction: (fn) => db().transaction(fn),
    exec: (sql) => db().exec(sql),
    close: () => db().close(),
  };
}

/** Starts a test server on `clock` whose calls ring `ringMs` on the local phone page. */
export async function startAskServer(clock: TestClock, ringMs: number): Promise<TestServer> {
  const started: { server?: TestServer } = {};
  const line = localLine(
    lateDb(() => started.server!.deps.db),
    {
      outcomes: ['ask'],
      stepMs: 0,
      ringMs,
      listenMs: ringMs,
      print: () => undefined,
      events: () => started.server!.deps.calls.events,
      now: () => clock.now(),
    },
  );
  started.server = await startTestServer({ clock, calls: { line } });
  return started.server;
}
