import type { AvailableBlock, BlockSettings, UserBlock } from '../../../src/core/types';
import { blockById, blocks, type RegisteredBlock } from '../../blocks';
import type { Db } from '../../db';

/** A catalogue block as the routes use it (the registry's entry). */
export type AvailableRow = RegisteredBlock;

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
  ...(row.languages ? { languages: row.languages } : {}),
  ...(row.language_note ? { language_note: row.language_note } : {}),
  ...(row.credit ? { credit: row.credit } : {}),
});

/** A catalogue entry as the catalogue lists it: with its fields, which a routine entry's summary reads. */
export const catalogueJson = (row: AvailableRow): AvailableBlock => ({
  ...availableJson(row),
  fields: row.fields,
});

/** The catalogue, served from memory: it is static for the life of the process. */
export const availableBlocks = (): readonly AvailableRow[] => blocks;
export const availableBlock = (id: string): AvailableRow | null => blockById(id);

const details = new Map(blocks.map((b) => [b.id, availableJson(b)]));

/** The caller's routine, in order, with each block's details. */
export async function userBlocks(db: Db, userId: string): Promise<UserBlock[]> {
  const rows = await db.query<UserBlockRow>(
    'SELECT id, block_id, settings, position, is_enabled FROM user_blocks WHERE user_id = $1 ORDER BY position',
    [userId],
  );
  return rows.flatMap((row) => {
    const block = blockById(row.block_id);
    const blockDetails = details.get(row.block_id);
    if (!block || !blockDetails) return [];
    return [
      {
        id: row.id,
        block: block.id,
        block_details: blockDetails,
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
