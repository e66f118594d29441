-- The block catalogue is served from its folders (server/blocks/), never from this table: the table
-- is only what `user_blocks.block_id` references, so the database refuses a routine entry for a block
-- that does not exist. Its other columns were written at every start and read by nothing: only the
-- ids remain (seedBlocks, server/db/migrate.ts).
ALTER TABLE available_blocks
  DROP COLUMN name,
  DROP COLUMN description,
  DROP COLUMN icon,
  DROP COLUMN requires_integration,
  DROP COLUMN integration_type,
  DROP COLUMN default_settings,
  DROP COLUMN fields,
  DROP COLUMN position;
