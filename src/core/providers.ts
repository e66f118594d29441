/**
 * The integration providers: one entry each, read by the block cards, the integration widget, the
 * integrations page, the sign-in scopes, the server's routes and the calendar source. Adding a
 * provider is one entry here plus its server adapter in `server/providers/`.
 */

export interface ProviderEntry {
  /** The provider key of SPEC §3 (`integration_type` of a block, `provider` of an integration). */
  key: string;
  /** The service's name, e.g. on the integrations page. */
  label: string;
  /** What the card calls it: "Needs Calendar", "Connect Calendar", "Calendar disconnected". */
  short: string;
  /** A Material icon name in snake_case. */
  icon: string;
  description: string;
  /** What connecting it does for the user (the integrations page's card). */
  purpose: string;
  /** OAuth scopes the provider needs (asked on connect; at sign-in too when it is the identity's). */
  scopes: readonly string[];
  /** Who runs it, as its consent screen is named: "Google". */
  company: string;
  /** What Daybreak asks of it, in the words of its consent screen (after "Daybreak asks to"). */
  consent: string;
  /**
   * The sign-in identity whose consent screen also grants this provider's scopes (SPEC §1: Google
   * sign-in asks for the calendar, read-only), or null when it is asked only when connected.
   */
  identity: 'google' | null;
}

export const PROVIDERS = [
  {
    key: 'google_calendar',
    label: 'Google Calendar',
    short: 'Calendar',
    icon: 'event',
    description: "Today's events from your primary calendar, read-only.",
    purpose: "Lets your wake-up call read out today's events.",
    scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
    company: 'Google',
    consent: 'read your calendar events (read-only) to tell you about your day',
    identity: 'google',
  },
] as const satisfies readonly ProviderEntry[];

export type ProviderKey = (typeof PROVIDERS)[number]['key'];

const byKey = new Map<string, ProviderEntry>(PROVIDERS.map((p) => [p.key, p]));

/** The provider entry for a key, or null for an unknown one. */
export const providerFor = (key: string | null | undefined): ProviderEntry | null =>
  (key && byKey.get(key)) || null;

export const isProviderKey = (key: string): key is ProviderKey => byKey.has(key);

/** The badge of a block that needs a provider (SPEC §2): 'Connected' or 'Needs Calendar'. */
export const providerBadge = (key: string, connected: boolean): string =>
  connected ? 'Connected' : `Needs ${providerFor(key)?.short ?? key}`;

/** The card button of a block whose provider is not connected: 'Connect Calendar'. */
export const connectLabel = (key: string): string => `Connect ${providerFor(key)?.short ?? key}`;

/**
 * The scopes a sign-in with `identity` asks for: those of the providers that identity's consent
 * screen grants (SPEC §1: calendar read-only at Google sign-in); another provider's are asked only
 * when it is connected.
 */
export const signInScopes = (identity: 'google'): string =>
  (PROVIDERS as readonly ProviderEntry[])
    .filter((p) => p.identity === identity)
    .flatMap((p) => p.scopes)
    .join(' ');
