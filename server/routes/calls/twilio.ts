/**
 * Twilio's callbacks for an attempt (`?attempt=<id>`): answer (a wake-up call's TwiML, once Twilio
 * knows whether a person or a machine answered), status and gather. Each request must carry a valid
 * `X-Twilio-Signature` for the public URL it was sent to (403 otherwise); repeats change nothing.
 */
import { Hono, type Context } from 'hono';
import twilio from 'twilio';
import type { LineStatus } from '../../calls/lines';
import { HANG_UP, isMachine, twiml } from '../../calls/lines';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail } from '../../http';
import { serveRoutes } from '../../routeTable';

const STATUSES = new Set<string>([
  'queued',
  'initiated',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
]);

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const say = (text: string) => `${XML}<Response><Say>${text}</Say><Hangup/></Response>`;
const twimlBody = (c: Context, body: string) =>
  c.body(`${XML}${body}`, 200, { 'Content-Type': 'text/xml' });

export function twilioCallbackRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // The table adds no middleware for `twilio` routes: each handler checks the signature itself.
  const api = serveRoutes(app, deps.auth);

  /** The form fields and attempt id of a genuine Twilio request; 403 for a forged one. */
  async function verified(
    c: Context,
  ): Promise<{ attemptId: number; form: Record<string, string> }> {
    const config = deps.env.twilio;
    if (!config) fail(404, 'Twilio is not configured');
    const form: Record<string, string> = {};
    for (const [key, value] of Object.entries(await c.req.parseBody()))
      if (typeof value === 'string') form[key] = value;
    const url = new URL(c.req.url);
    const publicUrl = `${deps.env.publicUrl}${url.pathname}${url.search}`;
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!signature || !twilio.validateRequest(config.authToken, signature, publicUrl, form))
      fail(403, 'Invalid Twilio signature');
    const attemptId = Number(url.searchParams.get('attempt'));
    if (!Number.isInteger(attemptId) || attemptId < 1) fail(400, 'attempt is required');
    return { attemptId, form };
  }

  // A wake-up call's TwiML, asked for once machine detection has decided: a machine is hung up on
  // (its status callback then ends the attempt as voicemail); a person hears the prepared call.
  api.twilioAnswer(async (c) => {
    const { attemptId, form } = await verified(c);
    const answeredBy = form.AnsweredBy ?? null;
    if (isMachine(answeredBy)) return twimlBody(c, HANG_UP);
    await deps.calls.events.status(attemptId, 'in-progress', answeredBy, form.CallSid ?? null);
    const [call] = await deps.db.query<{
      id: number;
      kind: 'wakeup';
      words: string | null;
      audio_key: string | null;
    }>(
      `SELECT c.id, c.kind, c.words, c.audio_key FROM call_attempts a
         JOIN call_records c ON c.id = a.call_id WHERE a.id = $1 AND c.kind = 'wakeup'`,
      [attemptId],
    );
    if (!call?.words) return twimlBody(c, HANG_UP);
    const audioUrl = call.audio_key
      ? await deps.calls.urls.sign(call.id, deps.calls.clock.now())
      : null;
    const reply = twiml(
      { kind: call.kind, attemptId, text: call.words, audioUrl },
      deps.env.publicUrl,
    );
    return twimlBody(c, reply);
  });

  api.twilioStatus(async (c) => {
    const { attemptId, form } = await verified(c);
    const status = form.CallStatus ?? '';
    if (STATUSES.has(status))
      await deps.calls.events.status(
        attemptId,
        status as LineStatus,
        form.AnsweredBy ?? null,
        form.CallSid ?? null,
      );
  });

  // 1 confirms; 2 snoozes (the call ends and comes back after the snooze, like any unconfirmed attempt).
  api.twilioGather(async (c) => {
    const { attemptId, form } = await verified(c);
    const digits = (form.Digits ?? '').trim();
    const awake = await deps.calls.events.gather(attemptId, digits);
    let reply = 'We will call again soon.';
    if (awake) reply = 'Great, you are awake. Have a wonderful day!';
    else if (digits === '2') {
      const [call] = await deps.db.query<{ snooze_minutes: number }>(
        `SELECT c.snooze_minutes FROM call_attempts a JOIN call_records c ON c.id = a.call_id
          WHERE a.id = $1`,
        [attemptId],
      );
      const minutes = call?.snooze_minutes ?? 5;
      reply = `Snoozing. We will call again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    }
    return c.body(say(reply), 200, { 'Content-Type': 'text/xml' });
  });
  return app;
}
