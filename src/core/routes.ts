/**
 * The API, declared once (SPEC §7 and the local-mode extras): each route's name, method, path, who may
 * call it, and the JSON Schemas of what it accepts and answers. The server registers every handler
 * through this table (server/routeTable.ts: the body checked against `body`, the handler's answer typed
 * by `response`, 405 for the methods a path does not declare); the SPA's client (src/api/endpoints.ts)
 * and the test mocks (tests/fixtures/api.ts) name routes, never paths; the server suite checks every
 * answer against `response` (2xx) or `errorResponseSchema` (every error).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type * as S from './schemas.gen';

/**
 * A JSON Schema of schemas/, by its name in schemas.gen.ts: the table names its schemas, so the SPA's
 * client, which reads only methods and paths, does not carry them (src/core/routeSchemas.ts gives the
 * server and the tests the schema itself).
 */
export type SchemaName = keyof typeof S;

/** Where the API lives: every route's path is under it (the server's API headers and its 404 cover it). */
export const apiRoot = '/api';

/** Who may call a route: a signed-in user, anyone, or Twilio (a signed form post). */
export type RouteAuth = 'user' | 'none' | 'twilio';

/** What a route answers besides JSON: 204 with no body, a sound file, TwiML, a redirect, or a contact card. */
export type NonJsonResponse = 'empty' | 'audio' | 'twiml' | 'redirect' | 'vcard';

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, trailing slash as served. */
  path: `${typeof apiRoot}/${string}`;
  auth: RouteAuth;
  body?: SchemaName;
  /** The success answer's JSON Schema, or what it is when it is not JSON. */
  response: SchemaName | NonJsonResponse;
}

export const routes = {
  getProfile: {
    method: 'GET',
    path: '/api/profile/',
    auth: 'user',
    response: 'profileResponseSchema',
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/profile/',
    auth: 'user',
    body: 'profileUpdateSchema',
    response: 'profileResponseSchema',
  },
  getBackupContact: {
    method: 'GET',
    path: '/api/backup-contact/',
    auth: 'user',
    response: 'backupContactGetResponseSchema',
  },
  putBackupContact: {
    method: 'PUT',
    path: '/api/backup-contact/',
    auth: 'user',
    body: 'backupContactSchema',
    response: 'backupContactResponseSchema',
  },
  deleteBackupContact: {
    method: 'DELETE',
    path: '/api/backup-contact/',
    auth: 'user',
    response: 'empty',
  },
  getAvailableBlocks: {
    method: 'GET',
    path: '/api/call-blocks/available/',
    auth: 'user',
    response: 'availableBlocksResponseSchema',
  },
  getUserBlocks: {
    method: 'GET',
    path: '/api/call-blocks/user/',
    auth: 'user',
    response: 'userBlocksResponseSchema',
  },
  addUserBlock: {
    method: 'POST',
    path: '/api/call-blocks/user/',
    auth: 'user',
    body: 'userBlockCreateSchema',
    response: 'userBlockResponseSchema',
  },
  reorderUserBlocks: {
    method: 'PATCH',
    path: '/api/call-blocks/user/',
    auth: 'user',
    body: 'userBlockReorderSchema',
    response: 'userBlocksResponseSchema',
  },
  updateBlockSettings: {
    method: 'PATCH',
    path: '/api/call-blocks/user/:id/',
    auth: 'user',
    body: 'userBlockSettingsSchema',
    response: 'userBlockResponseSchema',
  },
  removeUserBlock: {
    method: 'DELETE',
    path: '/api/call-blocks/user/:id/',
    auth: 'user',
    response: 'empty',
  },
  getBlockConfig: {
    method: 'GET',
    path: '/api/call-blocks/user/:id/config/',
    auth: 'user',
    response: 'blockFieldsSchema',
  },
  getSchedule: {
    method: 'GET',
    path: '/api/call-blocks/schedule/',
    auth: 'user',
    response: 'scheduleSchema',
  },
  saveSchedule: {
    method: 'PUT',
    path: '/api/call-blocks/schedule/',
    auth: 'user',
    body: 'scheduleSaveSchema',
    response: 'scheduleSchema',
  },
  getIntegrations: {
    method: 'GET',
    path: '/api/integrations/',
    auth: 'user',
    response: 'integrationsResponseSchema',
  },
  connectIntegration: {
    method: 'POST',
    path: '/api/integrations/:provider/connect/',
    auth: 'user',
    response: 'connectResponseSchema',
  },
  /** The provider's consent screen sends the browser back here; the signed `state` names the user. */
  integrationCallback: {
    method: 'GET',
    path: '/api/integrations/:provider/callback/',
    auth: 'none',
    response: 'redirect',
  },
  disconnectIntegration: {
    method: 'DELETE',
    path: '/api/integrations/:provider/',
    auth: 'user',
    response: 'empty',
  },
  testCall: {
    method: 'POST',
    path: '/api/call-blocks/test-call/',
    auth: 'user',
    response: 'messageResponseSchema',
  },
  voicePreview: {
    method: 'POST',
    path: '/api/voice/preview/',
    auth: 'user',
    body: 'voicePreviewSchema',
    response: 'audio',
  },
  /**
   * Unauthenticated (SPEC §6); a bearer token, when one is sent, must be the uid's own — and only then
   * is the call recorded in that user's call history. The app sends it signed in.
   */
  sendPhoneVerification: {
    method: 'POST',
    path: '/api/users/send-phone-verification/',
    auth: 'none',
    body: 'phoneSendSchema',
    response: 'messageResponseSchema',
  },
  verifyPhone: {
    method: 'POST',
    path: '/api/users/verify-phone/',
    auth: 'user',
    body: 'phoneVerifySchema',
    response: 'messageResponseSchema',
  },
  register: {
    method: 'POST',
    path: '/api/users/register/',
    auth: 'user',
    body: 'registerSchema',
    response: 'registerResponseSchema',
  },
  /**
   * Places by city name or postcode (`?q=…`, optionally `&country=XX`), best first: what a `place`
   * setting stores. Open-Meteo's geocoding in production, a bundled gazetteer offline; rate-limited.
   */
  searchPlaces: {
    method: 'GET',
    path: '/api/places/',
    auth: 'user',
    response: 'placesResponseSchema',
  },
  /** Local mode only (404 elsewhere): the local phone line's calls, and answering one. */
  getLocalCalls: {
    method: 'GET',
    path: '/api/local/calls/',
    auth: 'user',
    response: 'localCallsResponseSchema',
  },
  answerLocalCall: {
    method: 'POST',
    path: '/api/local/calls/:id/answer/',
    auth: 'user',
    body: 'localCallAnswerSchema',
    response: 'localCallSchema',
  },
  getCalls: {
    method: 'GET',
    path: '/api/calls/',
    auth: 'user',
    response: 'callsResponseSchema',
  },
  getNextCall: {
    method: 'GET',
    path: '/api/calls/next/',
    auth: 'user',
    response: 'callsNextResponseSchema',
  },
  /**
   * The number wake-up calls come from, as a contact card (`daybreak.vcf`) a phone imports: saved as a
   * contact, the calls ring through "Silence Unknown Callers" and Focus. Public: the number is on the
   * landing page too.
   */
  getCallerCard: {
    method: 'GET',
    path: '/api/calls/caller.vcf',
    auth: 'none',
    response: 'vcard',
  },
  previewCall: {
    method: 'POST',
    path: '/api/calls/preview/',
    auth: 'user',
    response: 'callsPreviewResponseSchema',
  },
  /** The owner's session, or a signed URL (`?exp=…&sig=…`) standing in for it. */
  getCallAudio: {
    method: 'GET',
    path: '/api/calls/:id/audio',
    auth: 'user',
    response: 'audio',
  },
  /** Twilio's callbacks (form-encoded, signature-checked). */
  twilioAnswer: {
    method: 'POST',
    path: '/api/calls/twilio/answer',
    auth: 'twilio',
    response: 'twiml',
  },
  twilioStatus: {
    method: 'POST',
    path: '/api/calls/twilio/status',
    auth: 'twilio',
    response: 'empty',
  },
  twilioGather: {
    method: 'POST',
    path: '/api/calls/twilio/gather',
    auth: 'twilio',
    response: 'twiml',
  },
  /** The carrier's word on a text Daybreak sent (Twilio's message status callback, `?alert=<call id>`). */
  twilioTextStatus: {
    method: 'POST',
    path: '/api/calls/twilio/sms-status',
    auth: 'twilio',
    response: 'empty',
  },
  /** A text message to Daybreak's number (Twilio's incoming-message webhook): STOP opts the sender out. */
  twilioIncomingText: {
    method: 'POST',
    path: '/api/calls/twilio/sms',
    auth: 'twilio',
    response: 'twiml',
  },
} as const satisfies Record<string, RouteContract>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** The request body a route takes (from its `body` schema), `undefined` when it takes none. */
export type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B extends SchemaName }
  ? FromSchema<(typeof S)[B]>
  : undefined;

/** A route's JSON answer (from its `response` schema); the kind of answer when it is not JSON. */
export type ResponseOf<N extends RouteName> = Routes[N]['response'] extends infer R
  ? R extends NonJsonResponse
    ? R
    : R extends SchemaName
      ? FromSchema<(typeof S)[R]>
      : never
  : never;

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** A route's path parameters as the client fills them in, e.g. `{ id: number }` for `/api/call-blocks/user/:id/`. */
export type ParamsOf<N extends RouteName> = {
  [K in ParamNames<Routes[N]['path']>]: string | number;
};
/** A route's path parameters as the server reads them (strings). */
export type PathParams<N extends RouteName> = { [K in ParamNames<Routes[N]['path']>]: string };

/** Every route, as a list (the table's order). */
export const routeList: readonly (RouteContract & { name: RouteName })[] = Object.entries(
  routes,
).map(([name, route]) => ({ ...(route as RouteContract), name: name as RouteName }));

/** The route's path with its parameters filled in (each URI-encoded). */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].path.replace(/:([a-z_]+)/gi, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: path parameter "${key}" is missing`);
    return encodeURIComponent(String(value));
  });
}

const compiled = routeList.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[a-z_]+/gi, '[^/]+')}$`),
}));

/** The contract of the route serving `method path` (query ignored), or null. */
export function routeFor(method: string, path: string): RouteContract | null {
  const bare = path.split('?')[0] ?? path;
  return (
    compiled.find((c) => c.route.method === method.toUpperCase() && c.pattern.test(bare))?.route ??
    null
  );
}
