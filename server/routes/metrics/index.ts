/**
 * GET /metrics: the morning as an operator sees it (Prometheus text). Readable with the METRICS_TOKEN
 * bearer token. Without one it is off in production — behind a proxy on the same host every client
 * comes from loopback — and readable from this machine only in local mode.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { methodNotAllowed } from '../../http';
import { clientAddress } from '../users';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sameSecret(given: string, want: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(deps: AppDeps) {
  // Typed like the other resources' routers so the app mounts them alike; no user is involved here.
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get('/metrics', async (c) => {
    const token = deps.env.metricsToken;
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const allowed = token
      ? sameSecret(bearer, token)
      : deps.env.local && LOOPBACK.test(clientAddress(c, deps.env.trustedProxyHops));
    if (!allowed) return c.text('Not found', 404);
    const { registry } = deps.calls.metrics;
    return c.text(await registry.metrics(), 200, { 'content-type': registry.contentType });
  });
  app.all('/metrics', (c) => methodNotAllowed(c, 'GET, HEAD'));
  return app;
}
