/**
 * The test call (POST /api/call-blocks/test-call/): the user's next wake-up call, rung now on their
 * verified phone, recorded like every call. One at a time, and limited per user.
 */
import { ACTIVE_STATES, sqlStates } from '../../../src/core/callStates';
import { Hono } from 'hono';
import { errors, success } from '../../../src/core/messages';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import limits from '../../../schemas/limits.json';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { takeEvent } from '../../limits/rateLimit';
import { findProfile } from '../profile/model';

const TEST_CALL_LIVE =
  'A test call is already on its way to your phone. Answer it or let it end, then try again.';

export function testCallRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  api.testCall(async (c) => {
    const userId = c.get('userId');
    const profile = await findProfile(deps.db, userId);
    if (!profile?.phone_number) fail(400, errors.phoneMissingForTestCall);
    if (!profile.phone_verified)
      fail(400, 'Please verify your phone number in your profile first.');
    // A second tap while the first call rings costs nothing (the index below is what holds).
    const [live] = await deps.db.query(
      `SELECT 1 FROM call_records WHERE user_id = $1 AND kind = 'test'
          AND status IN (${sqlStates(ACTIVE_STATES)})`,
      [userId],
    );
    if (live) fail(409, TEST_CALL_LIVE);
    const allowed = await takeEvent(
      deps.db,
      [{ key: `test-call:${userId}`, limit: limits.testCallsPerUser }],
      limits.rateWindowMinutes * 60_000,
      deps.calls.clock.now(),
    );
    if (!allowed) fail(429, 'Too many test calls. Please wait a few minutes and try again.');
    // The routine of the next wake-up call, as that call will say it (its day's weather and
    // calendar, a greeting for its hour): what the dialog promises.
    const script = await deps.calls.assemble(userId, await deps.calls.nextCallAt(userId));
    try {
      await deps.calls.phone.placeCall({
        to: profile.phone_number,
        kind: 'test',
        userId,
        text: script.words,
        language: script.language,
        parts: script.segments,
      });
    } catch (error) {
      // One test call at a time (a unique index on live test calls): a second ringing at once
      // would only confuse which one is which.
      if ((error as { code?: unknown }).code === '23505') fail(409, TEST_CALL_LIVE);
      throw error;
    }
    return { message: success.testCallInitiated };
  });
  return app;
}
