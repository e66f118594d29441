/**
 * The one HTTP client of the SPA (SPEC §7): every call goes to {host} with credentials, JSON, and the
 * bearer token of the current supabase-js session; failures become an `ApiError` whose text follows
 * SPEC §8's rule. No other module calls fetch (but for the shell's early requests, whose answers
 * this client reads: ./early.ts, `takeEarlyAnswer`).
 */
import { freshStoredSession, loadSupabase } from '../auth/storedSession';
import { errors } from '../core/messages';
import { takeEarly } from './early';
import {
  pathOf,
  routes,
  type BodyOf,
  type ParamsOf,
  type ResponseOf,
  type RouteName,
} from '../core/routes';
import type { FieldError } from '../core/types';

const apiHost = () => import.meta.env.VITE_API_URL || window.location.origin;

export class ApiError extends Error {
  /** HTTP status, or null when no response arrived at all. */
  readonly status: number | null;
  /** The response's `message`, else its `error` field — what the server said, if anything. */
  readonly serverText: string | null;
  /** The request's fields the server says are at fault (the error answer's `errors`), each with its text. */
  readonly fieldErrors: readonly FieldError[];

  constructor(
    message: string,
    status: number | null,
    serverText: string | null,
    fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverText = serverText;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The error text to show (SPEC §8): the response's message, then its error field, then — where the
 * screen names one — that screen's own failure text, then the client's error message, then
 * 'An error occurred'. With no response at all: 'Network error - please check your connection'.
 */
export function errorText(error: unknown, screenText?: string): string {
  if (error instanceof ApiError) {
    if (error.status === null) return errors.network;
    if (error.serverText) return error.serverText;
  }
  if (screenText) return screenText;
  if (error instanceof Error && error.message) return error.message;
  return errors.fallback;
}

function textField(body: unknown, key: 'message' | 'error'): string | null {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** The error answer's `errors` that are well formed ({ field, message } strings). */
function fieldErrorsOf(body: unknown): FieldError[] {
  const list = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is FieldError =>
      !!e &&
      typeof (e as FieldError).field === 'string' &&
      typeof (e as FieldError).message === 'string',
  );
}

/** The stored session's token while it has time left (no supabase-js needed), else supabase-js's. */
async function accessToken(): Promise<string | null> {
  const stored = freshStoredSession();
  if (stored) return stored.access_token;
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session?.access_token ?? null;
}

interface RequestOptions {
  /** Send without the bearer token (SPEC §6: the phone-verification send call). */
  anonymous?: boolean;
  /** Answer the raw body as a Blob (voice preview audio) instead of JSON. */
  blob?: boolean;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = options.anonymous ? null : await accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return arrived(
    fetch(`${apiHost()}${path}`, {
      method,
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

/** A response on its way; no response at all (offline, refused) is the network error. */
async function arrived(response: Promise<Response>): Promise<Response> {
  try {
    return await response;
  } catch {
    throw new ApiError(errors.network, null, null);
  }
}

type SessionListener = () => void;
const sessionLost = new Set<SessionListener>();

/**
 * Hears every 401 on a signed-in request: the session is gone (the client drops it). The state
 * layer's cache clears itself on it. Answers the unsubscribe.
 */
export function onUnauthorized(listener: SessionListener): () => void {
  sessionLost.add(listener);
  return () => void sessionLost.delete(listener);
}

/** Performs one API call; resolves with the parsed JSON (or Blob), rejects with an `ApiError`. */
async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return answerOf<T>(await send(method, path, body, options), options);
}

/** A response's JSON (or Blob), or the `ApiError` it stands for. */
async function answerOf<T>(response: Response, options: RequestOptions): Promise<T> {
  if (!response.ok) {
    // An expired or revoked session: drop it, so the dashboard guard sends the user to sign in
    // again, and forget what it was shown.
    if (response.status === 401 && !options.anonymous) {
      void loadSupabase().then((supabase) => supabase.auth.signOut({ scope: 'local' }));
      for (const listener of sessionLost) listener();
    }
    const parsed: unknown = await response.json().catch(() => null);
    const serverText = textField(parsed, 'message') ?? textField(parsed, 'error');
    throw new ApiError(
      serverText ?? `Request failed with status code ${response.status}`,
      response.status,
      serverText,
      serverText ? fieldErrorsOf(parsed) : [],
    );
  }
  if (options.blob) return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The answer of the request the shell's script started for GET route `name` (./early.ts) with the
 * stored session's token, once; null when there is none. The state layer's cache takes it as the
 * route's first request.
 */
export function takeEarlyAnswer<N extends RouteName>(name: N): Promise<Answer<N>> | null {
  const stored = freshStoredSession();
  const early = stored ? takeEarly(pathOf(name), stored.access_token) : null;
  return early ? arrived(early).then((response) => answerOf<Answer<N>>(response, {})) : null;
}

/** What a route answers the SPA: its JSON, nothing for a 204, a Blob for audio. */
export type Answer<N extends RouteName> =
  ResponseOf<N> extends 'empty' ? void : ResponseOf<N> extends 'audio' ? Blob : ResponseOf<N>;

interface CallArgs<N extends RouteName> {
  params?: ParamsOf<N>;
  body?: BodyOf<N>;
  query?: Record<string, string | number>;
  /** On a route anyone may call, still send the session's token when signed in (the caller is known). */
  withSession?: boolean;
}

/**
 * Calls the route `name` of the route table (src/core/routes.ts): its method and path (parameters
 * filled in), its body, its answer's type; without the bearer token where the route needs no user
 * (unless `withSession`).
 */
export function call<N extends RouteName>(
  name: N,
  args?: NoInfer<CallArgs<N>>,
): Promise<Answer<N>> {
  const route = routes[name];
  const query = args?.query
    ? `?${new URLSearchParams(Object.entries(args.query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  return request<Answer<N>>(
    route.method,
    pathOf(name, args?.params as Record<string, string | number> | undefined) + query,
    args?.body,
    { anonymous: route.auth !== 'user' && !args?.withSession, blob: route.response === 'audio' },
  );
}
