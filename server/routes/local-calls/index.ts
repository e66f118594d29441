/**
 * The local phone line's routes, in local mode only: the local phone page's API, the signed-in user's
 * calls on the local line (newest first, words in full) and answering one. (The test call is the
 * calls resource's: ../calls/testCall.ts.)
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { localOutcomeWords } from '../../../src/core/localPhone';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { isLocalLine, LocalLineConflict } from '../../calls/lines';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { findLocalCalls, localCallJson } from './model';

export function localCallRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

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
