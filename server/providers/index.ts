/**
 * The server half of the integration providers of src/core/providers.ts: how each one's consent
 * round-trip works in production. Adding a provider is its core entry plus an adapter here.
 */
import type { ProviderKey } from '../../src/core/providers';
import type { Env } from '../env';
import { exchangeGoogleCode, googleAuthorizeUrl } from './google';

/** What a provider's consent round-trip gives, whoever the provider is. */
export interface ProviderTokens {
  accessToken: string | null;
  /** Kept (sealed) so the provider's data can be read later, when the call is prepared. */
  refreshToken: string | null;
}

export interface ProviderAdapter {
  /** The provider's consent page for `scopes`, coming back to `redirectUri` with `state`. */
  authorizeUrl(options: { redirectUri: string; state: string; scopes: readonly string[] }): string;
  /** Trades the consent page's code for tokens. */
  exchange(code: string, redirectUri: string): Promise<ProviderTokens>;
}

/** The adapters this server is configured for (production credentials); local mode uses none. */
export function providerAdapters(env: Env): Partial<Record<ProviderKey, ProviderAdapter>> {
  const google = env.google;
  return google
    ? {
        google_calendar: {
          authorizeUrl: (options) => googleAuthorizeUrl(google, options),
          exchange: async (code, redirectUri) => {
            const tokens = await exchangeGoogleCode(google, code, redirectUri);
            return {
              accessToken: tokens.access_token ?? null,
              refreshToken: tokens.refresh_token ?? null,
            };
          },
        },
      }
    : {};
}
