/** GET / PUT /api/call-blocks/schedule/ — fetched and replaced as a whole. */
import { Hono } from 'hono';
import type { Schedule } from '../../../src/core/types';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { stopReason } from '../../calls/lifecycle';

const notFound = 'Profile not found. Please sign in again.';

export function scheduleRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  // Every profile has its schedule from registration (the defaults are in effect, not just shown).
  api.getSchedule(async (c) => {
    const [row] = await db.query<Schedule>(
      `SELECT enabled, call_time, weekdays, timezone, voice_id, snooze_minutes, max_attempts
         FROM schedules WHERE user_id = $1`,
      [c.get('userId')],
    );
    if (!row) fail(404, notFound);
    return row;
  });

  api.saveSchedule(async (c, body) => {
    if (!(await deps.calls.speech.isKnownVoice(body.voice_id)))
      fail(400, 'Invalid voice ID. Please check and try again.', 'voice_id');
    // Turning calls off also stops this morning's pending retries, in the same statement, so the
    // next-call line and Calls are true the moment the save answers.
    const [saved] = await db.query<{ user_id: string }>(
      `WITH saved AS (
         UPDATE schedules SET enabled = $2, call_time = $3, weekdays = $4, timezone = $5, voice_id = $6,
           snooze_minutes = $7, max_attempts = $8
         WHERE user_id = $1 RETURNING user_id
       ), stopped AS (
         UPDATE call_records SET status = 'stopped', dial_at = NULL, last_error = $9, updated_at = now()
          WHERE user_id = $1 AND kind = 'wakeup' AND status = 'queued' AND attempts_made > 0
            AND NOT $2::boolean AND EXISTS (SELECT 1 FROM saved)
       )
       SELECT user_id FROM saved`,
      [
        c.get('userId'),
        body.enabled,
        body.call_time,
        body.weekdays,
        body.timezone,
        body.voice_id,
        body.snooze_minutes,
        body.max_attempts,
        stopReason.calls_off,
      ],
    );
    if (!saved) fail(404, notFound);
    return body;
  });
  return app;
}
