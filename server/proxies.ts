/**
 * Proxies are trusted only as configured (`TRUSTED_PROXY_HOPS`, read by `clientAddress`). A request
 * that carries `X-Forwarded-For` while none is configured most likely came through a proxy the server
 * was not told of: every client then has the proxy's address, and shares its limits.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

export const UNTRUSTED_PROXY_WARNING =
  "[proxy] A request came with X-Forwarded-For, but TRUSTED_PROXY_HOPS is 0: every client is taken to have the proxy's address, so they share one set of limits. Set TRUSTED_PROXY_HOPS to the number of proxies in front of this server (1 for a single nginx or caddy).";

/** Warns once per app (not per request) when a forwarded request meets no configured proxy. */
export function warnUntrustedProxy(env: Env): MiddlewareHandler {
  let warned = env.trustedProxyHops > 0;
  return async (c, next) => {
    if (!warned && c.req.header('x-forwarded-for') !== undefined) {
      warned = true;
      console.warn(UNTRUSTED_PROXY_WARNING);
    }
    await next();
  };
}
