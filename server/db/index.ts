/**
 * Postgres everywhere: PGlite in-process (a directory under .data/, or in memory from a snapshot in
 * tests) or a Postgres server through `pg` when DATABASE_URL is set. One small interface for both.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './dirLock';

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
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
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
 * describe, execute, sync), each a separate pass, and parses and plans the statement every time; all
 * of it blocks the event loop. Here a statement is parsed and described once (its parameter types pick
 * PGlite's own serializers), then every call is bind + describe + execute + sync in one pass, with
 * PGlite's own result parsing. Callers serialise access (the Lock below).
 */
function preparedQueries(lite: PGlite) {
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; types: number[] }>();
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
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
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
    const { name, types } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = lite.serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await lite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return (parse.parseResults(messages, lite.parsers)[0]?.rows ?? []) as T[];
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

/** Wraps an open PGlite (tests build snapshots from one). */
export function pgliteDb(lite: PGlite): Db {
  const lock = new Lock();
  const prepared = preparedQueries(lite);
  const direct: Db = {
    query: <T>(sql: string, params: unknown[] = []) => prepared.query<T>(sql, params),
    exec: async (sql) => void (await lite.exec(sql)),
    transaction: (fn) => fn(direct),
    close: () => lite.close(),
  };
  return {
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction: (fn) =>
      lock.run(async () => {
        await lite.exec('BEGIN');
        try {
          const result = await fn(direct);
          await lite.exec('COMMIT');
          return result;
        } catch (error) {
          await lite.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => lock.run(() => lite.close()),
  };
}

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
  if (!options.dataDir) {
    const lite = await PGlite.create(options.snapshot ? { loadDataDir: options.snapshot } : {});
    return pgliteDb(lite);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDataDir(options.dataDir);
  try {
    const db = pgliteDb(await PGlite.create(options.dataDir));
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}
