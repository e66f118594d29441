/**
 * One PGlite connection as a `Session`: named prepared statements, plain SQL for `exec`. It runs
 * wherever PGlite is open: in the database's worker thread (`pgliteWorker.ts`), or in this thread
 * for the test setup's snapshot. Nothing here imports the Postgres server's driver.
 */
import type { PGlite } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Statements kept prepared per connection; the least recently used is closed beyond this. */
export const PREPARED_STATEMENTS_MAX = 256;

/**
 * Runs parameterised queries on PGlite as named prepared statements, each call one pass through the
 * WebAssembly engine. `PGlite.query` sends each query as six protocol steps (parse, describe, bind,
 * describe, execute, sync), each a separate pass, and parses and plans the statement every time. Here a
 * statement is parsed and described once (its parameter types pick PGlite's own serializers; its row
 * description names the columns), then every call is bind + execute + sync in one pass, its rows read
 * by PGlite's own result parsing with the kept description. No call asks PGlite to sync its file
 * system: on Node (a data directory, or memory) that is a no-op behind a lock, paid per statement;
 * Postgres itself writes and flushes the data directory. Callers serialise access (`serialised` in
 * index.ts).
 */
function preparedQueries(lite: PGlite) {
  const { serialize } = protocol;
  type Described = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
  const statements = new Map<string, { name: string; types: number[]; columns: Described[] }>();
  const executeAndSync = concat([serialize.execute({}), serialize.sync()]);
  let counter = 0;

  async function prepare(sql: string) {
    const name = `daybreak_${++counter}`;
    const { messages } = await lite.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      columns: messages.filter((message) => message.name === 'rowDescription'),
    };
    if (statements.size >= PREPARED_STATEMENTS_MAX) {
      const [oldestSql, oldest] = statements.entries().next().value ?? [];
      if (oldestSql !== undefined && oldest) {
        statements.delete(oldestSql);
        await lite.execProtocol(
          concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
          { syncToFs: false },
        );
      }
    }
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(sql: string, params: unknown[]): Promise<T[]> {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql); // most recently used last
      statements.set(sql, statement);
    } else statement = await prepare(sql);
    const { name, types, columns } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = lite.serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await lite.execProtocol(
      concat([serialize.bind({ statement: name, values }), executeAndSync]),
      { syncToFs: false },
    );
    return (parse.parseResults([...columns, ...messages], lite.parsers)[0]?.rows ?? []) as T[];
  }

  return {
    async query<T>(sql: string, params: unknown[]): Promise<T[]> {
      try {
        return await run<T>(sql, params);
      } catch (error) {
        // A table's columns changed under a kept statement (`SELECT *` after a migration): prepare it again.
        if ((error as { code?: unknown }).code !== '0A000' || !statements.has(sql)) throw error;
        const stale = statements.get(sql);
        statements.delete(sql);
        if (stale)
          await lite.execProtocol(
            concat([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]),
            { syncToFs: false },
          );
        return run<T>(sql, params);
      }
    },
  };
}

/** One PGlite connection, used through `serialised` (index.ts). */
export interface Session {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Statements run one at a time in the order they were called, whether or not the previous one has
   * answered (a worker's message queue): a statement outside a transaction need not wait for the
   * answer to the one before it.
   */
  ordered?: boolean;
}

/** Runs on an open PGlite in this thread: prepared statements, plain SQL for `exec`. */
export function pgliteSession(lite: PGlite): Session {
  const prepared = preparedQueries(lite);
  return {
    query: (sql, params) => prepared.query(sql, params),
    exec: async (sql) => void (await lite.exec(sql)),
    close: () => lite.close(),
  };
}
