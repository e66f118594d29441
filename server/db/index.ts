/**
 * Postgres everywhere: PGlite in a worker thread of this process (a directory under .data/, or in
 * memory from a snapshot in tests) or a Postgres server through `pg` when DATABASE_URL is set. One
 * small interface for both.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './dirLock';
import { pgliteWorker } from './pgliteClient';
import { PREPARED_STATEMENTS_MAX, pgliteSession, type Session } from './pgliteSession';

export { PREPARED_STATEMENTS_MAX };

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
      // A connection lost mid-transaction (Postgres restarted, the backend terminated) fails the
      // transaction's statement and is then thrown away, not handed to the next caller; without a
      // listener its 'error' event would end the process.
      let lost: Error | undefined;
      const onLost = (error: Error) => void (lost ??= error);
      conn.on('error', onLost);
      try {
        await conn.query('BEGIN');
        const result = await fn(on(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        if (!lost) await conn.query('ROLLBACK').catch((e: Error) => onLost(e));
        throw error;
      } finally {
        conn.removeListener('error', onLost);
        conn.release(lost);
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
  /** How the pool's connections name themselves to Postgres (`pg_stat_activity.application_name`). */
  applicationName?: string;
}

/**
 * Whether an error says the database is away for now (its connection ended, it is starting or
 * shutting down, it refuses connections), not that the statement was wrong: such a request may simply
 * be tried again.
 */
export function isDatabaseAway(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string')
    return (
      code.startsWith('08') ||
      code.startsWith('57P') ||
      ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)
    );
  return (
    typeof message === 'string' &&
    /^Connection terminated|Client has encountered a connection error/.test(message)
  );
}

/** The name every Daybreak connection gives Postgres, so an operator can tell them apart. */
export const APPLICATION_NAME = 'daybreak';

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    if (options.schema) {
      // Create the schema first, then have every pooled connection start inside it (no race with the first query).
      const setup = new pg.Client({ connectionString: options.databaseUrl });
      await setup.connect();
      // Under a lock: IF NOT EXISTS alone still races (a duplicate pg_namespace key) between processes.
      await setup.query('BEGIN');
      await setup.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `daybreak:schema:${options.schema}`,
      ]);
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      await setup.query('COMMIT');
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      application_name: options.applicationName ?? APPLICATION_NAME,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection Postgres ended (a restart, a failover, a pooler's idle timeout) is dropped
    // by the pool and replaced on the next query; unheard, its 'error' event would end the process.
    pool.on('error', (error) =>
      console.warn(
        `[db] a pooled connection was lost (${error.message}); the next query opens another`,
      ),
    );
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
