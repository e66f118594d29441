/**
 * A test server whose phone line is the real Twilio adapter, with Twilio's REST API mocked (fetchFn):
 * the callbacks are posted as Twilio posts them to the public URL, signed with the account's token.
 */
import twilio from 'twilio';
import { afterAll, beforeAll, vi } from 'vitest';
import { twilioLine } from '../../server/calls/lines';
import { startTestServer, type TestServer } from './harness';
import { testClock } from './pipelineSetup';

export const PUBLIC = 'https://daybreak.example';
export const config = {
  accountSid: 'AC123',
  authToken: 'twilio-auth-token',
  fromNumber: '+12025550000',
};

/** Starts the server before the file's tests and stops it after. */
export function twilioTestServer(startIso: string) {
  const clock = testClock(startIso);
  const fetchFn = vi.fn(async () => Response.json({ sid: 'CA0001' }, { status: 201 }));
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: {
        TWILIO_ACCOUNT_SID: config.accountSid,
        TWILIO_AUTH_TOKEN: config.authToken,
        TWILIO_FROM_NUMBER: config.fromNumber,
        PUBLIC_URL: PUBLIC,
      },
      calls: { line: twilioLine(config, PUBLIC, fetchFn as unknown as typeof fetch) },
    });
  });
  afterAll(() => server?.stop());
  const started = () => {
    if (!server) throw new Error('the Twilio test server starts in beforeAll');
    return server;
  };

  /** Posts a Twilio callback to the test server as Twilio would send it to the public URL. */
  async function callback(
    pathAndQuery: string,
    params: Record<string, string>,
    signature?: string,
  ) {
    const sig =
      signature ??
      twilio.getExpectedTwilioSignature(config.authToken, `${PUBLIC}${pathAndQuery}`, params);
    return fetch(`${started().url}${pathAndQuery}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': sig },
      body: new URLSearchParams(params),
    });
  }

  /** The form bodies of the calls dialled since the last mockClear, in order. */
  const dialled = () =>
    fetchFn.mock.calls.map(
      (call) => new URLSearchParams(String((call as unknown as [string, RequestInit])[1].body)),
    );

  return {
    /** The running server (from beforeAll on). */
    get server() {
      return started();
    },
    clock,
    fetchFn,
    callback,
    dialled,
  };
}
