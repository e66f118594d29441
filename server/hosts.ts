/**
 * DNS rebinding: in local mode the passwordless sign-in emulator and the connect URL are built from
 * the request's own address, so a page on `evil.example` resolving to 127.0.0.1 must not be served.
 * Only this machine's names and the configured origins' hosts are answered; anything else is 421.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';
import { allowedOrigins } from './hardening';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a `Host` header value (without its port), lower-case; null when unreadable. */
function hostName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(`http://${header}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function knownHostsOnly(env: Env): MiddlewareHandler {
  const known = new Set([
    ...LOOPBACK_NAMES,
    ...allowedOrigins(env).map((origin) => new URL(origin).hostname.toLowerCase()),
  ]);
  return async (c, next) => {
    // Without a Host header (a request made in the process), the URL's own host.
    const name = hostName(c.req.header('host') ?? new URL(c.req.url).host);
    if (!name || !(known.has(name) || name.endsWith('.localhost')))
      return c.text(`This server answers only for ${[...known].join(', ')}.`, 421);
    await next();
  };
}
