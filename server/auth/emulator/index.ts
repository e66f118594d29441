/**
 * A Supabase-auth-compatible sign-in emulator for local mode, mounted under /auth/v1: authorize (an
 * account chooser standing in for Google; implicit flow or PKCE), token (pkce, refresh_token), user,
 * logout and the JWKS. The real supabase-js client works against it unchanged.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { limitBody } from '../../hardening';
import type { Db } from '../../db';
import type { Env } from '../../env';
import { allowedOrigins } from '../../hardening';
import { linkOrigin } from '../../hosts';
import { fail } from '../../http';
import { ACCESS_TOKEN_SECONDS, type LocalIssuer } from '../localIssuer';
import { chooserPage } from './page';

interface AuthUserRow {
  id: string;
  email: string;
  name: string;
  created_at: Date | string;
}

/**
 * Ends sessions: their refresh tokens stop refreshing and their access tokens stop being accepted.
 * `where` selects rows of auth_refresh_tokens.
 */
async function revokeSessions(
  db: Db,
  issuer: LocalIssuer,
  where: string,
  params: unknown[],
): Promise<void> {
  const rows = await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO auth_revoked_sessions (session_id)
         SELECT DISTINCT session_id FROM auth_refresh_tokens WHERE ${where}
       ON CONFLICT DO NOTHING`,
      params,
    );
    return tx.query<{ user_id: string }>(
      `UPDATE auth_refresh_tokens SET revoked = true WHERE ${where} RETURNING user_id`,
      params,
    );
  });
  // This process's cache of verified tokens forgets them now, not when they expire.
  issuer.forgetUsers(rows.map((r) => r.user_id));
}

const opaque = () => randomBytes(24).toString('base64url');
/** Supabase's refresh token reuse interval (its default): a rotated token still works this long. */
export const REFRESH_REUSE_SECONDS = 10;

function userJson(user: AuthUserRow) {
  const created = new Date(user.created_at).toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: created,
    app_metadata: { provider: 'google', providers: ['google'] },
    user_metadata: { full_name: user.name, name: user.name, email: user.email },
    identities: [
      {
        id: user.id,
        user_id: user.id,
        provider: 'google',
        identity_data: { email: user.email, full_name: user.name },
      },
    ],
    created_at: created,
    updated_at: created,
  };
}

/** Where the chooser may send tokens: an http(s) URL on the server's own origin or an allowed one. */
function safeRedirect(raw: string, ownOrigin: string, origins: string[]): URL | null {
  if (raw.length > 2048) return null;
  let target: URL;
  try {
    target = new URL(raw || '/', ownOrigin);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return target.origin === ownOrigin || origins.includes(target.origin) ? target : null;
}

const badRedirect = 'redirect_to must be a page of this app';
const MAX_EMAIL = 254;
const MAX_NAME = 100;

export function emulatorRoutes(db: Db, issuer: LocalIssuer, env: Env): Hono {
  const app = new Hono();
  const origins = allowedOrigins(env);
  app.use(
    '*',
    cors({
      origin: (origin) => (origins.includes(origin) ? origin : null),
      allowHeaders: [
        'apikey',
        'authorization',
        'x-client-info',
        'x-supabase-api-version',
        'content-type',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      credentials: true,
    }),
  );
  // After CORS, so a refused body (413) still carries the headers the browser needs to read it.
  app.use('*', limitBody());

  async function session(user: AuthUserRow, sessionId: string = randomUUID()) {
    const refreshToken = opaque();
    await db.query(
      'INSERT INTO auth_refresh_tokens (token, user_id, session_id) VALUES ($1, $2, $3)',
      [refreshToken, user.id, sessionId],
    );
    return sessionJson(user, sessionId, refreshToken);
  }

  /** The session's newest live token, when `token` was rotated less than the reuse interval ago. */
  async function reusedWithinInterval(token: string) {
    const [child] = await db.query<{ user_id: string; session_id: string; token: string }>(
      `SELECT n.user_id, n.session_id, n.token FROM auth_refresh_tokens o
         JOIN auth_refresh_tokens n ON n.session_id = o.session_id AND NOT n.revoked
        WHERE o.token = $1 AND o.revoked AND n.created_at > o.created_at
          AND n.created_at > now() - make_interval(secs => $2)
        ORDER BY n.created_at DESC LIMIT 1`,
      [token, REFRESH_REUSE_SECONDS],
    );
    return child ?? null;
  }

  async function sessionJson(user: AuthUserRow, sessionId: string, refreshToken: string) {
    const accessToken = await issuer.issue(user, { sessionId });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  async function userById(id: string) {
    const [user] = await db.query<AuthUserRow>('SELECT * FROM auth_users WHERE id = $1', [id]);
    return user ?? null;
  }

  app.get('/authorize', (c) => {
    const redirectTo = c.req.query('redirect_to') ?? '/';
    const challenge = c.req.query('code_challenge') ?? '';
    if (!safeRedirect(redirectTo, linkOrigin(c, env), origins))
      return c.json({ message: badRedirect }, 400);
    if (challenge.length > 256 || challenge.includes('\u0000'))
      return c.json({ message: 'code_challenge is not valid' }, 400);
    return c.html(chooserPage({ redirectTo, codeChallenge: challenge }));
  });

  app.post('/authorize', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
      return c.json({ message: 'Send the sign-in form as a form' }, 415);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.json({ message: 'The sign-in form could not be read' }, 400);
    }
    const field = (name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');
    for (const name of ['email', 'name', 'redirect_to', 'code_challenge']) {
      if (field(name).includes('\u0000'))
        return c.json({ message: `${name}: Must not contain NUL characters` }, 400);
    }
    const email = field('email').toLowerCase();
    const name = field('name');
    const redirectTo = field('redirect_to') || '/';
    const target = safeRedirect(redirectTo, linkOrigin(c, env), origins);
    if (!target) return c.json({ message: badRedirect }, 400);
    if (field('code_challenge').length > 256)
      return c.json({ message: 'code_challenge is not valid' }, 400);
    if (email.length > MAX_EMAIL || name.length > MAX_NAME) {
      return c.html(
        chooserPage({
          redirectTo,
          codeChallenge: field('code_challenge'),
          error: `Use an email of at most ${MAX_EMAIL} characters and a name of at most ${MAX_NAME}.`,
        }),
        400,
      );
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
      return c.html(
        chooserPage({
          redirectTo,
          codeChallenge: field('code_challenge'),
          error: 'Enter an email address and a name.',
        }),
        400,
      );
    }
    const [user] = await db.query<AuthUserRow>(
      `INSERT INTO auth_users (id, email, name) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING *`,
      [randomUUID(), email, name],
    );
    if (!user) fail(500, 'Could not sign in');
    if (field('code_challenge')) {
      const code = opaque();
      await db.query('INSERT INTO auth_codes (code, user_id, code_challenge) VALUES ($1, $2, $3)', [
        code,
        user.id,
        field('code_challenge'),
      ]);
      target.searchParams.set('code', code);
      return c.redirect(target.toString(), 303);
    }
    const s = await session(user);
    const hash = new URLSearchParams({
      access_token: s.access_token,
      token_type: 'bearer',
      expires_in: String(s.expires_in),
      expires_at: String(s.expires_at),
      refresh_token: s.refresh_token,
      provider_token: `local-google-access-${opaque()}`,
      provider_refresh_token: `local-google-refresh-${opaque()}`,
    });
    target.hash = hash.toString();
    return c.redirect(target.toString(), 303);
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (grant === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      // Rotation in one transaction: a concurrent use of the same token waits for it, then finds the
      // new token already written (two tabs refreshing at once).
      const rotated = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ user_id: string; session_id: string }>(
          'UPDATE auth_refresh_tokens SET revoked = true WHERE token = $1 AND NOT revoked RETURNING user_id, session_id',
          [token],
        );
        if (!row) return null;
        const next = opaque();
        await tx.query(
          'INSERT INTO auth_refresh_tokens (token, user_id, session_id) VALUES ($1, $2, $3)',
          [next, row.user_id, row.session_id],
        );
        return { ...row, token: next };
      });
      // A rotated token used again within the reuse interval (another tab of the same browser
      // refreshing at the same moment) gets the session's current token, as Supabase does; later,
      // someone else may hold it — end the whole session.
      const current = rotated ?? (await reusedWithinInterval(token));
      if (!rotated && !current) {
        const [reused] = await db.query<{ session_id: string }>(
          'SELECT session_id FROM auth_refresh_tokens WHERE token = $1',
          [token],
        );
        if (reused) await revokeSessions(db, issuer, 'session_id = $1', [reused.session_id]);
      }
      const user = current ? await userById(current.user_id) : null;
      if (!current || !user)
        return c.json(
          {
            error: 'invalid_grant',
            error_description: 'Invalid Refresh Token',
            message: 'Invalid Refresh Token',
          },
          400,
        );
      return c.json(await sessionJson(user, current.session_id, current.token));
    }
    if (grant === 'pkce') {
      const code = typeof body.auth_code === 'string' ? body.auth_code : '';
      const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
      const [row] = await db.query<{ user_id: string; code_challenge: string }>(
        // A sign-in code is single-use and short-lived (5 minutes, as with Supabase's flow state).
        `UPDATE auth_codes SET used = true
          WHERE code = $1 AND NOT used AND created_at > now() - interval '5 minutes'
          RETURNING user_id, code_challenge`,
        [code],
      );
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const user = row ? await userById(row.user_id) : null;
      if (!row || !user || challenge !== row.code_challenge) {
        return c.json(
          {
            error: 'invalid_grant',
            error_description: 'Invalid code or verifier',
            message: 'Invalid code or verifier',
          },
          400,
        );
      }
      return c.json(await session(user));
    }
    return c.json(
      { error: 'unsupported_grant_type', message: `Unsupported grant_type ${grant ?? ''}` },
      400,
    );
  });

  async function caller(header: string | undefined) {
    const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1];
    if (!token) return null;
    try {
      return await issuer.verify(token);
    } catch {
      return null;
    }
  }

  app.get('/user', async (c) => {
    const who = await caller(c.req.header('authorization'));
    const user = who ? await userById(who.sub) : null;
    if (!user) return c.json({ code: 401, error_code: 'bad_jwt', message: 'invalid JWT' }, 401);
    return c.json(userJson(user));
  });

  app.post('/logout', async (c) => {
    const who = await caller(c.req.header('authorization'));
    if (who) {
      const scope = c.req.query('scope') ?? 'global';
      if (scope === 'local' || scope === 'others') {
        const others = scope === 'others';
        await revokeSessions(
          db,
          issuer,
          others ? 'user_id = $1 AND session_id <> $2' : 'user_id = $1 AND session_id = $2',
          [who.sub, who.sessionId],
        );
      } else await revokeSessions(db, issuer, 'user_id = $1', [who.sub]);
    }
    return c.body(null, 204);
  });

  app.get('/.well-known/jwks.json', (c) => c.json(issuer.jwks()));
  return app;
}
