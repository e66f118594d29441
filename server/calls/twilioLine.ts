/**
 * Twilio's Calls API. The call plays the stored audio from a signed, expiring URL (`<Play>`), asks a
 * wake-up call's user to press 1 (`<Gather>`), detects answering machines, and reports every status
 * change to a callback; both callbacks carry the attempt id and are signature-checked when they come in.
 */
import { RING_SECONDS } from '../../src/core/constants';
import { twilioPost } from '../providers/twilio';
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
export function twiml(call: Dial, publicUrl: string): string {
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
    Twiml: twiml(call, publicUrl),
    StatusCallback: `${publicUrl}/api/calls/twilio/status?attempt=${call.attemptId}`,
    StatusCallbackMethod: 'POST',
    Timeout: String(ringSeconds),
  });
  for (const event of ['initiated', 'ringing', 'answered', 'completed'])
    body.append('StatusCallbackEvent', event);
  // Voicemail counts as not answered: the call is tried again after the snooze.
  if (call.kind === 'wakeup') body.set('MachineDetection', 'Enable');
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
