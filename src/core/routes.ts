/**
 * The API's routes (SPEC §7 and the local-mode extras) with the JSON Schemas of what each accepts and
 * answers. The server validates request bodies with the `body` schemas; the server suite checks every
 * response it sees against `response` (2xx) or `errorResponseSchema` (every error).
 */
import * as S from './schemas.gen';

type Schema = Exclude<(typeof S)[keyof typeof S], never>;

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, trailing slash as served. */
  path: string;
  body?: Schema;
  /** The success answer's JSON Schema; 'empty' for 204, 'audio' for a sound file, 'twiml' for Twilio. */
  response: Schema | 'empty' | 'audio' | 'twiml';
}

export const routes = [
  { method: 'GET', path: '/api/profile/', response: S.profileResponseSchema },
  {
    method: 'PATCH',
    path: '/api/profile/',
    body: S.profileSchema,
    response: S.profileResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/call-blocks/available/',
    response: S.availableBlocksResponseSchema,
  },
  { method: 'GET', path: '/api/call-blocks/user/', response: S.userBlocksResponseSchema },
  {
    method: 'POST',
    path: '/api/call-blocks/user/',
    body: S.userBlockCreateSchema,
    response: S.userBlockResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/call-blocks/user/',
    body: S.userBlockReorderSchema,
    response: S.userBlocksResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/call-blocks/user/:id/',
    body: S.userBlockSettingsSchema,
    response: S.userBlockResponseSchema,
  },
  { method: 'DELETE', path: '/api/call-blocks/user/:id/', response: 'empty' },
  { method: 'GET', path: '/api/call-blocks/user/:id/config/', response: S.blockFieldsSchema },
  { method: 'GET', path: '/api/call-blocks/schedule/', response: S.scheduleSchema },
  {
    method: 'PUT',
    path: '/api/call-blocks/schedule/',
    body: S.scheduleSchema,
    response: S.scheduleSchema,
  },
  { method: 'GET', path: '/api/integrations/', response: S.integrationsResponseSchema },
  {
    method: 'POST',
    path: '/api/integrations/:provider/connect/',
    response: S.connectResponseSchema,
  },
  { method: 'DELETE', path: '/api/integrations/:provider/', response: 'empty' },
  { method: 'POST', path: '/api/call-blocks/test-call/', response: S.messageResponseSchema },
  {
    method: 'POST',
    path: '/api/voice/preview/',
    body: S.voicePreviewSchema,
    response: 'audio',
  },
  {
    method: 'POST',
    path: '/api/users/send-phone-verification/',
    body: S.phoneSendSchema,
    response: S.messageResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/users/verify-phone/',
    body: S.phoneVerifySchema,
    response: S.messageResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/users/register/',
    body: S.registerSchema,
    response: S.registerResponseSchema,
  },
  { method: 'GET', path: '/api/local/calls/', response: S.localCallsResponseSchema },
  {
    method: 'POST',
    path: '/api/local/calls/:id/answer/',
    body: S.localCallAnswerSchema,
    response: S.localCallSchema,
  },
  { method: 'GET', path: '/api/calls/', response: S.callsResponseSchema },
  { method: 'GET', path: '/api/calls/next/', response: S.callsNextResponseSchema },
  { method: 'POST', path: '/api/calls/preview/', response: S.callsPreviewResponseSchema },
  { method: 'GET', path: '/api/calls/:id/audio', response: 'audio' },
  /** Twilio's callbacks (form-encoded, signature-checked). */
  { method: 'POST', path: '/api/calls/twilio/status', response: 'empty' },
  { method: 'POST', path: '/api/calls/twilio/gather', response: 'twiml' },
] as const satisfies readonly RouteContract[];

const compiled = routes.map((route) => ({
  route: route as RouteContract,
  pattern: new RegExp(`^${route.path.replace(/:[a-z]+/g, '[^/]+')}$`),
}));

/** The contract of the route serving `method path` (query ignored), or null. */
export function routeFor(method: string, path: string): RouteContract | null {
  const bare = path.split('?')[0] ?? path;
  return (
    compiled.find((c) => c.route.method === method.toUpperCase() && c.pattern.test(bare))?.route ??
    null
  );
}
