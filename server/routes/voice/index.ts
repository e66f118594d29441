/** POST /api/voice/preview/ — speech audio of the text in the given voice. */
import { Hono } from 'hono';
import { errors } from '../../../src/core/messages';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import limits from '../../../schemas/limits.json';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';
import { takeEvent } from '../../limits/rateLimit';

export function voiceRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  serveRoutes(app, deps.auth).voicePreview(async (c, body) => {
    const allowed = await takeEvent(
      deps.db,
      [{ key: `voice-preview:${c.get('userId')}`, limit: limits.voicePreviewsPerUser }],
      limits.rateWindowMinutes * 60_000,
      deps.calls.clock.now(),
    );
    if (!allowed) fail(429, 'Too many voice previews. Please wait a few minutes and try again.');
    const voiceId = body.voice_id.trim();
    if (!(await deps.calls.speech.isKnownVoice(voiceId))) fail(400, errors.invalidVoiceId);
    const audio = await deps.calls.speech.synthesize(body.text, voiceId);
    return c.body(audio.bytes.slice().buffer, 200, {
      'Content-Type': audio.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
