/**
 * Threat: an absolute-form request target (`POST http://evil.example/auth/v1/authorize HTTP/1.1`
 * with this machine's Host) setting the origin of the links the server builds — the sign-in
 * stand-in's redirect carrying the tokens, the connect URL. Links take their origin from PUBLIC_URL
 * or the checked Host header, never from the request target.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/**
 * One raw HTTP/1.1 request with `target` as its request target, word for word (fetch and
 * node:http always send origin-form), and the server's status, Location and body.
 */
function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; location: string | null; body: string }> {
  const { hostname, port } = new URL(server.url);
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries({
      ...headers,
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(header)?.[1] ?? 0),
        location: /^location: (.*)$/im.exec(header)?.[1]?.trim() ?? null,
        body: rest.join('\r\n\r\n'),
      });
    });
    // Not ended by us: the server answers, then closes (Connection: close).
    socket.write(`${head}\r\n\r\n${body}`);
  });
}

const own = () => new URL(server.url).host;

describe('an absolute-form request target', () => {
  it('does not set the origin of the sign-in redirect that carries the tokens', async () => {
    const form = (redirectTo: string) =>
      new URLSearchParams({
        email: 'victim@example.com',
        name: 'Victim',
        redirect_to: redirectTo,
        code_challenge: '',
      }).toString();
    const post = (redirectTo: string) =>
      rawRequest(
        'POST',
        'http://evil.example/auth/v1/authorize',
        { Host: own(), 'Content-Type': 'application/x-www-form-urlencoded' },
        form(redirectTo),
      );

    const relative = await post('/steal');
    expect(relative.status).toBe(303);
    expect(new URL(relative.location ?? '').origin).toBe(server.url);
    expect(relative.location).toMatch(/#access_token=/);

    const absolute = await post('http://evil.example/steal');
    expect({ status: absolute.status, location: absolute.location }).toEqual({
      status: 400,
      location: null,
    });
  });

  it('does not set the origin of the connect URL', async () => {
    const { token } = await server.newUser();
    const res = await rawRequest(
      'POST',
      'http://evil.example/api/integrations/google_calendar/connect/',
      { Host: own(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      '{}',
    );
    expect(res.status).toBe(200);
    const { authorization_url: link } = JSON.parse(res.body) as { authorization_url: string };
    expect(new URL(link).origin).toBe(server.url);
  });
});
