/**
 * API benchmark: the dashboard's initial parallel load (profile, available blocks, user blocks, schedule,
 * integrations) under concurrency 50 for 10 s, on loopback, against the real app on embedded Postgres
 * (and on a Postgres server when DATABASE_URL is set), alone and with voice previews running beside it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp, createDeps } from '../server/app';
import { openDb } from '../server/db';
import { loadEnv } from '../server/env';

/** On PGlite, then — when DATABASE_URL is set — on that Postgres server (in a schema of its own). */
export async function benchApi(): Promise<void> {
  await benchOn(null);
  if (process.env.DATABASE_URL) await benchOn(process.env.DATABASE_URL);
}

async function benchOn(databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybreak-bench-'));
  const schema = databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : null;
  const env = loadEnv({ PORT: '0', SCHEDULER: 'off', DATA_DIR: dataDir });
  const deps = await createDeps(env, {
    ...(databaseUrl && schema ? { db: await openDb({ databaseUrl, dataDir: null, schema }) } : {}),
    calls: { print: () => undefined },
  });
  const label = databaseUrl ? 'Postgres server' : 'PGlite';
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
  const dashboard = () =>
    autocannon({
      url,
      connections: 50,
      duration: 10,
      headers: { Authorization: `Bearer ${token}` },
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    });
  const result = await dashboard();

  // The same load with 8 users previewing voices beside it (distinct texts: no cache hits).
  const previewers = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const signedIn = await fetch(`${url}/auth/v1/authorize`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          email: `voice-${i}@example.com`,
          name: 'Voice Bench',
          redirect_to: `${url}/auth/callback`,
        }),
      });
      return (
        new URLSearchParams(new URL(signedIn.headers.get('location') ?? '').hash.slice(1)).get(
          'access_token',
        ) ?? ''
      );
    }),
  );
  let previewing = true;
  const previews = { ok: 0, other: 0 };
  const loops = previewers.map(async (previewer, i) => {
    for (let n = 0; previewing; n++) {
      const res = await fetch(`${url}/api/voice/preview/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${previewer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          voice_id: '21m00Tcm4TlvDq8ikWAM',
          text: `Good morning number ${i} ${n}! Time to start your day with energy and purpose.`,
        }),
      });
      await res.arrayBuffer();
      if (res.ok) previews.ok++;
      else previews.other++;
    }
  });
  const beside = await dashboard();
  previewing = false;
  await Promise.all(loops);
  // Let in-flight requests finish before the database closes.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
  if (schema) await deps.db.exec(`DROP SCHEMA ${schema} CASCADE`);
  await deps.db.close();
  rmSync(dataDir, { recursive: true, force: true });

  const non2xx = result.non2xx + result.errors;
  console.log(
    `API — dashboard initial load (5 GETs in rotation), 50 connections, 10 s, ${label}, loopback`,
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
  console.log(
    `API — the same load with 8 users previewing voices beside it (worker threads), ${label}`,
  );
  console.log(
    `  requests/s  ${beside.requests.average.toFixed(0)}  (non-2xx or errors ${beside.non2xx + beside.errors})`,
  );
  console.log(
    `  latency     p50 ${beside.latency.p50} ms   p99 ${beside.latency.p99} ms   max ${beside.latency.max} ms`,
  );
  console.log(
    `  previews    ${previews.ok} answered (${(previews.ok / 10).toFixed(1)}/s), ${previews.other} refused (per-user limit)`,
  );
}
