/**
 * Who is calling: bearer JWTs verified against the Supabase project (JWKS, or its legacy HS256 secret)
 * when configured, else against the local sign-in emulator's ES256 key.
 */
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db';
import type { Env } from '../env';
import { fail } from '../http';
import { checkClaims, createLocalIssuer, type LocalIssuer } from './localIssuer';
import { TokenCache } from './tokenCache';

export interface Caller {
  sub: string;
  email: string;
}

export interface Auth {
  verify(token: string): Promise<Caller>;
  /** The local emulator's token issuer (local mode only). */
  issuer: LocalIssuer | null;
}

export async function createAuth(env: Env, db: Db): Promise<Auth> {
  if (env.local) {
    const issuer = await createLocalIssuer(db, env.publicUrl);
    return { issuer, verify: (token) => issuer.verify(token) };
  }
  const supabaseUrl = env.supabaseUrl ?? '';
  const key: Uint8Array | JWTVerifyGetKey = env.supabaseJwtSecret
    ? new TextEncoder().encode(env.supabaseJwtSecret)
    : createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`));
  const options = {
    audience: 'authenticated',
    issuer: `${supabaseUrl}/auth/v1`,
    // Pinned: the legacy secret signs HS256 only; the project's JWKS publishes asymmetric keys.
    algorithms: key instanceof Uint8Array ? ['HS256'] : ['ES256', 'RS256'],
    requiredClaims: ['exp', 'sub'],
  };
  const cache = new TokenCache();
  return {
    issuer: null,
    async verify(token) {
      const known = cache.get(token);
      if (known) return known;
      const { payload } =
        key instanceof Uint8Array
          ? await jwtVerify(token, key, options)
          : await jwtVerify(token, key, options);
      checkClaims(payload);
      const caller = {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : '',
        sessionId: typeof payload.session_id === 'string' ? payload.session_id : '',
      };
      cache.set(token, caller, (payload.exp ?? 0) * 1000);
      return caller;
    },
  };
}

export type AuthVariables = { userId: string; email: string };

/** Requires a valid bearer token; puts the caller's id (the token's `sub`) and email in the context. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) fail(401, 'Authentication required');
    let caller: Caller;
    try {
      caller = await auth.verify(token);
    } catch {
      fail(401, 'Your session has expired or is invalid. Please sign in again.');
    }
    c.set('userId', caller.sub);
    c.set('email', caller.email);
    await next();
  });
}
