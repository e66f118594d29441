/**
 * Postgres everywhere: PGlite in-process (a directory under .data/, or in memory from a snapshot in
 * tests) or a Postgres server through `pg` when DATABASE_URL is set. One small interface for both.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './dirLock';
import { pgliteWorker } from './pgliteClient';

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: all of it is written, or none of it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite has a single connection: one lock keeps a transaction's queries from interleaving with others. */
class Lock {
  private tail: Promise<void> = Promise.resolve();
  /** Units queued or running. */
  private pending = 0;
  run<T>(fn: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => void this.pending--,
      () => void this.pending--,
    );
    return result;
  }
  get idle(): boolean {
    return this.pending === 0;
  }
}

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
 * Postgres itself writes and flushes the data directory. Callers serialise access (the Lock below).
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

/** One PGlite connection, used through `serialised` below. */
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

/**
 * A Db on a single connection: one lock keeps a transaction's statements from interleaving with
 * others; a transaction holds the lock from BEGIN to COMMIT or ROLLBACK. On an ordered session a
 * statement outside a transaction, with no transaction open or waiting, is sent at once: it runs after
 * everything sent before it and before any transaction that starts after it.
 */
function serialised(session: Session): Db {
  const lock = new Lock();
  const direct: Db = {
    query: <T>(sql: string, params: unknown[] = []) => session.query<T>(sql, params),
    exec: (sql) => session.exec(sql),
    transaction: (fn) => fn(direct),
    close: () => session.close(),
  };
  const locked = <T>(fn: () => Promise<T>) => (session.ordered && lock.idle ? fn() : lock.run(fn));
  return {
    query: (sql, params) => locked(() => direct.query(sql, params)),
    exec: (sql) => locked(() => direct.exec(sql)),
    transaction: (fn) =>
      lock.run(async () => {
        await session.exec('BEGIN');
        try {
          const result = await fn(direct);
          await session.exec('COMMIT');
          return result;
        } catch (error) {
          await session.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => lock.run(() => session.close()),
  };
}

/** Wraps an open PGlite in this thread (the test setup builds its snapshot from one). */
export const pgliteDb = (lite: PGlite): Db => serialised(pgliteSession(lite));

/**
 * Names for the first statements seen: `pg` prepares a named statement once per connection and then
 * only binds and executes it (no parse and plan per request). Bounded, since pg keeps every name it
 * prepared for the connection's life; statements past the bound run unnamed, as before.
 */
function statementNames(max = PREPARED_STATEMENTS_MAX) {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `daybreak_${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return name;
  };
}

function pgDb(pool: pg.Pool): Db {
  const nameFor = statementNames();
  const on = (client: pg.Pool | pg.PoolClient): Db => ({
    query: async <T>(sql: string, params: unknown[] = []) => {
      const name = nameFor(sql);
      try {
        const result = name
          ? await client.query({ name, text: sql, values: params })
          : await client.query(sql, params);
        return result.rows as T[];
      } catch (error) {
        // A table's columns changed under a statement this connection kept: run it unprepared.
        if (!name || client !== pool || (error as { code?: unknown }).code !== '0A000') throw error;
        return (await client.query(sql, params)).rows as T[];
      }
    },
    exec: async (sql) => void (await client.query(sql)),
    transaction: async (fn) => {
      if (client !== pool) return fn(on(client));
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(on(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  });
  return on(pool);
}

export interface DbOptions {
  databaseUrl: string | null;
  /** PGlite data directory (null: in memory). */
  dataDir: string | null;
  /** PGlite snapshot to start from (tests). */
  snapshot?: Blob | File;
  /** Postgres schema to use (tests isolate runs by schema). */
  schema?: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    if (options.schema) {
      // Create the schema first, then have every pooled connection start inside it (no race with the first query).
      const setup = new pg.Client({ connectionString: options.databaseUrl });
      await setup.connect();
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return pgDb(pool);
  }
  // PGlite runs in a worker thread: its engine's work (WebAssembly, protocol encoding) would
  // otherwise block the event loop every request waits on.
  if (!options.dataDir)
    return serialised(await pgliteWorker({ dataDir: null, snapshot: options.snapshot ?? null }));
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDataDir(options.dataDir);
  try {
    const db = serialised(await pgliteWorker({ dataDir: options.dataDir, snapshot: null }));
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}
