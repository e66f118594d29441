/**
 * Integrations (SPEC §7): the list holds every provider of src/core/providers.ts; connect answers an authorization URL —
 * Google's in production, a local consent page in local mode — and the browser comes back to
 * the dashboard screen where Connect was pressed (`?back=routine`; Integrations if none), with
 * ?integration=success or ?integration=cancelled.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import { PROVIDERS, isProviderKey as isProvider, providerFor } from '../../../src/core/providers';
import { screenTitles } from '../../../src/core/messages';
import { pathOf } from '../../../src/core/routes';
import { providerAdapters } from '../../providers';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import limits from '../../../schemas/limits.json';
import { fail } from '../../http';
import { linkOrigin } from '../../hosts';
import { serveRoutes } from '../../routeTable';
import { takeEvent } from '../../limits/rateLimit';
import { storedSecret } from '../../secrets';
import { newKey } from '../../crypto';
import { consentPage } from './consent';

const CONSENT_COOKIE = 'daybreak_consent';
/** A dashboard screen's name (`screenTitles`' keys), or the Integrations page for anything else. */
const screenOf = (back: unknown): keyof typeof screenTitles =>
  typeof back === 'string' && Object.hasOwn(screenTitles, back)
    ? (back as keyof typeof screenTitles)
    : 'integrations';
const digest = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export function integrationRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const adapters = providerAdapters(env);
  const callbackUrl = (provider: string) =>
    `${env.publicUrl}${pathOf('integrationCallback', { provider })}`;
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);
  const stateKey = async () =>
    new TextEncoder().encode(await storedSecret(db, 'integration_state_key', newKey));
  /** Back to the dashboard screen where Connect was pressed (the Integrations page if none). */
  const returnUrl = (ok: boolean, back?: string) =>
    `/dashboard/${screenOf(back)}?integration=${ok ? 'success' : 'cancelled'}`;

  /**
   * Binds the consent round-trip to the user who started it and to their browser (a cookie set by
   * Connect: a link sent to someone else is worthless), for 10 minutes, used once.
   */
  const signState = async (c: Context, userId: string, provider: string, back: string) => {
    const nonce = randomBytes(16).toString('base64url');
    setCookie(c, CONSENT_COOKIE, nonce, {
      httpOnly: true,
      secure: env.publicUrl.startsWith('https:'),
      sameSite: 'Lax',
      path: '/',
      maxAge: 600,
    });
    return new SignJWT({ provider, back, browser: digest(nonce) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(randomBytes(16).toString('base64url'))
      .setExpirationTime('10m')
      .sign(await stateKey());
  };
  const readState = async (c: Context, state: string) => {
    try {
      const { payload } = await jwtVerify(state, await stateKey());
      const nonce = getCookie(c, CONSENT_COOKIE);
      if (!nonce || payload.browser !== digest(nonce)) return null;
      return payload.sub && payload.jti && typeof payload.provider === 'string'
        ? {
            userId: payload.sub,
            provider: payload.provider,
            id: payload.jti,
            back: screenOf(payload.back),
          }
        : null;
    } catch {
      return null;
    }
  };
  /** A state completes one consent: a replay of it finds it spent. */
  const spend = (state: { id: string }) =>
    takeEvent(
      db,
      [{ key: `consent-state:${state.id}`, limit: 1 }],
      limits.rateWindowMinutes * 60_000,
      deps.calls.clock.now(),
    );
  const activate = (
    userId: string,
    provider: string,
    tokens: [string | null, string | null] = [null, null],
  ) =>
    db.query(
      `INSERT INTO integrations (user_id, provider, is_active, last_sync, access_token_enc, refresh_token_enc) VALUES ($1, $2, true, now(), $3, $4)
       ON CONFLICT (user_id, provider) DO UPDATE SET is_active = true, last_sync = now(),
         access_token_enc = COALESCE($3, integrations.access_token_enc), refresh_token_enc = COALESCE($4, integrations.refresh_token_enc)`,
      [userId, provider, ...tokens],
    );

  api.getIntegrations(async (c) => {
    const rows = await db.query<{
      provider: string;
      is_active: boolean;
      last_sync: Date | string | null;
    }>('SELECT provider, is_active, last_sync FROM integrations WHERE user_id = $1', [
      c.get('userId'),
    ]);
    return PROVIDERS.map(({ key: provider }) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        is_active: row?.is_active ?? false,
        last_sync: row?.last_sync ? new Date(row.last_sync).toISOString() : null,
      };
    });
  });

  api.connectIntegration(async (c, _body, { provider }) => {
    if (!isProvider(provider)) fail(404, `Unknown integration "${provider}"`);
    const state = await signState(c, c.get('userId'), provider, screenOf(c.req.query('back')));
    if (env.local)
      return {
        authorization_url: `${linkOrigin(c, env)}/local/consent/${provider}?state=${encodeURIComponent(state)}`,
      };
    // The local consent page exists in local mode only; production needs the provider configured.
    const adapter = adapters[provider];
    if (!adapter)
      fail(
        503,
        `The ${providerFor(provider)?.label ?? provider} integration is not configured on this server yet.`,
      );
    const scopes = providerFor(provider)?.scopes ?? [];
    return {
      authorization_url: adapter.authorizeUrl({
        redirectUri: callbackUrl(provider),
        state,
        scopes,
      }),
    };
  });

  api.integrationCallback(async (c) => {
    const state = await readState(c, c.req.query('state') ?? '');
    const code = c.req.query('code');
    const adapter = state && isProvider(state.provider) ? adapters[state.provider] : undefined;
    if (!state || !code || !adapter || !(await spend(state)))
      return c.redirect(returnUrl(false, state?.back));
    let tokens;
    try {
      tokens = await adapter.exchange(code, callbackUrl(state.provider));
    } catch {
      return c.redirect(returnUrl(false, state.back));
    }
    const seal = (v: string | null) => (v ? deps.sealer.seal(v) : null);
    await activate(state.userId, state.provider, [
      seal(tokens.accessToken),
      seal(tokens.refreshToken),
    ]);
    return c.redirect(returnUrl(true, state.back));
  });

  api.disconnectIntegration(async (c, _body, { provider }) => {
    if (!isProvider(provider)) fail(404, `Unknown integration "${provider}"`);
    await db.query(
      `INSERT INTO integrations (user_id, provider, is_active) VALUES ($1, $2, false)
       ON CONFLICT (user_id, provider) DO UPDATE SET is_active = false, access_token_enc = NULL, refresh_token_enc = NULL`,
      [c.get('userId'), provider],
    );
  });

  if (env.local) {
    app.get('/local/consent/:provider', async (c) => {
      if (!(await readState(c, c.req.query('state') ?? '')))
        return c.text('This link has expired. Go back to Daybreak and press Connect again.', 400);
      const provider = providerFor(c.req.param('provider'));
      if (!provider) return c.text('Unknown integration.', 404);
      return c.html(consentPage(c.req.query('state') ?? '', provider));
    });
    app.post('/local/consent/:provider', async (c) => {
      const form = await c.req.parseBody().catch(() => null);
      if (!form) return c.text('The consent form could not be read.', 400);
      const state = await readState(c, typeof form.state === 'string' ? form.state : '');
      if (!state || !(await spend(state)))
        return c.text('This link has expired. Go back to Daybreak and press Connect again.', 400);
      if (form.decision !== 'allow') return c.redirect(returnUrl(false, state.back), 303);
      await activate(state.userId, state.provider);
      return c.redirect(returnUrl(true, state.back), 303);
    });
  }
  return app;
}
