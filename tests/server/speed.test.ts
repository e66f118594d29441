/** Issue 13: the API's fast paths keep their meaning — a cached catalogue revalidates, a cached token still dies with its session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the catalogue from memory', () => {
  it('answers with an ETag and 304 when the client already has it', async () => {
    const { token } = await server.newUser();
    const first = await server.api('GET', '/api/call-blocks/available/', token);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.api('GET', '/api/call-blocks/available/', token, undefined, {
      'If-None-Match': etag ?? '',
    });
    expect(again.status).toBe(304);
    const stale = await server.api('GET', '/api/call-blocks/available/', token, undefined, {
      'If-None-Match': '"something-else"',
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
  });
});

describe('verified tokens remembered', () => {
  it('a token verified (and cached) by earlier requests is refused right after logout', async () => {
    const { token } = await server.newUser();
    for (let i = 0; i < 3; i++)
      expect((await server.api('GET', '/api/profile/', token)).status).toBe(200);
    const logout = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    expect((await server.api('GET', '/api/profile/', token)).status).toBe(401);
  });
});
