/** The user's integrations (SPEC §3 "Integration") and connecting or disconnecting a provider. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import { defineQuery, fetchQuery, putQuery } from './query';

// The block cards, the configure dialog and the integrations page all read them.
export const integrationsQuery = defineQuery('getIntegrations', () => api.getIntegrations(), {
  askOnMount: false,
});

export const integrationsAtom = integrationsQuery.data;

/** The providers with an active integration. Derived, never stored. */
export const activeProvidersAtom = atom((get) => {
  const active = new Set<string>();
  for (const integration of get(integrationsAtom) ?? [])
    if (integration.is_active) active.add(integration.provider);
  return active;
});

/** (Re-)reads the integrations: the initial load, and after returning with ?integration=success. */
export const loadIntegrationsAtom = atom(null, async (get, set) => {
  await fetchQuery(get, set, integrationsQuery, { fresh: true });
});

/**
 * Starts connecting a provider: asks for the authorization URL and sends the browser there; the
 * consent comes back to the dashboard screen it was started from.
 */
export const connectIntegrationAtom = atom(null, async (_get, _set, provider: string) => {
  const screen = /^\/dashboard\/([a-z-]+)/.exec(window.location.pathname)?.[1];
  const { authorization_url } = await api.connectIntegration(provider, screen);
  window.location.assign(authorization_url);
});

/** Disconnects a provider and marks it inactive locally (SPEC §4 "Integration"). */
export const disconnectIntegrationAtom = atom(null, async (get, set, provider: string) => {
  await api.disconnectIntegration(provider);
  putQuery(get, set, integrationsQuery, (held) =>
    (held ?? []).map((i) => (i.provider === provider ? { ...i, is_active: false } : i)),
  );
});
