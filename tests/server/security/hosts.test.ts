/**
 * Threat: DNS rebinding and Host header trust — a page on another name that resolves to this machine
 * driving the local server, which would build the sign-in emulator's redirects and the connect URL
 * from the attacker's Host. In local mode, only this machine's names and configured origins are served.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ON_NETWORK_CONSENT, loadEnv } from '../../../server/env';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A raw request with the Host header of our choosing (fetch would not let us set it). */
function send(
  method: string,
  path: string,
  host: string,
  body = '',
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | undefined; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { Host: host, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('Host header in local mode', () => {
  it('the sign-in emulator does not send tokens to the Host a request names', async () => {
    const form = new URLSearchParams({
      email: 'victim@example.com',
      name: 'Victim',
      redirect_to: 'http://evil.example/steal',
      code_challenge: '',
    }).toString();
    const res = await send('POST', '/auth/v1/authorize', 'evil.example', form, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect({ status: res.status, location: res.location ?? null }).toEqual({
      status: 421,
      location: null,
    });
  });

  it('the connect URL never points at the Host a request names', async () => {
    const { token } = await server.newUser();
    const res = await send(
      'POST',
      '/api/integrations/google_calendar/connect/',
      'evil.example',
      '{}',
      {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
    );
    expect({ status: res.status, evil: res.text.includes('evil.example') }).toEqual({
      status: 421,
      evil: false,
    });
  });

  it("this machine's names are served", async () => {
    const { port } = new URL(server.url);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
      expect((await send('GET', '/auth/v1/.well-known/jwks.json', host)).status, host).toBe(200);
  });
});

describe('the passwordless local sign-in beyond this machine', () => {
  it('local mode listening beyond loopback refuses to start unless asked in words', () => {
    expect(() => loadEnv({ HOST: '0.0.0.0' })).toThrow(
      'HOST=0.0.0.0 would let anyone who can reach this machine sign in as anyone (local mode has no passwords)',
    );
    expect(() => loadEnv({ HOST: '0.0.0.0', LOCAL_ON_NETWORK: 'yes' })).toThrow('LOCAL_ON_NETWORK');
    expect(loadEnv({ HOST: '0.0.0.0', LOCAL_ON_NETWORK: LOCAL_ON_NETWORK_CONSENT }).host).toBe(
      '0.0.0.0',
    );
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(loadEnv({ HOST: host }).host).toBe(host);
  });
});
