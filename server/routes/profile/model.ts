import type { Profile } from '../../../src/core/types';
import type { Db } from '../../db';

export interface ProfileRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  phone_verified: boolean;
  pending_phone_number: string | null;
  zip_code: string;
  timezone: Profile['timezone'];
  language: Profile['language'];
}

export const profileJson = (row: ProfileRow): Profile => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone_number: row.phone_number,
  phone_verified: row.phone_verified,
  pending_phone_number: row.pending_phone_number,
  zip_code: row.zip_code,
  timezone: row.timezone,
  language: row.language,
  supabase_uid: row.user_id,
});

/** The columns a ProfileRow holds (not the stored provider tokens, nor the timestamps nobody reads). */
export const PROFILE_COLUMNS =
  'user_id, email, first_name, last_name, phone_number, phone_verified, pending_phone_number, zip_code, timezone, language';

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE user_id = $1`,
    [userId],
  );
  return row ?? null;
}
