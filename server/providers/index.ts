/**
 * The server half of the integration providers of src/core/providers.ts: how each one's consent
 * round-trip works in production. Adding a provider is its core entry plus an adapter here.
 */
import type { ProviderKey } from '../../src/core/providers';
import type { Sealer } from '../crypto';
import type { Db } from '../db';
import type { Env } from '../env';
import { googleAdapter } from './google';

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
  /** A fresh access token from the kept refresh token (the sign-in service refreshes none). */
  refresh(refreshToken: string): Promise<string>;
}

export type ProviderAdapters = Partial<Record<ProviderKey, ProviderAdapter>>;

/** The adapters this server is configured for (production credentials); local mode uses none. */
export function providerAdapters(env: Env, fetchFn: typeof fetch = fetch): ProviderAdapters {
  return env.google ? { google_calendar: googleAdapter(env.google, fetchFn) } : {};
}

/** A user's access token for one provider's data, or null when they have not connected it. */
export type ProviderAccess = (userId: string, provider: ProviderKey) => Promise<string | null>;

/**
 * Access to the providers' data when a call is prepared: the user's kept (sealed) refresh token of
 * an active connection, refreshed by the provider's adapter.
 */
export function providerAccess(db: Db, sealer: Sealer, adapters: ProviderAdapters): ProviderAccess {
  return async (userId, provider) => {
    const adapter = adapters[provider];
    if (!adapter) return null;
    const [row] = await db.query<{ refresh_token_enc: string | null }>(
      'SELECT refresh_token_enc FROM integrations WHERE user_id = $1 AND provider = $2 AND is_active',
      [userId, provider],
    );
    return row?.refresh_token_enc ? adapter.refresh(sealer.open(row.refresh_token_enc)) : null;
  };
}
