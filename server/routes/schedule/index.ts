/** GET / PUT /api/call-blocks/schedule/ — fetched and replaced as a whole. */
import { Hono } from 'hono';
import { scheduleSchema } from '../../../src/core/schemas.gen';
import type { Schedule } from '../../../src/core/types';
import { SCHEDULE_DEFAULTS } from '../../../src/core/constants';
import { requireUser, type AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail, readBody } from '../../http';
import { findProfile } from '../profile/model';

export function scheduleRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('/api/call-blocks/schedule/', requireUser(deps.auth));

  app.get('/api/call-blocks/schedule/', async (c) => {
    // One round trip: the saved schedule, or (none yet) the profile's timezone for the defaults.
    const [row] = await db.query<
      Partial<Schedule> & {
        saved: boolean;
        profile_timezone: Schedule['timezone'];
        snooze_minutes: number | null;
        max_attempts: number | null;
      }
    >(
      `SELECT s.user_id IS NOT NULL AS saved, p.timezone AS profile_timezone, s.enabled, s.call_time,
              s.weekdays, s.timezone, s.voice_id, s.snooze_minutes, s.max_attempts
         FROM profiles p LEFT JOIN schedules s ON s.user_id = p.user_id
        WHERE p.user_id = $1`,
      [c.get('userId')],
    );
    if (!row) fail(404, 'Profile not found. Please sign in again.');
    if (!row.saved)
      return c.json({ ...SCHEDULE_DEFAULTS, timezone: row.profile_timezone } satisfies Schedule);
    // The optional retry fields appear once set (their defaults live with the pipeline).
    const { enabled, call_time, weekdays, timezone, voice_id, snooze_minutes, max_attempts } =
      row as typeof row & Schedule;
    return c.json({
      enabled,
      call_time,
      weekdays,
      timezone,
      voice_id,
      ...(snooze_minutes === null ? {} : { snooze_minutes }),
      ...(max_attempts === null ? {} : { max_attempts }),
    } satisfies Schedule);
  });

  app.put('/api/call-blocks/schedule/', async (c) => {
    const body = await readBody<Schedule>(c, scheduleSchema);
    const userId = c.get('userId');
    if (!(await findProfile(db, userId))) fail(404, 'Profile not found. Please sign in again.');
    if (!(await deps.calls.speech.isKnownVoice(body.voice_id)))
      fail(400, 'Invalid voice ID. Please check and try again.', 'voice_id');
    await db.query(
      `INSERT INTO schedules (user_id, enabled, call_time, weekdays, timezone, voice_id, snooze_minutes, max_attempts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET enabled = $2, call_time = $3, weekdays = $4, timezone = $5, voice_id = $6,
         snooze_minutes = $7, max_attempts = $8`,
      [
        userId,
        body.enabled,
        body.call_time,
        body.weekdays,
        body.timezone,
        body.voice_id,
        body.snooze_minutes ?? null,
        body.max_attempts ?? null,
      ],
    );
    return c.json(body);
  });
  return app;
}
