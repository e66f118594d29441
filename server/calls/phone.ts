/** The phone line: places calls. Twilio in production; locally, a line that records every call. */
import type { Db } from '../db';

export type CallKind = 'verification' | 'test' | 'wakeup';

export interface PhoneCall {
  to: string;
  kind: CallKind;
  text: string;
  userId: string | null;
}

export interface PhoneLine {
  placeCall(call: PhoneCall): Promise<{ id: string }>;
}

/** Local mode: no call leaves the machine; each is stored (GET /api/local/calls/) and printed on one line. */
export function localPhoneLine(db: Db, print: (line: string) => void = console.log): PhoneLine {
  return {
    async placeCall(call) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO calls (user_id, to_number, kind, text) VALUES ($1, $2, $3, $4) RETURNING id',
        [call.userId, call.to, call.kind, call.text],
      );
      print(`[phone] ${call.kind} call to ${call.to}: "${call.text}"`);
      return { id: String(row?.id) };
    },
  };
}

const xml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

/** Twilio's Calls API with inline TwiML; a wake-up call asks to press 1 when awake. */
export function twilioPhoneLine(config: TwilioConfig, fetchFn: typeof fetch = fetch): PhoneLine {
  return {
    async placeCall(call) {
      const gather =
        call.kind === 'wakeup'
          ? '<Gather numDigits="1"><Say>Press 1 if you are awake.</Say></Gather>'
          : '';
      const body = new URLSearchParams({
        To: call.to,
        From: config.fromNumber,
        Twiml: `<Response><Say>${xml(call.text)}</Say>${gather}</Response>`,
      });
      const response = await fetchFn(
        `https://api.twilio.com/2010-04-01/Accounts/${config.accountSid}/Calls.json`,
        {
          method: 'POST',
          headers: {
            Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body,
        },
      );
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
      const { sid } = (await response.json()) as { sid: string };
      return { id: sid };
    },
  };
}
