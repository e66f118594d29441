/**
 * Twilio's status and gather callbacks for an attempt (`?attempt=<id>`). Each request must carry a
 * valid `X-Twilio-Signature` for the public URL it was sent to (403 otherwise); repeats change nothing.
 */
import { Hono, type Context } from 'hono';
import twilio from 'twilio';
import type { LineStatus } from '../../calls/phone';
import type { AppDeps } from '../../deps';
import { fail } from '../../http';

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

const say = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Say>${text}</Say><Hangup/></Response>`;

export function twilioCallbackRoutes(deps: AppDeps) {
  const app = new Hono();

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

  app.post('/api/calls/twilio/status', async (c) => {
    const { attemptId, form } = await verified(c);
    const status = form.CallStatus ?? '';
    if (STATUSES.has(status))
      await deps.calls.events.status(attemptId, status as LineStatus, form.AnsweredBy ?? null);
    return c.body(null, 204);
  });

  // 1 confirms; 2 snoozes (the call ends and comes back after the snooze, like any unconfirmed attempt).
  app.post('/api/calls/twilio/gather', async (c) => {
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
