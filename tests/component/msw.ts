/** MSW handlers that answer like the real API (shapes from src/api/types.ts), and fixtures for them. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { blockCatalogue } from '../../schemas/blocks';
import type {
  AvailableBlock,
  Integration,
  Profile,
  Schedule,
  UserBlock,
} from '../../src/api/types';

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
  call_time: '08:00',
  weekdays: '1,2,3,4,5',
  timezone: 'America/New_York',
  voice_id: '21m00Tcm4TlvDq8ikWAM',
};
export const integrations: Integration[] = [
  { provider: 'google_calendar', is_active: false, last_sync: null },
];

export const handlers = [
  http.get('*/api/profile/', () => HttpResponse.json(profile)),
  http.get('*/api/call-blocks/available/', () => HttpResponse.json(available)),
  http.get('*/api/call-blocks/user/', () =>
    HttpResponse.json([userBlock(1, 'weather', 0), userBlock(2, 'horoscope', 1)]),
  ),
  http.get('*/api/call-blocks/schedule/', () => HttpResponse.json(schedule)),
  http.get('*/api/integrations/', () => HttpResponse.json(integrations)),
];

export const server = setupServer(...handlers);
export { http, HttpResponse };
