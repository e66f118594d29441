/**
 * Threat: a proxy on the same host (nginx, caddy) in front of the server. Every client then comes from
 * 127.0.0.1, so whatever trusts loopback trusts the world: `/metrics` without a token answered any
 * outside client. In production only what is configured is trusted: `/metrics` needs METRICS_TOKEN
 * (or it is off), and a request forwarded by a proxy the server was not told of is warned about.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

const production = {
  SUPABASE_URL: 'https://project.supabase.test',
  SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};
const TOKEN = 'a-long-metrics-secret';

const servers: TestServer[] = [];
const start = async (env: Record<string, string>) => {
  const server = await startTestServer({ env });
  servers.push(server);
  return server;
};
afterAll(() => Promise.all(servers.map((s) => s.stop())));

const metrics = (server: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/metrics`, { headers }).then((res) => res.status);

describe('GET /metrics', () => {
  it('in production without METRICS_TOKEN is off, even from loopback (a same-host proxy)', async () => {
    const server = await start(production);
    expect(await metrics(server)).toBe(404);
    expect(await metrics(server, { 'X-Forwarded-For': '127.0.0.1' })).toBe(404);
  });

  it('in production with METRICS_TOKEN answers its bearer only', async () => {
    const server = await start({ ...production, METRICS_TOKEN: TOKEN });
    expect(await metrics(server)).toBe(404);
    expect(await metrics(server, { Authorization: 'Bearer wrong' })).toBe(404);
    expect(await metrics(server, { Authorization: `Bearer ${TOKEN}` })).toBe(200);
  });

  it('in local mode without a token is readable from this machine', async () => {
    const server = await start({});
    expect(await metrics(server)).toBe(200);
  });
});

describe('X-Forwarded-For while TRUSTED_PROXY_HOPS is 0', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeAll(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => warn.mockRestore());
  const proxyWarnings = () =>
    warn.mock.calls.filter((call) => String(call[0]).includes('TRUSTED_PROXY_HOPS'));

  it('is warned about once, naming the setting', async () => {
    const server = await start(production);
    await fetch(`${server.url}/health/live`);
    expect(proxyWarnings()).toEqual([]);
    for (let i = 0; i < 3; i++)
      await fetch(`${server.url}/health/live`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(proxyWarnings()).toHaveLength(1);
    expect(String(proxyWarnings()[0]?.[0])).toMatch(
      /X-Forwarded-For.*TRUSTED_PROXY_HOPS is 0.*every client.*the proxy's address/,
    );
  });

  it('is not warned about when the proxies are configured', async () => {
    warn.mockClear();
    const server = await start({ ...production, TRUSTED_PROXY_HOPS: '1' });
    await fetch(`${server.url}/health/live`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(proxyWarnings()).toEqual([]);
  });
});
