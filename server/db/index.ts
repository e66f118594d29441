/**
 * Postgres everywhere: PGlite in-process (a directory under .data/, or in memory from a snapshot in
 * tests) or a Postgres server through `pg` when DATABASE_URL is set. One small interface for both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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

/** Wraps an open PGlite (tests build snapshots from one). */
export function pgliteDb(lite: PGlite): Db {
  const lock = new Lock();
  const direct: Db = {
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await lite.query<T>(sql, params)).rows,
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

function pgDb(pool: pg.Pool): Db {
  const on = (client: pg.Pool | pg.PoolClient): Db => ({
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
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
