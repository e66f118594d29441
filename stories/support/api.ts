/** MSW handlers and a signed-in session for screen stories: the API answered like the real one. */
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { blockCatalogue } from '../../schemas/blocks';
import type {
  AvailableBlock,
  Integration,
  Profile,
  Schedule,
  UserBlock,
} from '../../src/api/types';
import { loadDashboardAtom } from '../../src/state/dashboard';

export const profile: Profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: '+15551234567',
  phone_verified: true,
  zip_code: '10001',
  timezone: 'America/New_York',
  supabase_uid: 'user-1',
};
export const available: AvailableBlock[] = blockCatalogue.map(({ fields: _fields, ...b }) => ({
  ...b,
  required_integration: b.integration_type,
}));
export const userBlock = (id: number, blockId: string, order: number): UserBlock => {
  const details = available.find((b) => b.id === blockId) ?? available[0]!;
  return {
    id,
    block: blockId,
    block_details: details,
    name: details.name,
    description: details.description,
    icon: details.icon,
    settings: details.default_settings,
    order,
    is_enabled: true,
    required_integration: details.integration_type,
  };
};
export const schedule: Schedule = {
  enabled: true,
  call_time: '07:30',
  weekdays: '1,2,3,4,5',
  timezone: 'America/New_York',
  voice_id: '21m00Tcm4TlvDq8ikWAM',
};
export const inactive: Integration[] = [
  { provider: 'google_calendar', is_active: false, last_sync: null },
];
export const active: Integration[] = [
  { provider: 'google_calendar', is_active: true, last_sync: '2026-11-22T06:30:00Z' },
];

export interface ApiState {
  profile?: Profile;
  blocks?: UserBlock[];
  integrations?: Integration[];
}

export function apiHandlers(state: ApiState = {}) {
  const blocks = state.blocks ?? [userBlock(1, 'weather', 0), userBlock(2, 'horoscope', 1)];
  return [
    http.get('*/api/profile/', () => HttpResponse.json(state.profile ?? profile)),
    http.get('*/api/call-blocks/available/', () => HttpResponse.json(available)),
    http.get('*/api/call-blocks/user/', () => HttpResponse.json(blocks)),
    http.get('*/api/call-blocks/schedule/', () => HttpResponse.json(schedule)),
    http.get('*/api/integrations/', () => HttpResponse.json(state.integrations ?? inactive)),
    http.get('*/api/call-blocks/user/:id/config/', ({ params }) => {
      const found = blocks.find((b) => String(b.id) === params.id);
      const fields = blockCatalogue.find((b) => b.id === found?.block)?.fields ?? [];
      return HttpResponse.json({ schema: { fields }, current_settings: found?.settings ?? {} });
    }),
    http.patch('*/api/call-blocks/user/:id/', async ({ request, params }) => {
      const { settings } = (await request.json()) as { settings: object };
      const found = blocks.find((b) => String(b.id) === params.id) ?? blocks[0]!;
      return HttpResponse.json({ ...found, settings });
    }),
    http.patch('*/api/call-blocks/user/', async ({ request }) => {
      const order = (await request.json()) as { id: number; order: number }[];
      return HttpResponse.json(
        order.map(({ id, order: o }) => ({
          ...(blocks.find((b) => b.id === id) ?? blocks[0]!),
          order: o,
        })),
      );
    }),
    http.put('*/api/call-blocks/schedule/', async ({ request }) =>
      HttpResponse.json(await request.json()),
    ),
    http.post(
      '*/api/voice/preview/',
      () =>
        new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
          headers: { 'Content-Type': 'audio/wav' },
        }),
    ),
    http.post('*/api/call-blocks/test-call/', () =>
      HttpResponse.json({ message: 'Test call initiated! You should receive a call shortly.' }),
    ),
    http.post('*/api/users/send-phone-verification/', () =>
      HttpResponse.json({ message: 'Verification call initiated!' }),
    ),
    http.post('*/api/users/verify-phone/', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      return code === '123456'
        ? HttpResponse.json({ message: 'Phone number verified successfully!' })
        : HttpResponse.json({ message: 'Invalid verification code' }, { status: 400 });
    }),
  ];
}

/** A session in supabase-js's storage so the API client sends a bearer token. */
export function signInLocally() {
  localStorage.setItem(
    `sb-${window.location.hostname.split('.')[0]}-auth-token`,
    JSON.stringify({
      access_token: 'story-token',
      refresh_token: 'story-refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: {
        id: 'user-1',
        aud: 'authenticated',
        role: 'authenticated',
        email: 'ada@example.com',
        app_metadata: {},
        user_metadata: { full_name: 'Ada Lovelace' },
        created_at: '2026-01-01T00:00:00Z',
      },
    }),
  );
}

/** A loader: signs in and runs the dashboard's initial load into a fresh store (after MSW is ready). */
export async function loadDashboard() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  return { store };
}
