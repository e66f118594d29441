/**
 * The test call, and in local mode the local phone page's API: the signed-in user's calls on the local
 * line (newest first, words in full) and answering one.
 */
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

export function callRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  api.testCall(async (c) => {
    const userId = c.get('userId');
    const profile = await findProfile(deps.db, userId);
    if (!profile?.phone_number) fail(400, errors.phoneMissingForTestCall);
    if (!profile.phone_verified)
      fail(400, 'Please verify your phone number in your profile first.');
    const allowed = await takeEvent(
      deps.db,
      [{ key: `test-call:${userId}`, limit: limits.testCallsPerUser }],
      limits.rateWindowMinutes * 60_000,
      deps.calls.clock.now(),
    );
    if (!allowed) fail(429, 'Too many test calls. Please wait a few minutes and try again.');
    const text = await deps.calls.script(userId);
    await deps.calls.phone.placeCall({ to: profile.phone_number, kind: 'test', userId, text });
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
      try {
        await line.choose(call.id, action);
      } catch (error) {
        if (error instanceof LocalLineConflict) fail(409, error.message);
        throw error;
      }
      return find();
    },
    { before: [localOnly] },
  );
  return app;
}
