/**
 * /api/calls/…: the caller's recorded calls and their audio, the next call, a preview of it, the
 * test call (./testCall.ts), and Twilio's signature-checked status and gather callbacks. Every query
 * is scoped to the caller.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { attemptScript } from '../../calls/words';
import { speakParts } from '../../calls/speech';
import { SCHEDULE_DEFAULTS } from '../../../src/core/constants';
import { info } from '../../../src/core/messages';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import limits from '../../../schemas/limits.json';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { takeEvent } from '../../limits/rateLimit';
import { twilioCallbackRoutes } from './twilio';
import { testCallRoutes } from './testCall';
import { callJson, type AttemptRow, type CallRecordRow, type ToldRow } from './model';
import { nextCall } from './next';
import { callerCard } from './callerCard';

export function pipelineRoutes(deps: AppDeps) {
  const { db, calls } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  api.getCalls(async (c) => {
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const perPage = Math.min(
      100,
      Math.max(1, Number.parseInt(c.req.query('per_page') ?? '20', 10) || 20),
    );
    // In the order of the times the history shows (each call's due time), newest first.
    const rows = await db.query<CallRecordRow>(
      'SELECT * FROM call_records WHERE user_id = $1 ORDER BY due_at DESC, id DESC LIMIT $2 OFFSET $3',
      [c.get('userId'), perPage + 1, (page - 1) * perPage],
    );
    const shown = rows.slice(0, perPage);
    const attempts = shown.length
      ? await db.query<AttemptRow>(
          'SELECT * FROM call_attempts WHERE call_id = ANY($1::int[]) ORDER BY call_id, number',
          [shown.map((r) => r.id)],
        )
      : [];
    const told = shown.length
      ? await db.query<ToldRow>(
          `SELECT call_id, name, sent_at, delivery FROM backup_alerts
            WHERE call_id = ANY($1::int[]) AND sent_at IS NOT NULL`,
          [shown.map((r) => r.id)],
        )
      : [];
    const now = calls.clock.now();
    return {
      calls: await Promise.all(
        shown.map(async (row) =>
          callJson(
            row,
            attempts.filter((a) => a.call_id === row.id),
            row.audio_key ? await calls.urls.sign(row.id, now) : null,
            told.find((t) => t.call_id === row.id) ?? null,
          ),
        ),
      ),
      page,
      per_page: perPage,
      has_more: rows.length > perPage,
    };
  });

  api.getNextCall(async (c) =>
    nextCall(db, c.get('userId'), deps.env.callerId, deps.calls.clock.now()),
  );

  api.getCallerCard((c) =>
    c.body(callerCard(deps.env.callerId), 200, {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': 'attachment; filename="daybreak.vcf"',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  api.previewCall(async (c) => {
    const userId = c.get('userId');
    const now = calls.clock.now();
    // No call is due for an empty routine (daybreak_call_blocker), so there is none to hear either.
    const [blocks] = await db.query<{ any: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM user_blocks WHERE user_id = $1 AND is_enabled) AS any',
      [userId],
    );
    if (!blocks?.any) fail(409, info.emptyRoutinePreview);
    const allowed = await takeEvent(
      db,
      [{ key: `call-preview:${userId}`, limit: limits.callPreviewsPerUser }],
      limits.rateWindowMinutes * 60_000,
      now,
    );
    if (!allowed) fail(429, 'Too many previews. Please wait a few minutes and try again.');
    const [schedule] = await db.query<{
      voice_id: string;
      snooze_minutes: number;
      max_attempts: number;
    }>('SELECT voice_id, snooze_minutes, max_attempts FROM schedules WHERE user_id = $1', [userId]);
    const voiceId = schedule?.voice_id ?? SCHEDULE_DEFAULTS.voice_id;
    const at = await calls.nextCallAt(userId);
    const script = await calls.assemble(userId, at);
    // The first attempt as it will be said: the message, its keys, and what happens with no key.
    const place = { ...SCHEDULE_DEFAULTS, ...schedule, number: 1 };
    const words = attemptScript(script.words, place, script.language);
    // Each sentence in its own language (a block that speaks only English among French ones), then
    // the keys and what follows in the call's.
    const audio = await speakParts(
      calls.speech,
      [
        ...script.segments,
        { text: attemptScript('', place, script.language), language: script.language },
      ],
      voiceId,
    );
    return {
      words,
      fallbacks: script.fallbacks,
      voice_id: voiceId,
      for_date: at.toISOString(),
      audio: `data:${audio.contentType};base64,${Buffer.from(audio.bytes).toString('base64')}`,
    };
  });

  /** The call's audio; `owner` null when a signed URL stands in for the session. */
  async function serveAudio(c: Context, id: number, owner: string | null) {
    const [row] = await db.query<{ audio_key: string | null }>(
      'SELECT audio_key FROM call_records WHERE id = $1 AND ($2::text IS NULL OR user_id = $2)',
      [id, owner],
    );
    const audio = row?.audio_key ? await calls.audio.get(row.audio_key) : null;
    if (!audio) fail(404, 'This call has no audio');
    return c.body(audio.bytes.slice().buffer, 200, {
      'Content-Type': audio.contentType,
      'Cache-Control': 'private, max-age=3600',
    });
  }

  // A signed URL (the phone provider, an <audio> element) or the owner's session.
  const signedUrl: MiddlewareHandler = async (c, next) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id)) fail(404, 'No such call');
    const { exp, sig } = c.req.query();
    if (await calls.urls.verify(id, exp, sig, calls.clock.now())) return serveAudio(c, id, null);
    return next();
  };
  api.getCallAudio((c, _body, params) => serveAudio(c, Number(params.id), c.get('userId')), {
    before: [signedUrl],
  });

  app.route('/', testCallRoutes(deps));
  app.route('/', twilioCallbackRoutes(deps));
  return app;
}
