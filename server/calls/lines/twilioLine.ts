/**
 * Twilio's Calls API. The call plays the stored audio from a signed, expiring URL (`<Play>`), asks a
 * wake-up call's user to press 1 (`<Gather>`), and reports every status change to a callback. A
 * wake-up call detects answering machines first and then fetches its TwiML from the `answer`
 * callback, which hangs up on a machine (it is no listener: the call is tried again after the
 * snooze). Every callback carries the attempt id and is signature-checked when it comes in.
 */
import { RING_SECONDS } from '../../../src/core/constants';
import { twilioPost } from '../../providers/twilio';
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
 * The TwiML of one attempt. A wake-up call's words end with its prompt ("Press 1 to confirm you're
 * awake…"), and `<Gather>` wraps them, so 1 counts at any moment of the message.
 */
export function twiml(
  call: Pick<Dial, 'kind' | 'attemptId' | 'text' | 'audioUrl'>,
  publicUrl: string,
): string {
  const speak = call.audioUrl
    ? `<Play>${xml(new URL(call.audioUrl, publicUrl).href)}</Play>`
    : `<Say>${xml(call.text)}</Say>`;
  if (call.kind !== 'wakeup') return `<Response>${speak}</Response>`;
  const action = `${publicUrl}/api/calls/twilio/gather?attempt=${call.attemptId}`;
  return (
    `<Response><Gather numDigits="1" timeout="10" method="POST" action="${xml(action)}">${speak}</Gather>` +
    `<Say>We did not hear you. We will call again soon.</Say></Response>`
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
    async settle() {},
  };
}
