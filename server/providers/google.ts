/** Google's OAuth endpoints, written once: the consent URL, the code exchange and the token refresh. */
import type { ProviderAdapter } from './index';

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
}

export interface GoogleTokens {
  access_token?: string;
  refresh_token?: string;
}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** The consent screen for `scopes`, asking for a refresh token (offline access). */
export function googleAuthorizeUrl(
  client: GoogleClient,
  options: { redirectUri: string; scopes: readonly string[]; state: string },
): string {
  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scopes.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    state: options.state,
  }).toString();
  return url.toString();
}

async function tokenRequest(
  client: GoogleClient,
  params: Record<string, string>,
  fetchFn: typeof fetch,
): Promise<GoogleTokens> {
  const response = await fetchFn(TOKEN_URL, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      ...params,
    }),
  });
  if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
  return (await response.json()) as GoogleTokens;
}

/** Trades the consent screen's code for tokens. */
export const exchangeGoogleCode = (
  client: GoogleClient,
  code: string,
  redirectUri: string,
  fetchFn: typeof fetch = fetch,
) =>
  tokenRequest(
    client,
    { code, redirect_uri: redirectUri, grant_type: 'authorization_code' },
    fetchFn,
  );

/** A fresh access token from the stored refresh token (Supabase does not refresh provider tokens). */
export async function refreshGoogleToken(
  client: GoogleClient,
  refreshToken: string,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const tokens = await tokenRequest(
    client,
    { refresh_token: refreshToken, grant_type: 'refresh_token' },
    fetchFn,
  );
  if (!tokens.access_token) throw new Error('Google gave no access token');
  return tokens.access_token;
}

/** Google as an integration provider: its consent page, code exchange and token refresh. */
export function googleAdapter(
  client: GoogleClient,
  fetchFn: typeof fetch = fetch,
): ProviderAdapter {
  return {
    authorizeUrl: (options) => googleAuthorizeUrl(client, options),
    exchange: async (code, redirectUri) => {
      const tokens = await exchangeGoogleCode(client, code, redirectUri, fetchFn);
      return {
        accessToken: tokens.access_token ?? null,
        refreshToken: tokens.refresh_token ?? null,
      };
    },
    refresh: (refreshToken) => refreshGoogleToken(client, refreshToken, fetchFn),
  };
}
