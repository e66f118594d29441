/** POST /api/voice/preview/ — speech audio of the text in the given voice. */
import { Hono } from 'hono';
import { errors } from '../../../src/core/messages';
import { PREVIEW_SAMPLE_TEXT } from '../../../src/core/constants';
import { isCallLanguage, say } from '../../calls/words';
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
    // In the caller's call language: the sample sentence is said as that language's own (SPEC's
    // English sample is English's); any other text is said as sent, in the language's voice.
    const [profile] = await deps.db.query<{ language: string }>(
      'SELECT language FROM profiles WHERE user_id = $1',
      [c.get('userId')],
    );
    const language = isCallLanguage(profile?.language) ? profile.language : 'en';
    const text = body.text === PREVIEW_SAMPLE_TEXT ? say(language, 'preview') : body.text;
    const audio = await deps.calls.speech.synthesize(text, voiceId, language);
    return c.body(audio.bytes.slice().buffer, 200, {
      'Content-Type': audio.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
