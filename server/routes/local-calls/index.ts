/** Local mode: the signed-in user's calls recorded by the local phone line (newest first), and the test call. */
import { Hono } from 'hono';
import type { LocalCall } from '../../../src/core/types';
import { errors, success } from '../../../src/core/messages';
import { requireUser, type AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import limits from '../../../schemas/limits.json';
import { fail } from '../../http';
import { takeEvent } from '../../limits/rateLimit';
import { findProfile } from '../profile/model';

export function callRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const auth = requireUser(deps.auth);

  app.post('/api/call-blocks/test-call/', auth, async (c) => {
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
    return c.json({ message: success.testCallInitiated });
  });

  app.get('/api/local/calls/', auth, async (c) => {
    if (!deps.env.local) fail(404, 'Not found');
    const rows = await deps.db.query<{
      id: number;
      to_number: string;
      kind: LocalCall['kind'];
      text: string;
      created_at: Date | string;
    }>(
      'SELECT id, to_number, kind, text, created_at FROM calls WHERE user_id = $1 ORDER BY id DESC LIMIT 100',
      [c.get('userId')],
    );
    return c.json(
      rows.map((r): LocalCall => ({
        id: r.id,
        to: r.to_number,
        kind: r.kind,
        text: r.text,
        created_at: new Date(r.created_at).toISOString(),
      })),
    );
  });
  return app;
}
