/**
 * Issue 13: queries run as named prepared statements (PGlite: one pass through the engine per call;
 * pg: `{name, text, values}`). They must mean exactly what the unprepared queries meant: every value
 * type round-trips, an error leaves the connection usable, a table whose columns change is read
 * whole, and more statements than the cache keeps still run. On PGlite, or on the Postgres server
 * named by DATABASE_URL (a schema of its own).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, PREPARED_STATEMENTS_MAX, type Db } from '../../server/db';

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
          snapshot: new Blob([readFileSync('.test-results/pglite-snapshot.tar.gz')]),
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
