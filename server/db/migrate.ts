/**
 * Applies the SQL migrations and the data migrations (./dataMigrations.ts) in name order, once each,
 * then seeds the block catalogue's ids.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blocks } from '../blocks';
import { dataMigrations } from './dataMigrations';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Every migration's name, SQL files and data migrations together, in the order they apply. */
export function migrationNames(): string[] {
  return [
    ...readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')),
    ...dataMigrations.map((m) => m.name),
  ].sort();
}

/**
 * Safe for any number of processes starting at once: the whole upgrade is one transaction holding an
 * advisory lock for this schema, so one process migrates while the others wait, then find it done.
 */
export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      "SELECT pg_advisory_xact_lock(hashtextextended('daybreak:migrate:' || current_schema(), 0))",
    );
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const data = new Map(dataMigrations.map((m) => [m.name, m]));
    for (const name of migrationNames()) {
      if (applied.has(name)) continue;
      const step = data.get(name);
      if (step) await step.run(tx);
      else await tx.exec(readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    await seedBlocks(tx);
  });
}

/**
 * Adds the id of every block in the registry (server/blocks/) to `available_blocks`, the table
 * `user_blocks.block_id` references (the ids alone: the catalogue is served from the registry).
 */
export async function seedBlocks(db: Db): Promise<void> {
  await db.query(
    'INSERT INTO available_blocks (id) SELECT unnest($1::text[]) ON CONFLICT (id) DO NOTHING',
    [blocks.map((block) => block.id)],
  );
}
