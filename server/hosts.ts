/**
 * DNS rebinding: in local mode the passwordless sign-in emulator and the connect URL link to the
 * request's Host (`linkOrigin`), so a page on `evil.example` resolving to 127.0.0.1 must not be served.
 * Only this machine's names and the configured origins' hosts are answered; anything else is 421.
 */
import type { Context, MiddlewareHandler } from 'hono';
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

/**
 * The origin of every link the server builds from a request (the sign-in redirects, the connect URL):
 * PUBLIC_URL, or in local mode the Host header `knownHostsOnly` checked, so a page opened at
 * 127.0.0.1 links back to 127.0.0.1. Never the request target: an absolute-form request
 * (`POST http://evil.example/… HTTP/1.1`) names any origin it likes there.
 */
export function linkOrigin(c: Context, env: Env): string {
  const configured = new URL(env.publicUrl);
  const host = c.req.header('host');
  if (!env.local || !host || hostName(host) === null) return configured.origin;
  return host.toLowerCase() === configured.host
    ? configured.origin
    : new URL(`http://${host}`).origin;
}
