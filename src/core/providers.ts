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
  /** OAuth scopes the provider needs (asked at sign-in and on connect). */
  scopes: readonly string[];
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

/** Every provider's scopes, asked once at sign-in (SPEC §1: calendar read-only at sign-in). */
export const signInScopes = (): string => PROVIDERS.flatMap((p) => p.scopes).join(' ');
