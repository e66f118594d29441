/**
 * Migrations that need more than SQL, applied by `migrate` in name order among the SQL files (and
 * recorded in `schema_migrations` the same way). Each runs inside the one upgrade transaction.
 */
import { zipPlace } from '../providers/gazetteer';
import type { Db } from './index';

export interface DataMigration {
  name: string;
  run(tx: Db): Promise<void>;
}

export const dataMigrations: readonly DataMigration[] = [
  {
    // The Weather block's US-only `zip_code` becomes a `place` (the gazetteer's, offline: no
    // provider needed to upgrade). A zip code it does not know stays, without a place: the block
    // then says so in the routine and in the call (server/blocks/weather/speak.ts `noPlaceWords`).
    name: '020_weather_places',
    async run(tx) {
      const rows = await tx.query<{ id: number; zip: string }>(
        `SELECT id, settings->>'zip_code' AS zip FROM user_blocks
          WHERE block_id = 'weather' AND settings ? 'zip_code' AND NOT settings ? 'place'`,
      );
      const placed = rows.flatMap(({ id, zip }) => {
        const place = zipPlace(zip.trim());
        return place ? [{ id, place: JSON.stringify(place) }] : [];
      });
      if (!placed.length) return;
      await tx.query(
        `UPDATE user_blocks u SET settings = (u.settings - 'zip_code') || jsonb_build_object('place', v.place::jsonb)
           FROM unnest($1::int[], $2::text[]) AS v(id, place) WHERE u.id = v.id`,
        [placed.map((p) => p.id), placed.map((p) => p.place)],
      );
    },
  },
];
