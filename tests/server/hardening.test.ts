/**
 * Bad input is a 4xx that names the field, never a 500: NUL characters, oversized bodies, wrong
 * content types and methods; one set of limits everywhere; security headers on every answer.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../schemas/limits.json';
import { userBlockReorderSchema as reorderSchema } from '../../src/core/schemas.gen';
import { apiCors, securityHeaders } from '../../server/hardening';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { VERIFY_SENDS_PER_ADDRESS: '1000' } });
});
afterAll(() => server.stop());

/** POSTs a large body and resolves with the status, even when the server answers mid-upload. */
function statusOfUpload(url: string, type: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': type } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

const message = (body: unknown) => (body as { message?: string } | null)?.message ?? '';

describe('NUL characters', () => {
  it('answer 400 naming the field on every input that reaches the database', async () => {
    const { token, userId } = await server.newUser();
    const cases: [string, string, string | null, unknown, string][] = [
      ['PATCH', '/api/profile/', token, { first_name: 'A\u0000' }, 'first_name'],
      ['PATCH', '/api/profile/', token, { last_name: '\u0000' }, 'last_name'],
      ['POST', '/api/call-blocks/user/', token, { block: 'weather\u0000' }, 'block'],
      [
        'POST',
        '/api/call-blocks/user/',
        token,
        { block: 'calendar', settings: { calendar: 'x\u0000' } },
        'settings.calendar',
      ],
      [
        'POST',
        '/api/users/send-phone-verification/',
        null,
        { phone_number: '+12025550001', supabase_uid: 'a\u0000b' },
        'supabase_uid',
      ],
      [
        'POST',
        '/api/users/register/',
        token,
        { supabase_uid: userId, email: 'a@b.co', name: 'Ada\u0000', auth_provider: 'google' },
        'name',
      ],
      [
        'POST',
        '/api/users/register/',
        token,
        { supabase_uid: userId, email: 'a@b.co', name: 'Ada', auth_provider: 'goo\u0000gle' },
        'auth_provider',
      ],
    ];
    for (const [method, path, auth, body, field] of cases) {
      const res = await server.api(method, path, auth, body);
      expect(res.status, `${method} ${path} ${field}`).toBe(400);
      expect(message(res.body)).toBe(`${field}: Must not contain NUL characters`);
    }
  });

  it('on the sign-in page: NUL, a 1 MB email and a malformed multipart body are 4xx, not 500', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/auth/v1/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers,
        body,
      });
    const nul = await post(
      new URLSearchParams({ email: 'a\u0000@b.co', name: 'Ada', redirect_to: '/auth/callback' }),
    );
    expect(nul.status).toBe(400);
    const nulName = await post(
      new URLSearchParams({ email: 'a@b.co', name: 'A\u0000', redirect_to: '/auth/callback' }),
    );
    expect(nulName.status).toBe(400);
    // The server answers before the upload ends: read the status the way a browser would.
    const huge = await statusOfUpload(
      `${server.url}/auth/v1/authorize`,
      'application/x-www-form-urlencoded',
      `email=${'a'.repeat(1_000_000)}%40b.co&name=Ada&redirect_to=%2F`,
    );
    expect(huge).toBe(413);
    const long = await post(
      new URLSearchParams({
        email: `${'a'.repeat(300)}@b.co`,
        name: 'Ada',
        redirect_to: '/auth/callback',
      }),
    );
    expect(long.status).toBe(400);
    const multipart = await post('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n', {
      'Content-Type': 'multipart/form-data; boundary=zzz',
    });
    expect(multipart.status).toBe(400);
  });
});

describe('request bodies', () => {
  it(`over ${limits.requestBodyMaxBytes / 1024} kB answer 413 before being parsed`, async () => {
    const { token } = await server.newUser();
    const res = await server.api('PATCH', '/api/profile/', token, {
      first_name: 'x'.repeat(limits.requestBodyMaxBytes + 1),
    });
    expect(res.status).toBe(413);
    expect(message(res.body)).toBe('Request body is too large (at most 64 kB)');
  });

  it('too large, from an allowed origin, carry the CORS headers every API answer does', async () => {
    const { token } = await server.newUser();
    const own = new URL(server.deps.env.publicUrl).origin;
    const res = await fetch(`${server.url}/api/profile/`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Origin: own,
      },
      body: JSON.stringify({ first_name: 'x'.repeat(limits.requestBodyMaxBytes + 1) }),
    });
    expect({
      status: res.status,
      origin: res.headers.get('access-control-allow-origin'),
      credentials: res.headers.get('access-control-allow-credentials'),
      vary: res.headers.get('vary'),
    }).toEqual({ status: 413, origin: own, credentials: 'true', vary: 'Origin' });
    // The local sign-in's routes too: the browser reads its refusal.
    const auth = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: own },
      body: JSON.stringify({ refresh_token: 'x'.repeat(limits.requestBodyMaxBytes + 1) }),
    });
    expect({
      status: auth.status,
      origin: auth.headers.get('access-control-allow-origin'),
    }).toEqual({ status: 413, origin: own });
  });

  it('that are not JSON answer 415', async () => {
    const { token } = await server.newUser();
    const res = await fetch(`${server.url}/api/profile/`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ first_name: 'Ada' }),
    });
    expect(res.status).toBe(415);
    expect(message(await res.json())).toBe('Content-Type must be application/json');
  });
});

describe('methods', () => {
  it('a known path with a wrong method is 405 with Allow', async () => {
    const { token } = await server.newUser();
    const put = await server.api('PUT', '/api/profile/', token, {});
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, PATCH');
    expect(message(put.body)).toMatch(/^Method PUT is not allowed here/);
    const get = await server.api('GET', '/api/call-blocks/user/7/', token);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('PATCH, DELETE');
    expect((await server.api('GET', '/api/nothing-here/', token)).status).toBe(404);
  });

  it('the health checks and /metrics answer another method with 405 and Allow', async () => {
    const answers = [];
    for (const path of ['/health/live', '/health/ready', '/metrics'])
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const res = await fetch(`${server.url}${path}`, { method });
        answers.push([method, path, res.status, res.headers.get('allow')]);
      }
    expect(answers).toEqual(answers.map(([method, path]) => [method, path, 405, 'GET, HEAD']));
  });

  it('OPTIONS without a preflight on an API path says which methods it takes (204 with Allow)', async () => {
    const options = (path: string) => fetch(`${server.url}${path}`, { method: 'OPTIONS' });
    const profile = await options('/api/profile/');
    expect(profile.status).toBe(204);
    expect(profile.headers.get('allow')).toBe('GET, HEAD, PATCH, OPTIONS');
    expect((await options('/api/call-blocks/user/7/')).headers.get('allow')).toBe(
      'PATCH, DELETE, OPTIONS',
    );
    expect((await options('/api/nothing-here/')).status).toBe(404);
  });
});

describe('messages', () => {
  it('name the field (or the body) instead of "Invalid value"', async () => {
    const { token } = await server.newUser();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/call-blocks/user/', { block: 5 }, 'block: Must be a string'],
      ['PATCH', '/api/profile/', [], 'Request body: Must be an object'],
      ['PATCH', '/api/call-blocks/user/', { id: 1 }, 'Request body: Must be an array'],
      [
        'PATCH',
        '/api/call-blocks/user/',
        Array.from({ length: limits.routineMaxBlocks + 1 }, (_, i) => ({ id: i, order: i })),
        `Request body: Must have at most ${limits.routineMaxBlocks} items`,
      ],
      [
        'PUT',
        '/api/call-blocks/schedule/',
        {
          enabled: 'yes',
          call_time: '08:00',
          weekdays: '1,2,3,4,5',
          timezone: 'America/New_York',
          voice_id: '21m00Tcm4TlvDq8ikWAM',
          snooze_minutes: 5,
          max_attempts: 3,
        },
        'enabled: Must be a boolean',
      ],
    ];
    for (const [method, path, body, expected] of cases) {
      const res = await server.api(method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(message(res.body)).toBe(expected);
    }
  });
});

describe('one set of limits', () => {
  it('the routine holds at most the schema limit; reorder accepts the same number', async () => {
    expect(reorderSchema.maxItems).toBe(limits.routineMaxBlocks);
    const { token, userId } = await server.newUser();
    await server.deps.db.query(
      `INSERT INTO user_blocks (user_id, block_id, settings, position)
         SELECT $1, 'word_of_the_day', '{}', n FROM generate_series(0, $2::int - 1) AS n`,
      [userId, limits.routineMaxBlocks],
    );
    const res = await server.api('POST', '/api/call-blocks/user/', token, {
      block: 'word_of_the_day',
    });
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(
      `Your routine can hold at most ${limits.routineMaxBlocks} blocks`,
    );
    const blocks = (await server.api('GET', '/api/call-blocks/user/', token)).body as {
      id: number;
    }[];
    const reordered = await server.api(
      'PATCH',
      '/api/call-blocks/user/',
      token,
      blocks.map((b, i) => ({ id: b.id, order: blocks.length - 1 - i })),
    );
    expect(reordered.status).toBe(200);
  });

  it('every text setting has a maximum length, even where the block sets none', async () => {
    const { token, userId } = await server.newUser();
    await server.deps.db.query(
      `INSERT INTO integrations (user_id, provider, is_active) VALUES ($1, 'google_calendar', true)
       ON CONFLICT (user_id, provider) DO UPDATE SET is_active = true`,
      [userId],
    );
    const res = await server.api('POST', '/api/call-blocks/user/', token, {
      block: 'calendar',
      settings: { calendar: 'x'.repeat(limits.settingTextMaxLength + 1) },
    });
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(
      `calendar: Must be at most ${limits.settingTextMaxLength} characters`,
    );
  });

  it('a name registration accepts is one the profile can save back', async () => {
    const user = await server.signIn('long-name@example.com', 'Ada');
    const register = (name: string) =>
      server.api('POST', '/api/users/register/', user.token, {
        supabase_uid: user.userId,
        email: 'long-name@example.com',
        name,
        auth_provider: 'google',
      });
    expect(await register('A'.repeat(150))).toMatchObject({
      status: 400,
      body: { message: 'name: Must be at most 100 characters' },
    });
    expect((await register(`${'A'.repeat(60)} ${'B'.repeat(38)}`)).status).toBe(201);
    const profile = (await server.api('GET', '/api/profile/', user.token)).body as Record<
      string,
      unknown
    >;
    const saved = await server.api('PATCH', '/api/profile/', user.token, profile);
    expect(saved.status).toBe(200);
  });
});

describe('headers', () => {
  it('every answer carries nosniff, a referrer policy and a CSP that forbids framing', async () => {
    for (const path of ['/api/profile/', '/auth/v1/.well-known/jwks.json', '/nowhere']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('pages get the SPA CSP and the document headers; the API gets a CSP that allows nothing', async () => {
    const page = await fetch(`${server.url}/nowhere`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const api = await fetch(`${server.url}/api/profile/`);
    expect(api.status).toBe(401);
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(api.headers.get('cross-origin-opener-policy')).toBe(null);
  });

  it('the headers are the same on Node and on a fetch-only runtime, and a handler’s own value wins', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(server.deps.env));
    app.use('/api/*', apiCors(server.deps.env));
    app.get('/api/own', (c) => c.json({}, 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
    app.get('/api/plain', (c) => c.json({ ok: true }));
    app.get('/page', (c) => c.html('<p>hi</p>'));
    const node = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => node.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const securityOf = (res: Response) =>
      [...res.headers].filter(
        ([name]) => !/^(date|connection|keep-alive|content-length)$/.test(name),
      );
    try {
      for (const path of ['/api/own', '/api/plain', '/page']) {
        const overNode = await fetch(`${url}${path}`);
        const fetchOnly = await app.request(path);
        expect(securityOf(overNode)).toEqual(securityOf(fetchOnly));
        expect(overNode.headers.get('x-content-type-options')).toBe('nosniff');
      }
      expect((await fetch(`${url}/api/own`)).headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect((await app.request('/api/own')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect((await app.request('/api/plain')).headers.get('vary')).toBe('Origin');
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it('the API allows only its own origin (and configured ones) cross-origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/profile/`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBe(null);
    const own = new URL(server.deps.env.publicUrl).origin;
    expect((await preflight(own)).headers.get('access-control-allow-origin')).toBe(own);
  });

  it('an answer names Origin in Vary, and grants the allowed origin its credentials, with or without Origin', async () => {
    const { token } = await server.newUser();
    const own = new URL(server.deps.env.publicUrl).origin;
    const get = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/profile/`, {
        headers: { Authorization: `Bearer ${token}`, ...headers },
      });
    const plain = await get({});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('vary')).toMatch(/Origin/);
    expect(plain.headers.get('access-control-allow-origin')).toBe(null);
    expect(((await plain.json()) as { email?: string }).email).toBeTruthy();
    const cross = await get({ Origin: own });
    expect(cross.status).toBe(200);
    expect(cross.headers.get('access-control-allow-origin')).toBe(own);
    expect(cross.headers.get('access-control-allow-credentials')).toBe('true');
    expect(cross.headers.get('vary')).toMatch(/Origin/);
    expect(cross.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
