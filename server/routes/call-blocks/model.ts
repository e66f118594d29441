import type { AvailableBlock, BlockField, BlockSettings, UserBlock } from '../../../src/core/types';
import type { Db } from '../../db';

export interface AvailableRow {
  id: string;
  name: string;
  description: string;
  icon: string;
  requires_integration: boolean;
  integration_type: string | null;
  default_settings: BlockSettings;
  fields: BlockField[];
}

interface UserBlockRow {
  id: number;
  block_id: string;
  settings: BlockSettings;
  position: number;
  is_enabled: boolean;
}

export const availableJson = (row: AvailableRow): AvailableBlock => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  requires_integration: row.requires_integration,
  integration_type: row.integration_type,
  required_integration: row.integration_type,
  default_settings: row.default_settings,
});

export async function availableBlocks(db: Db): Promise<AvailableRow[]> {
  return db.query<AvailableRow>('SELECT * FROM available_blocks ORDER BY position');
}

export async function availableBlock(db: Db, id: string): Promise<AvailableRow | null> {
  const [row] = await db.query<AvailableRow>('SELECT * FROM available_blocks WHERE id = $1', [id]);
  return row ?? null;
}

/** The caller's routine, in order, with each block's details. */
export async function userBlocks(db: Db, userId: string): Promise<UserBlock[]> {
  const rows = await db.query<UserBlockRow>(
    'SELECT id, block_id, settings, position, is_enabled FROM user_blocks WHERE user_id = $1 ORDER BY position',
    [userId],
  );
  const catalogue = new Map((await availableBlocks(db)).map((b) => [b.id, b]));
  return rows.flatMap((row) => {
    const block = catalogue.get(row.block_id);
    if (!block) return [];
    const details = availableJson(block);
    return [
      {
        id: row.id,
        block: block.id,
        block_details: details,
        name: block.name,
        description: block.description,
        icon: block.icon,
        settings: row.settings,
        order: row.position,
        is_enabled: row.is_enabled,
        required_integration: block.integration_type,
      },
    ];
  });
}

export async function ownedBlock(db: Db, userId: string, id: number) {
  const [row] = await db.query<UserBlockRow>(
    'SELECT id, block_id, settings, position, is_enabled FROM user_blocks WHERE user_id = $1 AND id = $2',
    [userId, id],
  );
  return row ?? null;
}
