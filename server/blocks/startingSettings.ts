/**
 * What a new block starts with for this user, beyond its fields' own defaults: every `place` field at
 * the user's own place — their profile's zip code when it is a US one the gazetteer knows, else the
 * main city of their time zone — and whatever the block derives from that place (the Weather block's
 * units: °C and km/h unless the country reads °F).
 */
import type { Place } from '../../src/core/places';
import { zonePlace } from '../../src/core/zonePlaces';
import type { BlockSettings } from '../../src/core/types';
import type { Db } from '../db';
import { zipPlace } from '../providers/gazetteer';
import type { RegisteredBlock } from './index';

/** The user's own place: their zip code's, or their time zone's main city. */
export async function homePlace(db: Db, userId: string): Promise<Place> {
  // The profile's zone: where the user lives (the schedule's may differ while they travel).
  const [row] = await db.query<{ zip_code: string | null; timezone: string | null }>(
    'SELECT zip_code, timezone FROM profiles WHERE user_id = $1',
    [userId],
  );
  return (row?.zip_code && zipPlace(row.zip_code)) || zonePlace(row?.timezone);
}

export async function startingSettings(
  db: Db,
  userId: string,
  block: RegisteredBlock,
): Promise<BlockSettings> {
  if (!block.fields.some((field) => field.type === 'place')) return {};
  const home = await homePlace(db, userId);
  const settings: BlockSettings = { ...block.startsAt?.(home) };
  for (const field of block.fields) if (field.type === 'place') settings[field.key] = home;
  return settings;
}
