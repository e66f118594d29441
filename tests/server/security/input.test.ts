/**
 * Threat: hostile input — bodies built to crash the server (deeply nested JSON), text that forges
 * server log lines or drives the terminal reading them (a newline or an escape sequence in a name),
 * names that read otherwise than they are (bidi overrides, zero-width characters), and addresses
 * that poison caches (a missing hashed asset answered with the app's HTML, cached for a year). Each
 * is refused or answered plainly, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { startTestServer, type TestServer } from '../harness';

/** What the local line printed (its log line per call). */
const printed: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ calls: { print: (line) => printed.push(line) } });
});
afterAll(() => server.stop());

const ONE_LINE = 'Must be one line, without control or invisible formatting characters';

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
    expect(res).toMatchObject({ status: 400, body: { message: `first_name: ${ONE_LINE}` } });
  });

  // What a name may not hold, on registration and on the profile alike: C0 and C1 controls (a
  // terminal's escapes), line and paragraph separators, bidi overrides and isolates, zero-width
  // characters and the byte-order mark.
  const hostile = {
    escapes: 'Eve\u001b[2J\u001b[31mPWNED Smith',
    newline: 'Ada\r\n[phone] forged Lovelace',
    c1: 'Ada\u0085Lovelace',
    'line separator': 'Ada\u2028Lovelace',
    'right-to-left override': 'Ada \u202Eecalevol',
    isolate: 'Ada \u2066Lovelace\u2069',
    'zero-width space': 'Ada\u200BLovelace',
    'byte-order mark': '\uFEFFAda Lovelace',
  };

  it('registration refuses a name with control or invisible formatting characters, naming the field', async () => {
    const answers: Record<string, unknown> = {};
    for (const [what, name] of Object.entries(hostile)) {
      const user = await server.signIn(`forger-${randomUUID()}@example.com`);
      const res = await server.api('POST', '/api/users/register/', user.token, {
        supabase_uid: user.userId,
        email: 'forger@example.com',
        name,
        auth_provider: 'google',
      });
      answers[what] = { status: res.status, body: res.body };
    }
    const refused = {
      status: 400,
      body: {
        message: `name: ${ONE_LINE}`,
        errors: [{ field: 'name', message: ONE_LINE }],
      },
    };
    expect(answers).toEqual(Object.fromEntries(Object.keys(hostile).map((k) => [k, refused])));
  });

  it('the profile refuses the same characters, naming the field', async () => {
    const { token } = await server.newUser();
    const answers: Record<string, unknown> = {};
    for (const [what, name] of Object.entries(hostile)) {
      const res = await server.api('PATCH', '/api/profile/', token, { last_name: name });
      answers[what] = { status: res.status, message: (res.body as { message?: string }).message };
    }
    const refused = { status: 400, message: `last_name: ${ONE_LINE}` };
    expect(answers).toEqual(Object.fromEntries(Object.keys(hostile).map((k) => [k, refused])));
  });

  it('names in any script still pass both routes', async () => {
    const user = await server.signIn(`names-${randomUUID()}@example.com`);
    const registered = await server.api('POST', '/api/users/register/', user.token, {
      supabase_uid: user.userId,
      email: 'names@example.com',
      name: 'Zoë Ōkubo-Łukasiewicz',
      auth_provider: 'google',
    });
    expect(registered.status).toBe(201);
    const saved = await server.api('PATCH', '/api/profile/', user.token, {
      first_name: 'אדה',
      last_name: '李 أحمد',
    });
    expect(saved.status).toBe(200);
    // Joiners are letters' glue, not hiding places: a Persian name (ZWNJ), a Hindi one (ZWJ).
    const joined = await server.signIn(`joined-${randomUUID()}@example.com`);
    const persian = await server.api('POST', '/api/users/register/', joined.token, {
      supabase_uid: joined.userId,
      email: 'joined@example.com',
      name: 'مهر\u200Cآفرین',
      auth_provider: 'google',
    });
    expect(persian.status).toBe(201);
    expect(
      (await server.api('PATCH', '/api/profile/', joined.token, { last_name: 'क्\u200Dष' })).status,
    ).toBe(200);
  });

  it('a name stored before this rule reaches the log with its control characters escaped', async () => {
    const { token, userId } = await server.newUser();
    await server.deps.db.query(
      "UPDATE profiles SET first_name = $2, phone_number = '+12025550123', phone_verified = true WHERE user_id = $1",
      [userId, 'Eve\u001b[2J\u001b[31mPWNED\u202E'],
    );
    printed.length = 0;
    expect((await server.api('POST', '/api/call-blocks/test-call/', token)).status).toBe(200);
    const line = printed.find((l) => l.includes('PWNED')) ?? '';
    expect(line).toContain('Eve\\u001b[2J\\u001b[31mPWNED\\u202e');
    expect(line).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
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
