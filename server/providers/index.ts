/**
 * The server half of the integration providers of src/core/providers.ts: how each one's consent
 * round-trip works in production. Adding a provider is its core entry plus an adapter here.
 */
import type { ProviderKey } from '../../src/core/providers';
import type { Env } from '../env';
import { exchangeGoogleCode, googleAuthorizeUrl, type GoogleTokens } from './google';

export interface ProviderAdapter {
  /** The provider's consent page, or null when this server has no credentials for it. */
  authorizeUrl(options: { redirectUri: string; state: string; scopes: readonly string[] }): string;
  exchange(code: string, redirectUri: string): Promise<GoogleTokens>;
}

/** The adapters this server is configured for (production credentials); local mode uses none. */
export function providerAdapters(env: Env): Partial<Record<ProviderKey, ProviderAdapter>> {
  const google = env.google;
  return google
    ? {
        google_calendar: {
          authorizeUrl: (options) => googleAuthorizeUrl(google, options),
          exchange: (code, redirectUri) => exchangeGoogleCode(google, code, redirectUri),
        },
      }
    : {};
}
