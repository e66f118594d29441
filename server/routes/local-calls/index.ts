/**
 * The test call, and in local mode the local phone page's API: the signed-in user's calls on the local
 * line (newest first, words in full) and answering one.
 */
import { ACTIVE_STATES, sqlStates } from '../../../src/core/callStates';
import { Hono, type MiddlewareHandler } from 'hono';
import { localOutcomeWords } from '../../../src/core/localPhone';
import { errors, success } from '../../../src/core/messages';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import limits from '../../../schemas/limits.json';
import { isLocalLine, LocalLineConflict } from '../../calls/lines';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { takeEvent } from '../../limits/rateLimit';
import { findProfile } from '../profile/model';
import { findLocalCalls, localCallJson } from './model';

const TEST_CALL_LIVE =
  'A test call is already on its way to your phone. Answer it or let it end, then try again.';

export function callRoutes(deps: AppDeps) {
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

  // Local mode only: elsewhere these routes do not exist, signed in or not.
  const localOnly: MiddlewareHandler = async (_c, next) => {
    if (!deps.env.local) fail(404, 'Not found');
    await next();
  };
  const line = isLocalLine(deps.calls.line) ? deps.calls.line : null;

  api.getLocalCalls(
    async (c) => {
      const rows = await findLocalCalls(deps.db, c.get('userId'));
      const now = deps.calls.clock.now();
      return Promise.all(rows.map((r) => localCallJson(r, line, deps.calls.urls, now)));
    },
    { before: [localOnly] },
  );

  api.answerLocalCall(
    async (c, { action }, params) => {
      const userId = c.get('userId');
      const id = Number(params.id);
      const find = async () => {
        const [row] = Number.isSafeInteger(id) ? await findLocalCalls(deps.db, userId, id) : [];
        if (!row) fail(404, 'No such call on your local phone');
        return localCallJson(row, line, deps.calls.urls, deps.calls.clock.now());
      };
      const call = await find();
      if (call.line.state === 'ended')
        fail(
          409,
          `This call has ended (${call.line.outcome ? localOutcomeWords[call.line.outcome] : 'no outcome recorded'}): nothing more can be done on it.`,
        );
      if (!line || !call.line.waiting)
        fail(
          409,
          'This call is not waiting for you: LOCAL_CALL_OUTCOME decides it. Start the server without LOCAL_CALL_OUTCOME (or with ask) to answer calls here.',
        );
      // One choice at a time: the first request claims the call until the line has taken its choice.
      const [claimed] = await deps.db.query(
        'UPDATE calls SET choosing = true WHERE id = $1 AND NOT choosing RETURNING id',
        [call.id],
      );
      if (!claimed) fail(409, 'This call is still taking another choice. Try again in a moment.');
      try {
        await line.choose(call.id, action);
      } catch (error) {
        if (error instanceof LocalLineConflict) fail(409, error.message);
        throw error;
      } finally {
        await deps.db.query('UPDATE calls SET choosing = false WHERE id = $1', [call.id]);
      }
      return find();
    },
    { before: [localOnly] },
  );
  return app;
}
