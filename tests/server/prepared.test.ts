/**
 * Issue 13: queries run as named prepared statements (PGlite: one pass through the engine per call;
 * pg: `{name, text, values}`). They must mean exactly what the unprepared queries meant: every value
 * type round-trips, an error leaves the connection usable, a table whose columns change is read
 * whole, and more statements than the cache keeps still run. On PGlite, or on the Postgres server
 * named by DATABASE_URL (a schema of its own).
 */
import { randomBytes } from 'node:crypto';
import { migratedSnapshot } from './harness';
import { openDb, PREPARED_STATEMENTS_MAX, type Db } from '../../server/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const databaseUrl = process.env.DATABASE_URL ?? null;
const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
let db: Db;

beforeAll(async () => {
  db = await openDb(
    databaseUrl
      ? { databaseUrl, dataDir: null, ...(schema ? { schema } : {}) }
      : {
          databaseUrl: null,
          dataDir: null,
          snapshot: migratedSnapshot(),
        },
  );
  await db.exec(
    `CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, at timestamptz,
       tags text[] NOT NULL DEFAULT '{}', data jsonb, ok boolean, n integer)`,
  );
});
afterAll(async () => {
  if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
});

describe('prepared statements', () => {
  it('round-trip every value type the app sends, the same on each call', async () => {
    const at = new Date('2026-03-08T07:30:00.000Z');
    const insert =
      'INSERT INTO things (name, at, tags, data, ok, n) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
    for (const [i, name] of ['a', 'b', 'c'].entries()) {
      const [row] = await db.query(insert, [
        name,
        at,
        ['x', 'y,z'],
        JSON.stringify({ k: [i, null] }),
        i % 2 === 0,
        i === 2 ? null : i,
      ]);
      expect(row).toMatchObject({
        name,
        at,
        tags: ['x', 'y,z'],
        data: { k: [i, null] },
        ok: i % 2 === 0,
        n: i === 2 ? null : i,
      });
    }
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM things WHERE name = ANY($1::text[]) AND at = $2 ORDER BY name',
      [['a', 'c', 'nope'], at],
    );
    expect(rows.map((r) => r.name)).toEqual(['a', 'c']);
  });

  it('an error keeps its Postgres code and leaves the connection usable, in and out of a transaction', async () => {
    const insert = 'INSERT INTO things (name) VALUES ($1)';
    await db.query(insert, ['dup']);
    await expect(db.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, ['in-tx']);
        await tx.query(insert, ['dup']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // The failed transaction wrote nothing; the next statements run.
    expect(await db.query('SELECT 1 FROM things WHERE name = $1', ['in-tx'])).toEqual([]);
    expect(await db.query<{ n: number }>('SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    await expect(db.query('SELECT nonsense FROM things WHERE id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect(await db.query('SELECT name FROM things WHERE name = $1', ['dup'])).toEqual([
      { name: 'dup' },
    ]);
  });

  it('a kept statement reads a table whole after its columns change', async () => {
    const read = 'SELECT * FROM things WHERE name = $1';
    const [before] = await db.query(read, ['a']);
    expect(before).not.toHaveProperty('extra');
    await db.exec("ALTER TABLE things ADD COLUMN extra text NOT NULL DEFAULT 'new'");
    const [after] = await db.query(read, ['a']);
    expect(after).toMatchObject({ name: 'a', extra: 'new' });
  });

  it('more distinct statements than the cache keeps all run, and the first ones still do', async () => {
    const count = PREPARED_STATEMENTS_MAX + 20;
    for (let i = 0; i < count; i++) {
      const [row] = await db.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]);
      expect(row?.n).toBe(1 + i);
    }
    const [first] = await db.query<{ n: number }>('SELECT $1::int + 0 AS n', [5]);
    expect(first?.n).toBe(5);
  });
});

describe('statements from many callers at once', () => {
  it('a statement sent while a transaction is open is not part of it', async () => {
    await db.exec("DELETE FROM things WHERE name IN ('in-tx2', 'outside')");
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inside = () => undefined as void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (name) VALUES ($1)', ['in-tx2']);
      inside();
      await gate;
      throw new Error('roll it back');
    });
    await opened;
    // Sent while the transaction is open: it may not run inside it (and be rolled back with it).
    const outside = db.query('INSERT INTO things (name) VALUES ($1) RETURNING name', ['outside']);
    release();
    await expect(rolledBack).rejects.toThrow('roll it back');
    expect(await outside).toEqual([{ name: 'outside' }]);
    expect(
      await db.query('SELECT name FROM things WHERE name = ANY($1::text[])', [
        ['in-tx2', 'outside'],
      ]),
    ).toEqual([{ name: 'outside' }]);
  });

  it.runIf(!databaseUrl)(
    'on PGlite’s one connection, statements sent back to back run in the order sent',
    async () => {
      await db.exec("DELETE FROM things WHERE name LIKE 'order-%'");
      const sent = Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? db.query('INSERT INTO things (name) VALUES ($1)', [`order-${i}`])
          : db.query<{ n: number | string }>(
              "SELECT count(*) AS n FROM things WHERE name LIKE 'order-%'",
            ),
      );
      const counts = (await Promise.all(sent)).flatMap((rows, i) =>
        i % 2 === 1 ? [Number((rows[0] as { n: number | string }).n)] : [],
      );
      // Each count sees exactly the inserts sent before it.
      expect(counts).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    },
  );

  it.runIf(!databaseUrl)(
    'PGlite runs off the event loop: a timer fires while a long statement is under way',
    async () => {
      const order: string[] = [];
      const statement = db.query('SELECT pg_sleep(0.4)').then(() => void order.push('statement'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('timer');
      await statement;
      // In the event loop's own thread, the statement would hold it until it answered.
      expect(order).toEqual(['timer', 'statement']);
    },
  );

  it.runIf(!databaseUrl)(
    'a value that cannot reach PGlite’s thread fails its statement alone, clearly',
    async () => {
      await expect(db.query('SELECT $1::text AS t', [() => 'x'])).rejects.toThrow(
        'A value of this statement cannot be sent to the database',
      );
      expect(await db.query('SELECT $1::text AS t', ['ok'])).toEqual([{ t: 'ok' }]);
    },
  );

  it('after close, a statement fails at once with a clear error', async () => {
    const own = await openDb(
      databaseUrl
        ? { databaseUrl, dataDir: null }
        : {
            databaseUrl: null,
            dataDir: null,
            snapshot: migratedSnapshot(),
          },
    );
    expect(await own.query<{ n: number }>('SELECT $1::int AS n', [1])).toEqual([{ n: 1 }]);
    await own.close();
    await expect(own.query('SELECT 1')).rejects.toThrow(/closed|end on the pool/);
  });
});
