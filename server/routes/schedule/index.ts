/** GET / PUT /api/call-blocks/schedule/ — fetched and replaced as a whole. */
import { CALL } from '../../../src/core/callStates';
import { Hono } from 'hono';
import type { Schedule } from '../../../src/core/types';
import { EMPTY_PLAN, keptPlan, type Plan } from '../../../src/core/schedulePlan';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { stopReason } from '../../calls/lifecycle';

const notFound = 'Profile not found. Please sign in again.';

/** The schedule as answered: SPEC's fields, the snooze and attempts, and the plan's parts (issue 35). */
const COLUMNS = `enabled, call_time, weekdays, timezone, voice_id, snooze_minutes, max_attempts,
  day_times,
  ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(skip_dates) d ORDER BY d) AS skip_dates,
  CASE WHEN pause_from IS NULL THEN NULL ELSE jsonb_build_object(
    'from', to_char(pause_from, 'YYYY-MM-DD'), 'until', to_char(pause_until, 'YYYY-MM-DD')) END AS pause,
  one_off`;

type Row = Schedule & Plan;

export function scheduleRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);
  const now = () => deps.calls.clock.now();

  /** The row as answered: what has passed (a skipped date, a pause, a one-off call) is left out. */
  const answer = (row: Row): Schedule => {
    const { plan } = keptPlan(row, row.timezone, now());
    return { ...row, ...EMPTY_PLAN, ...plan };
  };

  // Every profile has its schedule from registration (the defaults are in effect, not just shown).
  api.getSchedule(async (c) => {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM schedules WHERE user_id = $1`, [
      c.get('userId'),
    ]);
    if (!row) fail(404, notFound);
    return answer(row);
  });

  api.saveSchedule(async (c, body) => {
    if (!(await deps.calls.speech.isKnownVoice(body.voice_id)))
      fail(400, 'Invalid voice ID. Please check and try again.', 'voice_id');
    const { plan, refusal } = keptPlan(body, body.timezone, now());
    if (refusal) fail(400, refusal.message, refusal.field);
    // Turning calls off also stops this morning's pending retries, in the same statement, so the
    // next-call line and Calls are true the moment the save answers.
    // A client written to SPEC sends five fields: the snooze, attempts and plan parts it leaves out
    // are kept as saved.
    const [saved] = await db.query<Row>(
      `WITH saved AS (
         UPDATE schedules SET enabled = $2, call_time = $3, weekdays = $4, timezone = $5, voice_id = $6,
           snooze_minutes = coalesce($7, snooze_minutes), max_attempts = coalesce($8, max_attempts),
           day_times = coalesce($10::jsonb, day_times),
           skip_dates = CASE WHEN $11::jsonb IS NULL THEN skip_dates
             ELSE ARRAY(SELECT jsonb_array_elements_text($11::jsonb)::date) END,
           pause_from = CASE WHEN $12::boolean THEN ($13::jsonb ->> 'from')::date ELSE pause_from END,
           pause_until = CASE WHEN $12::boolean THEN ($13::jsonb ->> 'until')::date ELSE pause_until END,
           one_off = coalesce($14::jsonb, one_off)
         WHERE user_id = $1 RETURNING *
       ), stopped AS (
         UPDATE call_records SET status = '${CALL.stopped}', dial_at = NULL, last_error = $9, updated_at = now()
          WHERE user_id = $1 AND kind = 'wakeup' AND status = '${CALL.queued}' AND attempts_made > 0
            AND NOT $2::boolean AND EXISTS (SELECT 1 FROM saved)
       )
       SELECT ${COLUMNS} FROM saved`,
      [
        c.get('userId'),
        body.enabled,
        body.call_time,
        body.weekdays,
        body.timezone,
        body.voice_id,
        body.snooze_minutes ?? null,
        body.max_attempts ?? null,
        stopReason.calls_off,
        plan.day_times ? JSON.stringify(plan.day_times) : null,
        plan.skip_dates ? JSON.stringify(plan.skip_dates) : null,
        plan.pause !== undefined,
        plan.pause ? JSON.stringify(plan.pause) : null,
        plan.one_off ? JSON.stringify(plan.one_off) : null,
      ],
    );
    if (!saved) fail(404, notFound);
    return answer(saved);
  });
  return app;
}
