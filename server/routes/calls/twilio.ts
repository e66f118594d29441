/**
 * Twilio's callbacks for an attempt (`?attempt=<id>`): answer (a wake-up call's TwiML, once Twilio
 * knows whether a person or a machine answered), status and gather. Each request must carry a valid
 * `X-Twilio-Signature` for the public URL it was sent to (403 otherwise); repeats change nothing.
 */
import { Hono, type Context } from 'hono';
import twilio from 'twilio';
import type { LineStatus } from '../../calls/lines';
import { HANG_UP, isMachine, keysThenEnding, say, twiml } from '../../calls/lines';
import { consentReply, neverAgain, textDelivery } from '../../calls/backup';
import {
  awakeReply,
  isCallLanguage,
  noSnoozeLeft,
  snoozeReply,
  type CallLanguage,
} from '../../calls/words';
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

/** The words carriers and Twilio treat as "stop texting me". */
const OPT_OUT = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
]);
const twimlBody = (c: Context, body: string) =>
  c.body(`${XML}${body}`, 200, { 'Content-Type': 'text/xml' });

export function twilioCallbackRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // The table adds no middleware for `twilio` routes: each handler checks the signature itself.
  const api = serveRoutes(app, deps.auth);

  /** The form fields of a genuine Twilio request; 403 for a forged one. */
  async function signedForm(c: Context): Promise<{ url: URL; form: Record<string, string> }> {
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
    return { url, form };
  }

  /** The form fields and attempt id of a genuine Twilio request about an attempt. */
  async function verified(
    c: Context,
  ): Promise<{ attemptId: number; form: Record<string, string> }> {
    const { url, form } = await signedForm(c);
    const attemptId = Number(url.searchParams.get('attempt'));
    if (!Number.isInteger(attemptId) || attemptId < 1) fail(400, 'attempt is required');
    return { attemptId, form };
  }

  /** A wake-up attempt's message, audio and place in its morning; null when there is none. */
  async function wakeUpAttempt(attemptId: number) {
    const [call] = await deps.db.query<{
      id: number;
      words: string | null;
      audio_key: string | null;
      attempts_made: number;
      max_attempts: number;
      snooze_minutes: number;
      language: string;
    }>(
      `SELECT c.id, c.words, c.audio_key, c.attempts_made, c.max_attempts, c.snooze_minutes, c.language
         FROM call_attempts a JOIN call_records c ON c.id = a.call_id
        WHERE a.id = $1 AND c.kind = 'wakeup'`,
      [attemptId],
    );
    if (!call?.words) return null;
    const place = { ...call, number: Math.max(1, call.attempts_made) };
    const audioUrl = call.audio_key
      ? await deps.calls.urls.sign(call.id, deps.calls.clock.now())
      : null;
    const language: CallLanguage = isCallLanguage(call.language) ? call.language : 'en';
    return { message: call.words, place, audioUrl, language };
  }

  /** The language of an attempt's call (English when there is none). */
  async function languageOf(attemptId: number): Promise<CallLanguage> {
    const [row] = await deps.db.query<{ language: string }>(
      'SELECT c.language FROM call_attempts a JOIN call_records c ON c.id = a.call_id WHERE a.id = $1',
      [attemptId],
    );
    return isCallLanguage(row?.language) ? row.language : 'en';
  }

  /** The attempt's TwiML from its start (its message again, for 3), or a hang-up. */
  async function fromTheStart(attemptId: number): Promise<string> {
    const call = await wakeUpAttempt(attemptId);
    if (!call) return HANG_UP;
    return twiml(
      {
        kind: 'wakeup',
        attemptId,
        text: call.message,
        audioUrl: call.audioUrl,
        wakeUp: { message: call.message, place: call.place },
        language: call.language,
      },
      deps.env.publicUrl,
    );
  }

  // A wake-up call's TwiML, asked for once machine detection has decided: a machine is hung up on
  // (its status callback then ends the attempt as voicemail); a person hears the prepared call.
  api.twilioAnswer(async (c) => {
    const { attemptId, form } = await verified(c);
    const answeredBy = form.AnsweredBy ?? null;
    if (isMachine(answeredBy)) return twimlBody(c, HANG_UP);
    await deps.calls.events.status(attemptId, 'in-progress', answeredBy, form.CallSid ?? null);
    return twimlBody(c, await fromTheStart(attemptId));
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

  // 1 confirms; 2 snoozes (the call ends and comes back after the snooze, like any unconfirmed
  // attempt; on the last attempt there is none left); 3 plays the message again from the start.
  api.twilioGather(async (c) => {
    const { attemptId, form } = await verified(c);
    const key = (form.Digits ?? '').trim();
    const awake = await deps.calls.events.gather(attemptId, key);
    if (awake) {
      const language = await languageOf(attemptId);
      return twimlBody(c, `<Response>${say(awakeReply(language), language)}<Hangup/></Response>`);
    }
    const [consent] = await deps.db.query(
      `SELECT 1 FROM call_attempts a JOIN call_records c ON c.id = a.call_id
        WHERE a.id = $1 AND c.kind = 'consent'`,
      [attemptId],
    );
    if (consent) {
      const reply = key === '1' || key === '9' ? consentReply[key] : consentReply.none;
      return twimlBody(c, `<Response>${say(reply)}<Hangup/></Response>`);
    }
    const call = await wakeUpAttempt(attemptId);
    if (!call) return twimlBody(c, HANG_UP);
    const { place, language } = call;
    const last = place.number >= place.max_attempts;
    if (key === '3') return twimlBody(c, await fromTheStart(attemptId));
    if (key === '2' && !last)
      return twimlBody(
        c,
        `<Response>${say(snoozeReply(place, language), language)}<Hangup/></Response>`,
      );
    const publicUrl = deps.env.publicUrl;
    const before = key === '2' ? say(noSnoozeLeft(language), language) : '';
    return twimlBody(
      c,
      `<Response>${before}${keysThenEnding(attemptId, place, publicUrl, language)}</Response>`,
    );
  });
  // What the carrier said of a backup contact's text: kept, so Calls can say it did not arrive.
  api.twilioTextStatus(async (c) => {
    const { url, form } = await signedForm(c);
    const alertId = Number(url.searchParams.get('alert'));
    if (!Number.isInteger(alertId) || alertId < 1) fail(400, 'alert is required');
    const status = form.MessageStatus ?? '';
    if (/^[a-z-]{1,20}$/.test(status))
      await textDelivery(
        deps.db,
        alertId,
        status,
        form.ErrorCode ? `Twilio error ${form.ErrorCode}` : null,
      );
  });

  // A text to Daybreak's number. STOP (or any of the carriers' opt-out words) from a backup contact
  // ends every alert to that number, for every user, as 9 on a call does. Twilio answers STOP itself
  // on long codes, so the reply is empty.
  api.twilioIncomingText(async (c) => {
    const { form } = await signedForm(c);
    const from = form.From ?? '';
    if (from && OPT_OUT.has((form.Body ?? '').trim().toUpperCase()))
      await neverAgain(deps.db, from);
    return twimlBody(c, '<Response/>');
  });
  return app;
}
