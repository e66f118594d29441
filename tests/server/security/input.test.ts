/**
 * Threat: hostile input — bodies built to crash the server (deeply nested JSON), text that forges
 * server log lines (a newline in a name), and addresses that poison caches (a missing hashed asset
 * answered with the app's HTML, cached for a year). Each is refused or answered plainly, never a 500.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** `{"a":{"a":…}}` nested `depth` times: about 6 kB for 3,000. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('3,000 levels (6 kB) is a 400 naming the limit on every JSON route, the unauthenticated send included', async () => {
    const { token } = await server.newUser();
    const body = nested(3000);
    const answers = [];
    for (const [method, route, bearer] of [
      ['POST', '/api/users/send-phone-verification/', null],
      ['PATCH', '/api/profile/', token],
      ['PUT', '/api/call-blocks/schedule/', token],
      ['POST', '/api/call-blocks/user/', token],
    ] as const) {
      const res = await server.api(method, route, bearer, body);
      answers.push([route, res.status, (res.body as { message?: string }).message]);
    }
    expect(answers).toEqual(
      answers.map(([route]) => [route, 400, 'Request body is nested too deeply']),
    );
  });
});

describe('log forging', () => {
  it('a newline in a profile name is refused, naming the field', async () => {
    const { token } = await server.newUser();
    const profile = (await server.api('GET', '/api/profile/', token)).body as Record<
      string,
      unknown
    >;
    const res = await server.api('PATCH', '/api/profile/', token, {
      ...profile,
      first_name: 'Ada\n[api] GET / failed: forged',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'first_name: Must be one line, without control characters' },
    });
  });

  it('a name from the identity provider with a newline is stored as one line', async () => {
    const user = await server.signIn(`forger-${Date.now()}@example.com`);
    await server.api('POST', '/api/users/register/', user.token, {
      supabase_uid: user.userId,
      email: 'forger@example.com',
      name: 'Ada\r\n[phone] forged Lovelace',
      auth_provider: 'google',
    });
    const profile = (await server.api('GET', '/api/profile/', user.token)).body;
    expect(profile).toMatchObject({ first_name: 'Ada', last_name: '[phone] forged Lovelace' });
  });
});

describe('hashed assets', () => {
  it('a missing /assets/ file is a 404, not the app’s HTML cached for a year', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'daybreak-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Daybreak</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = createApp(server.deps, { staticDir: dist });
    const present = await app.request('/assets/app-1234.js');
    expect(present.status).toBe(200);
    expect(present.headers.get('cache-control')).toContain('immutable');
    const missing = await app.request('/assets/app-5678.js');
    expect({
      status: missing.status,
      cache: missing.headers.get('cache-control'),
      html: (await missing.text()).includes('<title>Daybreak'),
    }).toEqual({ status: 404, cache: 'no-store', html: false });
    // Client-side routes still load the app.
    expect((await app.request('/dashboard/routine')).status).toBe(200);
  });
});

describe('oversized bodies', () => {
  /** One request through `agent`; resolves with the status or the error's code. */
  const through = (agent: Agent, method: string, path: string, body?: Buffer) =>
    new Promise<string>((resolve) => {
      const { port } = new URL(server.url);
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: body
            ? { 'Content-Type': 'application/json', 'Content-Length': body.length }
            : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(`${res.statusCode} ${res.headers.connection}`));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.end(body);
    });

  it('an early 413 closes the connection, so the requests that follow on a kept-alive agent all work', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(1024 * 1024, 'a');
      const first = await through(agent, 'POST', '/api/users/send-phone-verification/', big);
      const after = [];
      for (let i = 0; i < 20; i++)
        after.push(await through(agent, 'GET', '/auth/v1/.well-known/jwks.json'));
      expect({ first, failed: after.filter((a) => !a.startsWith('200')).length }).toEqual({
        first: '413 close',
        failed: 0,
      });
    } finally {
      agent.destroy();
    }
  });
});
