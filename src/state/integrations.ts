/** The user's integrations (SPEC §3 "Integration") and connecting or disconnecting a provider. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { Integration } from '../core/types';

// Global because the block cards, the configure dialog and the integrations page all read them.
const integrationsBase = atom<Integration[] | null>(null);

export const integrationsAtom = atom((get) => get(integrationsBase));

/** The providers with an active integration. Derived, never stored. */
export const activeProvidersAtom = atom((get) => {
  const active = new Set<string>();
  for (const integration of get(integrationsBase) ?? [])
    if (integration.is_active) active.add(integration.provider);
  return active;
});

/** (Re-)reads the integrations: the initial load, and after returning with ?integration=success. */
export const loadIntegrationsAtom = atom(null, async (_get, set) => {
  set(integrationsBase, await api.getIntegrations());
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
  set(
    integrationsBase,
    (get(integrationsBase) ?? []).map((i) =>
      i.provider === provider ? { ...i, is_active: false } : i,
    ),
  );
});

export const resetIntegrationsAtom = atom(null, (_get, set) => set(integrationsBase, null));
