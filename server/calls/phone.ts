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

export class UnverifiedNumberError extends Error {
  constructor(to: string) {
    super(`Refusing to call ${to}: it is not the user's verified number`);
  }
}

/**
 * Every call except the verification call goes only to the number its user has verified: checked
 * here, beneath every route and the scheduler, so no path can reach an unverified number.
 */
export function verifiedOnly(db: Db, line: PhoneLine): PhoneLine {
  return {
    async placeCall(call) {
      if (call.kind !== 'verification') {
        const [ok] = call.userId
          ? await db.query(
              'SELECT 1 FROM profiles WHERE user_id = $1 AND phone_number = $2 AND phone_verified',
              [call.userId, call.to],
            )
          : [];
        if (!ok) throw new UnverifiedNumberError(call.to);
      }
      return line.placeCall(call);
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
