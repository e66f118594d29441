/**
 * The dashboard's server data (SPEC §4 "Routine": the initial parallel load of profile, available
 * blocks, user blocks, schedule and integrations), held in atoms. Base atoms are private; screens read
 * the exported read atoms and change data through the exported action atoms.
 */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { AvailableBlock, Integration, Profile, Schedule, UserBlock } from '../core/types';

// Global because the routine, profile and integrations screens and the shell all read them.
const profileBase = atom<Profile | null>(null);
const availableBlocksBase = atom<AvailableBlock[] | null>(null);
const userBlocksBase = atom<UserBlock[] | null>(null);
const scheduleBase = atom<Schedule | null>(null);
const integrationsBase = atom<Integration[] | null>(null);

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
// Global because the shell shows the full-screen spinner while any screen's data is loading.
const statusBase = atom<LoadStatus>('idle');

export const profileAtom = atom((get) => get(profileBase));
export const availableBlocksAtom = atom((get) => get(availableBlocksBase));
/** The routine, always sorted by `order`. */
export const userBlocksAtom = atom((get) => get(userBlocksBase));
export const scheduleAtom = atom((get) => get(scheduleBase));
export const integrationsAtom = atom((get) => get(integrationsBase));
export const dashboardStatusAtom = atom((get) => get(statusBase));

const byOrder = (blocks: UserBlock[]) => [...blocks].sort((a, b) => a.order - b.order);

/** The provider of an available block (the spec's two readings: integration_type or required_integration). */
export const blockProvider = (block: AvailableBlock): string | null =>
  block.integration_type ?? block.required_integration ?? null;

/** Is there an active integration for this provider? Derived, never stored. */
export const activeProvidersAtom = atom((get) => {
  const active = new Set<string>();
  for (const integration of get(integrationsBase) ?? [])
    if (integration.is_active) active.add(integration.provider);
  return active;
});

/** The initial parallel load (SPEC §4). Rejects with the first failure; status says 'error'. */
export const loadDashboardAtom = atom(null, async (_get, set) => {
  set(statusBase, 'loading');
  try {
    const [profile, available, blocks, schedule, integrations] = await Promise.all([
      api.getProfile(),
      api.getAvailableBlocks(),
      api.getUserBlocks(),
      api.getSchedule(),
      api.getIntegrations(),
    ]);
    set(profileBase, profile);
    set(availableBlocksBase, available);
    set(userBlocksBase, byOrder(blocks));
    set(scheduleBase, schedule);
    set(integrationsBase, integrations);
    set(statusBase, 'ready');
  } catch (error) {
    set(statusBase, 'error');
    throw error;
  }
});

export const setProfileAtom = atom(null, (_get, set, profile: Profile) =>
  set(profileBase, profile),
);
export const setScheduleAtom = atom(null, (_get, set, schedule: Schedule) =>
  set(scheduleBase, schedule),
);
/** Replaces the routine (kept sorted by order). Used by add, remove, reorder and their rollbacks. */
export const setUserBlocksAtom = atom(null, (_get, set, blocks: UserBlock[]) =>
  set(userBlocksBase, byOrder(blocks)),
);
export const setIntegrationsAtom = atom(null, (_get, set, integrations: Integration[]) =>
  set(integrationsBase, integrations),
);

/** Re-reads the integrations (after returning with ?integration=success). */
export const refreshIntegrationsAtom = atom(null, async (_get, set) => {
  set(integrationsBase, await api.getIntegrations());
});

/** Starts connecting a provider: asks for the authorization URL and sends the browser there. */
export const connectIntegrationAtom = atom(null, async (_get, _set, provider: string) => {
  const { authorization_url } = await api.connectIntegration(provider);
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

/** Clears everything on sign-out so the next user never sees this one's data. */
export const resetDashboardAtom = atom(null, (_get, set) => {
  set(profileBase, null);
  set(availableBlocksBase, null);
  set(userBlocksBase, null);
  set(scheduleBase, null);
  set(integrationsBase, null);
  set(statusBase, 'idle');
});
