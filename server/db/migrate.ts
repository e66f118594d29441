/** Applies the plain SQL migrations in order, once each, then seeds the block catalogue. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blocks } from '../blocks';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    for (const file of readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      if (applied.has(file)) continue;
      await tx.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
    await seedBlocks(tx);
  });
}

/** Upserts the catalogue of available blocks from the block registry (server/blocks/). */
export async function seedBlocks(db: Db): Promise<void> {
  for (const [position, block] of blocks.entries()) {
    await db.query(
      `INSERT INTO available_blocks (id, name, description, icon, requires_integration, integration_type, default_settings, fields, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET name = $2, description = $3, icon = $4, requires_integration = $5,
         integration_type = $6, default_settings = $7, fields = $8, position = $9`,
      [
        block.id,
        block.name,
        block.description,
        block.icon,
        block.requires_integration,
        block.integration_type,
        JSON.stringify(block.default_settings),
        JSON.stringify(block.fields),
        position,
      ],
    );
  }
}
