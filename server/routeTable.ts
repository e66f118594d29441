/**
 * Every API handler is registered through the route table (src/core/routes.ts): `serveRoutes(app,
 * auth).<name>(handler)` puts it at the table's method and path, behind the table's auth, hands it the body
 * checked against the table's schema (AJV, compiled once) and typed from it, and takes back the
 * table's response type. `undeclaredMethod()` answers 405 with `Allow` for the methods a declared
 * path does not declare.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  routeList,
  routes,
  type BodyOf,
  type PathParams,
  type ResponseOf,
  type RouteContract,
  type RouteName,
} from '../src/core/routes';
import { schemaOf } from '../src/core/routeSchemas';
import { requireUser, type Auth, type AuthVariables } from './auth';
import { methodNotAllowed, readBody } from './http';

declare const typed: unique symbol;
/** A JSON answer built by `reply` (a status other than 200, or headers): still of the route's type. */
export type Reply<T> = Response & { readonly [typed]: T };

/** A JSON answer with a status (201…) or headers, typed like the route's `response`. */
export function reply<T>(
  c: Context,
  body: T,
  status: ContentfulStatusCode = 200,
  headers?: Record<string, string>,
): Reply<T> {
  return c.json(body as object, status, headers) as unknown as Reply<T>;
}

/** A JSON answer already serialised (a static body built once), typed like the route's `response`. */
export function preserialized<T>(response: Response): Reply<T> {
  return response as Reply<T>;
}

/**
 * What a handler returns: the JSON answer itself (sent as 200) or a `Reply` of it; nothing for a 204;
 * the Response itself for audio, TwiML and redirects.
 */
export type HandlerResult<N extends RouteName> =
  ResponseOf<N> extends 'empty'
    ? void
    : ResponseOf<N> extends 'audio' | 'twiml' | 'redirect' | 'vcard'
      ? Response
      : ResponseOf<N> | Reply<ResponseOf<N>>;

export type RouteContext = Context<{ Variables: AuthVariables }>;

export type Handler<N extends RouteName> = (
  c: RouteContext,
  body: BodyOf<N>,
  params: PathParams<N>,
) => HandlerResult<N> | Promise<HandlerResult<N>>;

const userMiddleware = new WeakMap<Auth, MiddlewareHandler>();

function authFor(route: RouteContract, auth: Auth): MiddlewareHandler[] {
  if (route.auth !== 'user') return [];
  let middleware = userMiddleware.get(auth);
  if (!middleware) {
    middleware = requireUser(auth);
    userMiddleware.set(auth, middleware);
  }
  return [middleware];
}

export interface ServeOptions {
  /** Runs ahead of the route's auth (a local-only guard, a signed URL standing in for the session); it may answer instead. */
  before?: MiddlewareHandler[];
}

/** One registration function per route name: `api.getProfile(handler)`. */
export type RouteServer = {
  [N in RouteName]: (handler: Handler<N>, options?: ServeOptions) => void;
};

/** The registration functions of every route, onto `app`, with `auth` for the routes of signed-in users. */
export function serveRoutes(app: Hono<{ Variables: AuthVariables }>, auth: Auth): RouteServer {
  return Object.fromEntries(
    routeList.map(({ name }) => [
      name,
      (handler: AnyHandler, options?: ServeOptions) => serve(app, auth, name, handler, options),
    ]),
  ) as unknown as RouteServer;
}

type AnyHandler = (c: RouteContext, body: unknown, params: Record<string, string>) => unknown;

function serve(
  app: Hono<{ Variables: AuthVariables }>,
  auth: Auth,
  name: RouteName,
  handler: AnyHandler,
  options: ServeOptions = {},
): void {
  const route: RouteContract = routes[name];
  const bodySchema = route.body;
  const answer: MiddlewareHandler = async (c) => {
    const body = bodySchema ? await readBody(c, schemaOf(bodySchema)) : undefined;
    const result = await handler(c as RouteContext, body, c.req.param() as Record<string, string>);
    if (result instanceof Response) return result;
    if (result === undefined) return c.body(null, 204);
    return c.json(result as object);
  };
  const chain: MiddlewareHandler[] = [...(options.before ?? []), ...authFor(route, auth), answer];
  app.on(route.method, route.path, ...(chain as [MiddlewareHandler]));
}

/** The paths of Twilio's callbacks: form posts that Twilio signs, not JSON. */
export const twilioPaths: readonly string[] = routeList
  .filter((r) => r.auth === 'twilio')
  .map((r) => r.path);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const declaredPaths = [...new Set(routeList.map((r) => r.path))].map((path) => {
  const declared = METHODS.filter((m) => routeList.some((r) => r.path === path && r.method === m));
  return {
    pattern: new RegExp(`^${path.replace(/:[a-z_]+/gi, '[^/]+')}$`),
    methods: new Set<string>(declared.includes('GET') ? [...declared, 'HEAD'] : declared),
    allow: declared.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', '),
  };
});

/**
 * A declared path with a method the table does not declare for it: 405 with `Allow`, and a message;
 * OPTIONS on a declared path: 204 with `Allow`.
 */
export const undeclaredMethod = (): MiddlewareHandler => async (c, next) => {
  const path = declaredPaths.find((p) => p.pattern.test(c.req.path));
  // OPTIONS that is not a CORS preflight (that one is answered before): the methods it takes.
  if (c.req.method === 'OPTIONS')
    return path ? c.body(null, 204, { Allow: `${path.allow}, OPTIONS` }) : next();
  if (!path || path.methods.has(c.req.method)) return next();
  return methodNotAllowed(c, path.allow);
};
