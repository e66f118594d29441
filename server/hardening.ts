/**
 * Protections every request passes through: a body size limit, JSON-only bodies on the API, CORS for
 * the allowed origins only, security headers (CSP for the SPA) and 405 with `Allow` for a wrong method.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { secureHeaders } from 'hono/secure-headers';
import limits from '../schemas/limits.json';
import type { Env } from './env';

/** The app's own origin (PUBLIC_URL) and the configured ones: CORS and sign-in redirects allow these. */
export function allowedOrigins(env: Env): string[] {
  return [new URL(env.publicUrl).origin, ...env.allowedOrigins];
}

/**
 * Request bodies above the limit answer 413 before they are read in full. GET and HEAD have no body
 * to limit: they skip the check, which would otherwise build a full fetch Request (its body stream and
 * abort signal) for every read on @hono/node-server.
 */
export const limitBody = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: limits.requestBodyMaxBytes,
    onError: (c) =>
      c.json(
        { message: `Request body is too large (at most ${limits.requestBodyMaxBytes / 1024} kB)` },
        413,
      ),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};

const isJson = (type: string) => /^application\/json\s*(;|$)/i.test(type.trim());

/**
 * API bodies are JSON: any other declared type, or a body without one, answers 415. A cross-site page
 * can send text/plain or a form without asking; JSON needs a CORS preflight the API only grants to
 * the allowed origins.
 */
export const jsonOnly =
  (
    /** Path prefixes that take form posts instead: webhooks signed by their sender (Twilio). */
    formPrefixes: readonly string[] = [],
  ): MiddlewareHandler =>
  async (c, next) => {
    if (formPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
      const type = c.req.header('content-type');
      const length = c.req.header('content-length');
      const hasBody =
        (length !== undefined && length !== '0') || !!c.req.header('transfer-encoding');
      if ((type !== undefined && !isJson(type)) || (type === undefined && hasBody))
        return c.json({ message: 'Content-Type must be application/json' }, 415);
    }
    await next();
  };

/**
 * CORS for the allowed origins. A request without an Origin header (same-origin GETs, servers) gets
 * no CORS headers to act on, only `Vary: Origin`: hono's cors would otherwise build a placeholder
 * response before the handler and copy the handler's response into a full fetch Response (a body
 * stream per request on @hono/node-server) — the largest cost of the dashboard's reads.
 */
export const apiCors = (env: Env): MiddlewareHandler => {
  const origins = allowedOrigins(env);
  const withOrigin = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['authorization', 'content-type', 'apikey', 'x-client-info'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: true,
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.header('origin')) return withOrigin(c, next);
    await next();
    // On the response's own headers: c.header() would rebuild a finalized response from its body.
    c.res.headers.append('Vary', 'Origin');
  };
};

/**
 * `nosniff`, `Referrer-Policy`, no framing, and a CSP that fits the SPA (MUI injects its styles).
 * `scriptHashes` ('sha256-…') allow the inline scripts of the prerendered landing page, and only them.
 */
export const securityHeaders = (env: Env, scriptHashes: string[] = []): MiddlewareHandler => {
  const supabase = env.supabaseUrl ? new URL(env.supabaseUrl) : null;
  const connect = supabase
    ? [supabase.origin, `${supabase.protocol === 'https:' ? 'wss' : 'ws'}://${supabase.host}`]
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'unsafe-eval': the forms layer validates with AJV, which compiles each JSON Schema to a function
      // at run time (block schemas arrive from the API, so they cannot be precompiled at build time).
      scriptSrc: ["'self'", "'unsafe-eval'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connect],
      formAction: ["'self'", ...env.allowedOrigins],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // Sign-in and consent pages redirect to the allowed origins; keep the opener policy default-safe.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: env.local ? false : 'max-age=15552000; includeSubDomains',
  });
};

/** A known path with another method: 405 with `Allow`, and a message. */
export const wrongMethod = (app: Hono): MiddlewareHandler =>
  methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) =>
      c.json(
        { message: `Method ${c.req.method} is not allowed here; use ${methods.join(', ')}` },
        405,
        { Allow: methods.join(', ') },
      ),
  });
