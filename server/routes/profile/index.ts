/** GET / PATCH /api/profile/ — the caller's own profile. */
import { Hono } from 'hono';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { findProfile, profileJson, type ProfileRow } from './model';
import { phoneOrFail } from './phone';

/**
 * Where a phone number sent with the profile goes. A verified number stays in force (and keeps
 * receiving calls) while a new one waits in `pending_phone_number` for its verification; sending the
 * verified number back (Cancel) drops the pending one. Without a verified number there is nothing to
 * keep: the new number is stored, unverified.
 */
function phoneChange(current: ProfileRow, phone: string | undefined) {
  const keep = {
    phone_number: current.phone_number,
    phone_verified: current.phone_verified,
    pending_phone_number: current.pending_phone_number,
    mustVerify: false,
  };
  if (phone === undefined) return keep;
  const verified = current.phone_verified && current.phone_number !== '';
  if (phone === current.phone_number) return { ...keep, pending_phone_number: null };
  if (verified) {
    // Clearing a verified number is not a change to verify: it keeps the verified one.
    if (phone === '') return { ...keep, pending_phone_number: null };
    return { ...keep, pending_phone_number: phone, mustVerify: true };
  }
  return {
    phone_number: phone,
    phone_verified: false,
    pending_phone_number: null,
    mustVerify: phone !== '',
  };
}

export function profileRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  api.getProfile(async (c) => {
    const profile = await findProfile(deps.db, c.get('userId'));
    if (!profile) fail(404, 'Profile not found. Please sign in again.');
    return profileJson(profile);
  });

  api.updateProfile(async (c, body) => {
    const userId = c.get('userId');
    // Read and write under the row's lock: two saves at once never undo each other's fields.
    const { row, next } = await deps.db.transaction(async (tx) => {
      const [current] = await tx.query<ProfileRow>(
        'SELECT * FROM profiles WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      if (!current) fail(404, 'Profile not found. Please sign in again.');
      if (body.email !== undefined && body.email !== current.email)
        fail(400, 'Email is managed through your account settings');
      if (body.supabase_uid !== undefined && body.supabase_uid !== userId)
        fail(400, 'supabase_uid cannot be changed');
      if (body.phone_verified !== undefined && body.phone_verified !== current.phone_verified) {
        fail(400, 'phone_verified is set by phone verification');
      }
      // A number written nationally is read in the country of the zone saved with it (or kept). A
      // number stored before the rule was "valid" is not a change: sent back, it is kept, not refused.
      const sent = body.phone_number;
      const phone =
        sent === undefined || sent === current.phone_number || sent === current.pending_phone_number
          ? sent
          : phoneOrFail(sent, body.timezone ?? current.timezone);
      const next = phoneChange(current, phone);
      const [row] = await tx.query<ProfileRow>(
        `UPDATE profiles SET first_name = $2, last_name = $3, phone_number = $4, zip_code = $5, timezone = $6,
           phone_verified = $7, pending_phone_number = $8, language = $9, updated_at = now()
         WHERE user_id = $1 RETURNING *`,
        [
          userId,
          body.first_name ?? current.first_name,
          body.last_name ?? current.last_name,
          next.phone_number,
          body.zip_code ?? current.zip_code,
          body.timezone ?? current.timezone,
          next.phone_verified,
          next.pending_phone_number,
          body.language ?? current.language,
        ],
      );
      return { row, next };
    });
    if (!row) fail(404, 'Profile not found. Please sign in again.');
    const answer = profileJson(row);
    if (next.mustVerify) answer.requires_phone_verification = true;
    return answer;
  });
  return app;
}
