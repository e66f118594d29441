/** The local emulator's signing key (ES256, generated once and kept in the database) and its tokens. */
import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from '../db';
import { storedSecret } from '../secrets';
import { TokenCache } from './tokenCache';

/** What every accepted token must say beyond its signature, issuer, audience and expiry. */
export function checkClaims(payload: JWTPayload): asserts payload is JWTPayload & { sub: string } {
  if (!payload.sub) throw new Error('Token has no subject');
  // Issued in the future (beyond a minute of clock skew): minted to outlive its `exp` rules, or wrong.
  if (typeof payload.iat === 'number' && payload.iat * 1000 > Date.now() + 60_000)
    throw new Error('Token is issued in the future');
  if (payload.role !== 'authenticated') throw new Error('Token is not for a signed-in user');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KID = 'daybreak-local-es256';
export const ACCESS_TOKEN_SECONDS = 3600;

export interface LocalIssuer {
  issue(
    user: { id: string; email: string; name: string },
    /** `issuedAt`: seconds since the epoch (tests of a wrong clock); default now. */
    options?: { sessionId?: string; expiresIn?: number; issuedAt?: number },
  ): Promise<string>;
  verify(token: string): Promise<{ sub: string; email: string; sessionId: string }>;
  /** Their sessions were revoked: stop accepting their cached tokens at once. */
  forgetUsers(userIds: Iterable<string>): void;
  jwks(): { keys: JWK[] };
}

export async function createLocalIssuer(db: Db, publicUrl: string): Promise<LocalIssuer> {
  const cache = new TokenCache();
  const stored = await storedSecret(db, 'auth_es256_private_jwk', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    return JSON.stringify(await exportJWK(privateKey));
  });
  const privateJwk = JSON.parse(stored) as JWK;
  const { d: _private, ...publicJwk } = privateJwk;
  const privateKey = await importJWK(privateJwk, 'ES256');
  const publicKey = await importJWK(publicJwk, 'ES256');
  return {
    async issue(user, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: user.email,
        role: 'authenticated',
        aal: 'aal1',
        session_id: options.sessionId ?? randomUUID(),
        user_metadata: { full_name: user.name, name: user.name, email: user.email },
        app_metadata: { provider: 'google', providers: ['google'] },
      })
        .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
        .setIssuer(`${publicUrl}/auth/v1`)
        .setAudience('authenticated')
        .setSubject(user.id)
        .setIssuedAt(options.issuedAt ?? now)
        .setExpirationTime(now + (options.expiresIn ?? ACCESS_TOKEN_SECONDS))
        .sign(privateKey);
    },
    async verify(token) {
      const known = cache.get(token);
      if (known) return known;
      const { payload } = await jwtVerify(token, publicKey, {
        audience: 'authenticated',
        issuer: `${publicUrl}/auth/v1`,
        algorithms: ['ES256'],
        requiredClaims: ['exp', 'sub', 'iat'],
      });
      checkClaims(payload);
      const sessionId = payload.session_id;
      if (typeof sessionId !== 'string' || !UUID.test(sessionId))
        throw new Error('Token has no session');
      const [revoked] = await db.query(
        'SELECT 1 FROM auth_revoked_sessions WHERE session_id = $1::uuid',
        [sessionId],
      );
      if (revoked) throw new Error('Session has ended');
      const caller = {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : '',
        sessionId,
      };
      cache.set(token, caller, (payload.exp ?? 0) * 1000);
      return caller;
    },
    forgetUsers: (userIds) => cache.forgetUsers(userIds),
    jwks: () => ({ keys: [{ ...publicJwk, kid: KID, alg: 'ES256', use: 'sig' }] }),
  };
}
