/**
 * Protections every request passes through: a body size limit, JSON-only bodies on the API, CORS for
 * the allowed origins only, and security headers (CSP for the SPA).
 * (405 with `Allow` for a wrong method: server/routeTable.ts, from the route table.)
 */
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import limits from '../schemas/limits.json';
import { apiRoot } from '../src/core/routes';

/** Where the build's hashed scripts and styles are served (Vite's `build.assetsDir`). */
export const assetsRoot = '/assets';
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
    // Answered before the body is read: the rest of it is still on the connection, so the connection
    // is closed rather than offered for another request it could not carry.
    onError: (c) =>
      c.json(
        { message: `Request body is too large (at most ${limits.requestBodyMaxBytes / 1024} kB)` },
        413,
        { Connection: 'close' },
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
  const vary: HeaderList = [['Vary', 'Origin']];
  const origins = allowedOrigins(env);
  const withOrigin = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['authorization', 'content-type', 'apikey', 'x-client-info'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: true,
    maxAge: 600,
  });
  return (c, next) => (c.req.header('origin') ? withOrigin(c, next) : withHeaders(c, vary, next));
};

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Puts `headers` on the answer; a value the handler set itself wins. On @hono/node-server (every way
 * this server runs) they go straight onto Node's response before the handler runs, so an answer built
 * with `c.json` keeps its plain header object: touching `c.res.headers` after the handler would turn it
 * into a fetch `Headers` (validated, sorted) and copy it, which cost the API about half its
 * throughput (issue 13). Elsewhere (a fetch-only runtime) they are set on the finished response.
 */
const withHeaders = async (c: Context, headers: HeaderList, next: Next): Promise<void> => {
  const outgoing = (c.env as { outgoing?: Partial<ServerResponse> } | undefined)?.outgoing;
  if (typeof outgoing?.setHeader === 'function') {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};

const csp = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Security headers (the set hono's `secureHeaders` sends by default, written out so they cost no
 * fetch `Headers` per answer). Pages get a CSP that fits the SPA (MUI injects its styles;
 * `scriptHashes` ('sha256-…') allow the prerendered landing page's inline scripts, and only them) and
 * the headers only a document acts on; the API's JSON answers get `default-src 'none'` and the
 * headers that apply to any answer.
 */
export const securityHeaders = (env: Env, scriptHashes: string[] = []): MiddlewareHandler => {
  const supabase = env.supabaseUrl ? new URL(env.supabaseUrl) : null;
  const connect = supabase
    ? [supabase.origin, `${supabase.protocol === 'https:' ? 'wss' : 'ws'}://${supabase.host}`]
    : [];
  // Every answer: no sniffing, no framing, no cross-origin reads, and (served over HTTPS) HSTS.
  const every: HeaderList = [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(env.local
      ? []
      : [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const]),
  ];
  // Pages (documents) also get the headers that only a document acts on.
  const page: HeaderList = [
    [
      'Content-Security-Policy',
      csp({
        'default-src': ["'self'"],
        // 'unsafe-eval': the forms layer validates with AJV, which compiles each JSON Schema to a
        // function at run time (block schemas arrive from the API: they cannot be precompiled).
        'script-src': ["'self'", "'unsafe-eval'", ...scriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...connect],
        'form-action': ["'self'", ...env.allowedOrigins],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
      }),
    ],
    ...every,
    // Sign-in and consent pages redirect to the allowed origins; keep the opener policy default-safe.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  // What no page renders as a document — the API's JSON and the build's scripts and styles: a CSP that
  // allows nothing (OWASP's REST headers). A page's CSP and document headers on each of the dashboard's
  // scripts were ~0.8 kB a file, sent uncompressed: 13 kB of a slow phone network's first load.
  const resource: HeaderList = [
    ['Content-Security-Policy', csp({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })],
    ...every,
  ];
  const isResource = (path: string) =>
    path.startsWith(`${apiRoot}/`) || path.startsWith(`${assetsRoot}/`);
  return (c, next) => withHeaders(c, isResource(c.req.path) ? resource : page, next);
};
