/** Upgrading a database: routines damaged by the old races, and the block catalogue's table. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../server/blocks';
import { migrate } from '../../server/db/migrate';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('migration 002', () => {
  it('renumbers duplicate positions, then the database refuses new duplicates', async () => {
    const { db } = server.deps;
    const { userId } = await server.newUser();
    // The database as it was before 002, with positions 0,1,1,1,4 left by concurrent adds.
    await db.exec('ALTER TABLE user_blocks DROP CONSTRAINT user_blocks_user_position');
    await db.query("DELETE FROM schema_migrations WHERE name = '002_routine_positions.sql'");
    for (const position of [0, 1, 1, 1, 4])
      await db.query(
        "INSERT INTO user_blocks (user_id, block_id, position) VALUES ($1, 'horoscope', $2)",
        [userId, position],
      );
    await migrate(db);
    const rows = await db.query<{ position: number }>(
      'SELECT position FROM user_blocks WHERE user_id = $1 ORDER BY position',
      [userId],
    );
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    await expect(
      db.query(
        "INSERT INTO user_blocks (user_id, block_id, position) VALUES ($1, 'horoscope', 0)",
        [userId],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('migration 011', () => {
  it('keeps only the ids of the block catalogue, which every start seeds from the registry', async () => {
    const { db } = server.deps;
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'available_blocks' ORDER BY column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id']);

    // A block folder's id missing from the table is back after the next start's migrate.
    const id = blocks[0]!.id;
    await db.query('DELETE FROM user_blocks WHERE block_id = $1', [id]);
    await db.query('DELETE FROM available_blocks WHERE id = $1', [id]);
    await migrate(db);
    await migrate(db);
    const ids = await db.query<{ id: string }>('SELECT id FROM available_blocks');
    expect(ids.map((r) => r.id).sort()).toEqual(blocks.map((b) => b.id).sort());
  });
});
