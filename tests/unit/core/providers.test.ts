/**
 * The provider registry is general: what a sign-in asks for, and what a consent page says, come from
 * each provider's entry — a provider that is not the sign-in identity's is asked only when connected.
 */
import { describe, expect, it } from 'vitest';
import { consentPage } from '../../../server/routes/integrations/consent';
import { PROVIDERS, signInScopes, type ProviderEntry } from '../../../src/core/providers';

describe('the provider registry', () => {
  it("Google sign-in asks for exactly the scopes of the providers Google's consent screen grants", () => {
    const google = (PROVIDERS as readonly ProviderEntry[]).filter((p) => p.identity === 'google');
    expect(google.map((p) => p.key)).toContain('google_calendar');
    expect(signInScopes('google').split(' ')).toEqual(google.flatMap((p) => p.scopes));
    expect(signInScopes('google')).toBe('https://www.googleapis.com/auth/calendar.readonly');
  });

  it('a consent page speaks in the words of its own provider', () => {
    const outlook = {
      key: 'outlook_calendar',
      label: 'Outlook Calendar',
      company: 'Microsoft',
      consent: 'read your Outlook events (read-only)',
    };
    const page = consentPage('state-1', outlook);
    expect(page).toContain("stands in for Microsoft's permission screen");
    expect(page).toContain('Daybreak asks to read your Outlook events (read-only).');
    expect(page).toContain('action="/local/consent/outlook_calendar"');
    expect(page).not.toContain('Google');
  });
});
