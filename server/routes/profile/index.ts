/** GET / PATCH /api/profile/ — the caller's own profile. */
import { Hono } from 'hono';
import profileSchema from '../../../schemas/profile.schema.json';
import type { ProfileUpdate } from '../../../src/api/types';
import { requireUser, type AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail, readBody } from '../../http';
import { findProfile, profileJson, type ProfileRow } from './model';

/** The whole profile object may be sent back; nothing is required, unknown fields are refused. */
const updateSchema = { ...profileSchema, $id: 'profile-update', required: [] };

export function profileRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('/api/profile/', requireUser(deps.auth));

  app.get('/api/profile/', async (c) => {
    const profile = await findProfile(deps.db, c.get('userId'));
    if (!profile) fail(404, 'Profile not found. Please sign in again.');
    return c.json(profileJson(profile));
  });

  app.patch('/api/profile/', async (c) => {
    const body = await readBody<ProfileUpdate>(c, updateSchema);
    const userId = c.get('userId');
    // Read and write under the row's lock: two saves at once never undo each other's fields.
    const { row, phoneChanged, phone } = await deps.db.transaction(async (tx) => {
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
      const phone = body.phone_number ?? current.phone_number;
      const phoneChanged = phone !== current.phone_number;
      const [row] = await tx.query<ProfileRow>(
        `UPDATE profiles SET first_name = $2, last_name = $3, phone_number = $4, zip_code = $5, timezone = $6,
           phone_verified = $7, updated_at = now() WHERE user_id = $1 RETURNING *`,
        [
          userId,
          body.first_name ?? current.first_name,
          body.last_name ?? current.last_name,
          phone,
          body.zip_code ?? current.zip_code,
          body.timezone ?? current.timezone,
          phoneChanged ? false : current.phone_verified,
        ],
      );
      return { row, phoneChanged, phone };
    });
    if (!row) fail(404, 'Profile not found. Please sign in again.');
    const answer = profileJson(row);
    return c.json(
      phoneChanged && phone ? { ...answer, requires_phone_verification: true } : answer,
    );
  });
  return app;
}
