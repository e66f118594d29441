/**
 * `npx tsx bench/api-profile.ts [postgres-url]`: where one dashboard GET's time goes, with no load
 * generator in the way — each of the five routes and the trivial route called N times in a row through
 * `app.fetch` (no sockets), and the SQL each one sends, counted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { createApp, createDeps } from '../server/app';
import { requireUser } from '../server/auth';
import { openDb, type Db } from '../server/db';
import { loadEnv } from '../server/env';
import { pathOf } from '../src/core/routes';

const N = Number(process.env.N ?? 2000);
const databaseUrl = process.argv[2] ?? null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'daybreak-prof-'));
const env = loadEnv({
  // Scripted outcomes: nobody is at the local phone page during a bench.
  LOCAL_CALL_OUTCOME: 'confirm',
  PORT: '0',
  SCHEDULER: 'off',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const schema = databaseUrl ? `prof_${randomBytes(4).toString('hex')}` : undefined;
const inner = databaseUrl
  ? await openDb({ databaseUrl, dataDir: null, ...(schema ? { schema } : {}) })
  : undefined;
const deps = await createDeps(env, inner ? { db: inner } : {});
const sql = new Map<string, number>();
let counting = false;
const real: Db = deps.db;
const counted: Db = {
  ...real,
  query: (text, params) => {
    if (counting) sql.set(text, (sql.get(text) ?? 0) + 1);
    return real.query(text, params);
  },
};
deps.db = counted;
const app = new Hono();
app.get('/bench/trivial', requireUser(deps.auth), (c) => c.json({ ok: true }));
app.route('/', createApp({ ...deps, db: counted }));

const base = 'http://127.0.0.1:8787';
const send = (p: string, init: RequestInit = {}) => app.fetch(new Request(base + p, init));
const chooser = await send('/auth/v1/authorize', {
  method: 'POST',
  redirect: 'manual',
  body: new URLSearchParams({
    email: 'p@example.com',
    name: 'P',
    redirect_to: `${base}/auth/callback`,
  }),
});
const token =
  new URLSearchParams(new URL(chooser.headers.get('location') ?? '').hash.slice(1)).get(
    'access_token',
  ) ?? '';
const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
  .sub as string;
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
await send(pathOf('register'), {
  method: 'POST',
  headers,
  body: JSON.stringify({
    supabase_uid: sub,
    email: 'p@example.com',
    name: 'P',
    auth_provider: 'google',
  }),
});
for (const [order, block] of ['weather', 'horoscope', 'word_of_the_day'].entries())
  await send(pathOf('addUserBlock'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ block, order }),
  });

const paths = [
  '/bench/trivial',
  ...(
    ['getProfile', 'getAvailableBlocks', 'getUserBlocks', 'getSchedule', 'getIntegrations'] as const
  ).map((name) => pathOf(name)),
];
// PROFILE=file.cpuprofile: a CPU profile of the requests only (not start-up or sign-in).
const inspector = process.env.PROFILE ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
for (const p of paths) {
  for (let i = 0; i < 200; i++) await (await send(p, { headers })).arrayBuffer();
  sql.clear();
  counting = true;
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const res = await send(p, { headers });
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    await res.arrayBuffer();
  }
  const us = Number(process.hrtime.bigint() - t0) / 1000 / N;
  const cpu = process.cpuUsage(c0);
  const cpuUs = (cpu.user + cpu.system) / N;
  counting = false;
  const queries = [...sql.entries()].map(([q, n]) => `${(n / N).toFixed(1)}× ${q.slice(0, 70)}`);
  console.log(
    `${p.padEnd(30)} ${us.toFixed(0).padStart(5)} µs/request (CPU ${cpuUs.toFixed(0).padStart(5)} µs)  ${queries.join(' | ') || 'no SQL'}`,
  );
}
if (inspector && process.env.PROFILE) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(process.env.PROFILE, JSON.stringify(profile));
}
// The bare database round trip, for scale.
const t0 = process.hrtime.bigint();
const c0 = process.cpuUsage();
for (let i = 0; i < N; i++) await real.query('SELECT 1');
const c1 = process.cpuUsage(c0);
console.log(
  `${'SELECT 1'.padEnd(30)} ${(Number(process.hrtime.bigint() - t0) / 1000 / N).toFixed(0).padStart(5)} µs (CPU ${((c1.user + c1.system) / N).toFixed(0)} µs)`,
);
if (schema) await real.exec(`DROP SCHEMA ${schema} CASCADE`);
await real.close();
rmSync(dataDir, { recursive: true, force: true });
