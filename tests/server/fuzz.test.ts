/**
 * Generated input over every route: whatever the method, path parameter, content type, token and
 * body, the server never answers 5xx, every 4xx carries a message, and a refused write changes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let user: { token: string; userId: string };
beforeAll(async () => {
  server = await startTestServer({ env: { VERIFY_SENDS_PER_ADDRESS: '100000' } });
  user = await server.newUser();
  await server.api('POST', '/api/call-blocks/user/', user.token, { block: 'weather' });
});
afterAll(() => server.stop());

const ROUTES: [string, string][] = [
  ['GET', '/api/profile/'],
  ['PATCH', '/api/profile/'],
  ['GET', '/api/call-blocks/available/'],
  ['GET', '/api/call-blocks/user/'],
  ['POST', '/api/call-blocks/user/'],
  ['PATCH', '/api/call-blocks/user/'],
  ['PATCH', '/api/call-blocks/user/{id}/'],
  ['DELETE', '/api/call-blocks/user/{id}/'],
  ['GET', '/api/call-blocks/user/{id}/config/'],
  ['GET', '/api/call-blocks/schedule/'],
  ['PUT', '/api/call-blocks/schedule/'],
  ['GET', '/api/integrations/'],
  ['POST', '/api/integrations/{provider}/connect/'],
  ['DELETE', '/api/integrations/{provider}/'],
  ['GET', '/api/integrations/{provider}/callback/?state={text}&code={text}'],
  ['POST', '/api/call-blocks/test-call/'],
  ['POST', '/api/voice/preview/'],
  ['POST', '/api/users/send-phone-verification/'],
  ['POST', '/api/users/verify-phone/'],
  ['POST', '/api/users/register/'],
  ['GET', '/api/local/calls/'],
  ['GET', '/auth/v1/authorize?redirect_to={text}&code_challenge={text}'],
  ['POST', '/auth/v1/authorize'],
  ['POST', '/auth/v1/token?grant_type={text}'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['POST', '/auth/v1/token?grant_type=pkce'],
  ['GET', '/auth/v1/user'],
  ['GET', '/local/consent/{provider}?state={text}'],
  ['POST', '/local/consent/{provider}'],
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Strings that have broken servers before: NUL, long, unicode, SQL and path characters. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    "'; DROP TABLE profiles; --",
    '../../etc/passwd',
    '%00',
    '\ud800',
    '😀'.repeat(30),
    'x'.repeat(5000),
    '1e309',
    '-1',
    '99999999999999999999',
    'google_calendar',
    'weather',
    '+12025554567',
  ),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies shaped like the real ones with one field replaced, plus anything at all. */
const body = fc.oneof(
  fc.record(
    {
      first_name: value,
      phone_number: value,
      timezone: value,
      block: value,
      order: value,
      settings: fc.oneof(value, fc.dictionary(nasty, value, { maxKeys: 3 })),
      supabase_uid: fc.oneof(value, fc.constant('{uid}')),
      code: value,
      voice_id: value,
      text: value,
      enabled: value,
      call_time: value,
      weekdays: value,
      email: value,
      name: value,
      auth_provider: value,
      refresh_token: value,
    },
    { requiredKeys: [] },
  ),
  fc.array(fc.record({ id: value, order: value }), { maxLength: 4 }),
  value,
);

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  otherMethod: fc.option(fc.constantFrom(...METHODS), { freq: 5 }),
  param: fc.oneof(fc.constantFrom('1', '0', 'google_calendar', 'nope'), nasty),
  text: nasty,
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    null,
  ),
  auth: fc.constantFrom('valid', 'none', 'garbage'),
  body: fc.option(body, { freq: 6 }),
  raw: fc.option(fc.string({ maxLength: 60 }), { freq: 8 }),
});

/** Percent-encodes; a lone surrogate becomes invalid UTF-8 in the URL, which is a fine input too. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

async function fingerprint(): Promise<string> {
  const db = server.deps.db;
  const rows = await Promise.all([
    db.query('SELECT * FROM profiles WHERE user_id = $1', [user.userId]),
    db.query(
      'SELECT id, block_id, settings, position, is_enabled FROM user_blocks WHERE user_id = $1 ORDER BY id',
      [user.userId],
    ),
    db.query('SELECT * FROM schedules WHERE user_id = $1', [user.userId]),
    db.query('SELECT * FROM integrations WHERE user_id = $1 ORDER BY provider', [user.userId]),
  ]);
  return JSON.stringify(rows);
}

describe('generated requests over every route', () => {
  it('never 5xx; every 4xx has a message; a refused write changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [routeMethod, template] = r.route;
        const method = r.otherMethod ?? routeMethod;
        const fill = (s: string) =>
          s
            .replaceAll('{id}', encode(r.param))
            .replaceAll('{provider}', encode(r.param))
            .replaceAll('{text}', encode(r.text));
        const path = fill(template);
        const headers: Record<string, string> = {};
        if (r.contentType) headers['Content-Type'] = r.contentType;
        if (r.auth === 'valid') headers.Authorization = `Bearer ${user.token}`;
        if (r.auth === 'garbage') headers.Authorization = 'Bearer x.y.z';
        const payload =
          r.raw ??
          (r.body === null
            ? undefined
            : JSON.stringify(r.body).replaceAll('"{uid}"', JSON.stringify(user.userId)));
        const before = await fingerprint();
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers,
          redirect: 'manual',
          ...(payload !== undefined && method !== 'GET' ? { body: payload } : {}),
        });
        const text = await res.text();
        const where = `${method} ${path} (${r.contentType ?? 'no type'}): ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400) {
          const type = res.headers.get('content-type') ?? '';
          if (type.includes('application/json')) {
            const parsed = JSON.parse(text) as { message?: unknown };
            expect(typeof parsed.message === 'string' && parsed.message.length > 0, where).toBe(
              true,
            );
          } else {
            // The sign-in and consent pages answer a page (or a line) that says what went wrong.
            expect(text.length, where).toBeGreaterThan(0);
          }
          expect(await fingerprint(), where).toBe(before);
        }
      }),
      { numRuns: 300 },
    );
  });
});
