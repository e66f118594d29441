/** Twilio's REST calls, written once: a form POST with the account's Basic credentials. */

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

/** POSTs `params` form-encoded to a Twilio API URL (Calls, Verify). */
export function twilioPost(
  credentials: TwilioCredentials,
  url: string,
  params: URLSearchParams,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const basic = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString(
    'base64',
  );
  return fetchFn(url, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: params,
  });
}
