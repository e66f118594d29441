/**
 * Twilio's Calls API. The call plays the stored audio from a signed, expiring URL (`<Play>`), asks a
 * wake-up call's user to press 1 (`<Gather>`), and reports every status change to a callback. A
 * wake-up call detects answering machines first and then fetches its TwiML from the `answer`
 * callback, which hangs up on a machine (it is no listener: the call is tried again after the
 * snooze). Every callback carries the attempt id and is signature-checked when it comes in.
 */
import { RING_SECONDS } from '../../../src/core/constants';
import { twilioPost } from '../../providers/twilio';
import type { AttemptPlace } from '../../../src/core/wakeUp';
import { attemptOpening, keysPrompt, noKeyEnding, type CallLanguage } from '../words';
import { consentReply } from '../backup';
import type { CallLine, Dial } from './phone';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

/** How long a call rings unless configured: below voicemail pickup, so a machine rarely answers. */
export const DEFAULT_RING_SECONDS = RING_SECONDS;

const xml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Twilio's `<Say>` attributes for each call language: English keeps Twilio's default voice; the
 * others name an Amazon Polly voice of the language (Twilio's basic voices speak only a few).
 */
const SAY_VOICE: Record<CallLanguage, string> = {
  en: '',
  fr: ' voice="Polly.Celine" language="fr-FR"',
  es: ' voice="Polly.Conchita" language="es-ES"',
  de: ' voice="Polly.Marlene" language="de-DE"',
  ja: ' voice="Polly.Mizuki" language="ja-JP"',
  zh: ' voice="Polly.Zhiyu" language="cmn-CN"',
};

/** `<Say>` of plain words in their language, escaped. */
export const say = (text: string, language: CallLanguage = 'en') =>
  `<Say${SAY_VOICE[language]}>${xml(text)}</Say>`;

/** A `<Gather>` of one key around `inner`, reporting to the attempt's gather callback. */
export function gather(attemptId: number, publicUrl: string, inner: string, timeout = 10): string {
  const action = `${publicUrl}/api/calls/twilio/gather?attempt=${attemptId}`;
  return `<Gather numDigits="1" timeout="${timeout}" method="POST" action="${xml(action)}">${inner}</Gather>`;
}

/**
 * A wake-up attempt's keys, once more after a pause, then what happens next, and the hang-up: what
 * follows its message, or a key that changed nothing (2 on the last attempt).
 */
export function keysThenEnding(
  attemptId: number,
  place: AttemptPlace,
  publicUrl: string,
  language: CallLanguage,
): string {
  return `${gather(attemptId, publicUrl, say(keysPrompt(place, language), language))}${say(noKeyEnding(place, language), language)}<Hangup/>`;
}

/**
 * The TwiML of one attempt. A wake-up call's: the last attempt's opening, then its message (the
 * prepared audio) and its keys inside `<Gather>`, so a key counts at any moment; with no key, the
 * keys again and what happens next (`attemptScript` is the same words, written).
 */
export function twiml(
  call: Pick<Dial, 'kind' | 'attemptId' | 'text' | 'audioUrl' | 'wakeUp' | 'language'>,
  publicUrl: string,
): string {
  const language = call.language ?? 'en';
  const message = call.wakeUp?.message ?? call.text;
  const speak = call.audioUrl
    ? `<Play>${xml(new URL(call.audioUrl, publicUrl).href)}</Play>`
    : say(message, language);
  const { wakeUp } = call;
  // A consent call waits for 1 or 9 while it speaks; with no key, nothing is agreed.
  if (call.kind === 'consent')
    return `<Response>${gather(call.attemptId, publicUrl, speak)}${say(consentReply.none)}</Response>`;
  if (call.kind !== 'wakeup' || !wakeUp) return `<Response>${speak}</Response>`;
  const opening = attemptOpening(wakeUp.place, language);
  return (
    `<Response>${opening ? say(opening, language) : ''}` +
    gather(
      call.attemptId,
      publicUrl,
      `${speak}${say(keysPrompt(wakeUp.place, language), language)}`,
      5,
    ) +
    `${keysThenEnding(call.attemptId, wakeUp.place, publicUrl, language)}</Response>`
  );
}

/** What Twilio is told to do once a machine answered: nothing, at once. */
export const HANG_UP = '<Response><Hangup/></Response>';

/** Whether Twilio's `AnsweredBy` names a machine (any `machine_*`, or a fax), not a person. */
export const isMachine = (answeredBy: string | null | undefined) =>
  !!answeredBy && (answeredBy.startsWith('machine') || answeredBy === 'fax');

/** The form body of `POST /Calls.json` for one attempt. */
export function callRequest(
  call: Dial,
  config: TwilioConfig,
  publicUrl: string,
  ringSeconds = DEFAULT_RING_SECONDS,
): URLSearchParams {
  const body = new URLSearchParams({
    To: call.to,
    From: config.fromNumber,
    StatusCallback: `${publicUrl}/api/calls/twilio/status?attempt=${call.attemptId}`,
    StatusCallbackMethod: 'POST',
    Timeout: String(ringSeconds),
  });
  for (const event of ['initiated', 'ringing', 'answered', 'completed'])
    body.append('StatusCallbackEvent', event);
  if (call.kind === 'wakeup') {
    // Voicemail counts as not answered: Twilio detects it before asking for the TwiML, which hangs up
    // on a machine, and the call is tried again after the snooze.
    body.set('MachineDetection', 'Enable');
    body.set('Url', `${publicUrl}/api/calls/twilio/answer?attempt=${call.attemptId}`);
    body.set('Method', 'POST');
  } else body.set('Twiml', twiml(call, publicUrl));
  return body;
}

export function twilioLine(
  config: TwilioConfig,
  publicUrl: string,
  fetchFn: typeof fetch = fetch,
  ringSeconds = DEFAULT_RING_SECONDS,
): CallLine {
  return {
    async dial(call) {
      const response = await twilioPost(
        config,
        `https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Calls.json`,
        callRequest(call, config, publicUrl, ringSeconds),
        fetchFn,
      );
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
      const { sid } = (await response.json()) as { sid: string };
      return { sid };
    },
    async text(message) {
      const response = await twilioPost(
        config,
        `https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Messages.json`,
        new URLSearchParams({
          To: message.to,
          From: config.fromNumber,
          Body: message.body,
          StatusCallback: `${publicUrl}/api/calls/twilio/sms-status?alert=${message.alertId}`,
        }),
        fetchFn,
      );
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
      const { sid } = (await response.json()) as { sid: string };
      return { sid };
    },
    async settle() {},
  };
}
