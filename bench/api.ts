/**
 * API benchmark: the dashboard's initial parallel load (profile, available blocks, user blocks, schedule,
 * integrations) under concurrency 50 for 10 s, on loopback, against the real app on embedded Postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp, createDeps } from '../server/app';
import { loadEnv } from '../server/env';

export async function benchApi(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybreak-bench-'));
  const deps = await createDeps(loadEnv({ PORT: '0', SCHEDULER: 'off', DATA_DIR: dataDir }), {
    calls: { print: () => undefined },
  });
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const chooser = await fetch(`${url}/auth/v1/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      email: 'bench@example.com',
      name: 'Bench Mark',
      redirect_to: `${url}/auth/callback`,
      code_challenge: '',
    }),
  });
  const token =
    new URLSearchParams(new URL(chooser.headers.get('location') ?? '').hash.slice(1)).get(
      'access_token',
    ) ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  await fetch(`${url}/api/users/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      supabase_uid: payload.sub,
      email: 'bench@example.com',
      name: 'Bench Mark',
      auth_provider: 'google',
    }),
  });
  for (const [order, block] of ['weather', 'horoscope', 'word_of_the_day'].entries()) {
    await fetch(`${url}/api/call-blocks/user/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ block, order }),
    });
  }

  const paths = [
    '/api/profile/',
    '/api/call-blocks/available/',
    '/api/call-blocks/user/',
    '/api/call-blocks/schedule/',
    '/api/integrations/',
  ];
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { Authorization: `Bearer ${token}` },
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  // Let in-flight requests finish before the database closes.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
  await deps.db.close();
  rmSync(dataDir, { recursive: true, force: true });

  const non2xx = result.non2xx + result.errors;
  console.log(
    'API — dashboard initial load (5 GETs in rotation), 50 connections, 10 s, PGlite, loopback',
  );
  console.log(
    `  requests/s  ${result.requests.average.toFixed(0)}  (total ${result.requests.total}, non-2xx or errors ${non2xx})`,
  );
  console.log(
    `  latency     p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
  );
  console.log(
    `  per dashboard load (5 requests): ~${(result.requests.average / paths.length).toFixed(0)} full loads/s`,
  );
}
