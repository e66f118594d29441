/** Registration on first sign-in, and phone verification (send is unauthenticated, per SPEC §6). */
import { callLanguageOf } from '../../calls/words';
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { profileSchema } from '../../../src/core/schemas.gen';
import { errors, success } from '../../../src/core/messages';
import { PROVIDERS } from '../../../src/core/providers';
import { SCHEDULE_DEFAULTS } from '../../../src/core/constants';
import { FAMILY_FIRST } from '../../../src/core/names';
import { DEFAULT_TIMEZONE } from '../../../src/core/timezones';
import type { AuthVariables } from '../../auth';
import { guardSend, VerificationError } from '../../calls/verification';
import type { AppDeps } from '../../deps';
import { fail } from '../../http';
import { reply, serveRoutes } from '../../routeTable';
import { findProfile } from '../profile/model';
import { phoneOrFail } from '../profile/phone';

/** Scripts whose names are written family name first (Chinese, Japanese, Korean). */

/**
 * First and last name within the profile's own limits, so the profile can always be saved back. A
 * name in a script written family name first ("田中 由紀") is read that way round: the greeting then
 * uses the given name, as it does for "Ada Lovelace".
 */
function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const familyFirst = parts.length > 1 && FAMILY_FIRST.test(name);
  const [first, last] = familyFirst
    ? [parts.slice(1).join(' '), parts[0] ?? '']
    : [parts[0] ?? '', parts.slice(1).join(' ')];
  return [
    first.slice(0, profileSchema.properties.first_name.maxLength),
    last.slice(0, profileSchema.properties.last_name.maxLength),
  ];
}

/**
 * The client's address: the socket's, or — behind `hops` trusted proxies — the `X-Forwarded-For`
 * entry the outermost trusted proxy wrote (entries further left are the client's to forge).
 */
export function clientAddress(c: Parameters<typeof getConnInfo>[0], hops: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    /* not a Node socket (tests calling app.fetch): keep 'unknown' */
  }
  if (hops === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the request skipped a proxy, so nothing in it is trusted.
  return forwarded[forwarded.length - hops] ?? socket;
}

/** The browser's locale as Intl writes it ("en-gb" → "en-GB"); en-US when none or not one Intl knows. */
function canonicalLocale(sent: string | undefined): string {
  try {
    return (sent && Intl.getCanonicalLocales(sent)[0]) || 'en-US';
  } catch {
    return 'en-US';
  }
}

export function userRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  api.register(async (c, body) => {
    const userId = c.get('userId');
    if (body.supabase_uid !== userId) fail(403, 'supabase_uid does not match the signed-in user');
    // `oauth_credentials` is part of the registration payload (SPEC §4) but not kept: the calendar
    // reads its own integration's tokens, got when it is connected (migration 010).
    const [first, last] = splitName(body.name);
    const timezone = body.timezone ?? DEFAULT_TIMEZONE;
    const locale = canonicalLocale(body.locale);
    // Calls speak the browser's language when they can, else English.
    const language = callLanguageOf(locale);
    const result = await deps.db.transaction(async (tx) => {
      // Insert-or-nothing in one statement: two registrations at once (a double effect, two tabs)
      // create one profile, and the second one reads as "already registered".
      const [created] = await tx.query(
        `INSERT INTO profiles (user_id, email, first_name, last_name, auth_provider, timezone, locale, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [
          userId,
          c.get('email') || body.email,
          first,
          last,
          body.auth_provider,
          timezone,
          locale,
          language,
        ],
      );
      if (created) {
        // The spec's defaults are in effect from the start: a user who accepts them is called.
        const d = SCHEDULE_DEFAULTS;
        await tx.query(
          `INSERT INTO schedules (user_id, enabled, call_time, weekdays, timezone, voice_id, snooze_minutes, max_attempts)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            userId,
            d.enabled,
            d.call_time,
            d.weekdays,
            timezone,
            d.voice_id,
            d.snooze_minutes,
            d.max_attempts,
          ],
        );
        // One row per provider, inactive until connected.
        for (const { key } of PROVIDERS)
          await tx.query(
            'INSERT INTO integrations (user_id, provider) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [userId, key],
          );
        return { created: true, verified: false };
      }
      const [existing] = await tx.query<{ phone_verified: boolean }>(
        'SELECT phone_verified FROM profiles WHERE user_id = $1',
        [userId],
      );
      return { created: false, verified: existing?.phone_verified ?? false };
    });
    return reply(
      c,
      { requires_phone_verification: !result.verified, created: result.created },
      result.created ? 201 : 200,
    );
  });

  /**
   * Unauthenticated (SPEC §6), so: JSON only (a cross-site form cannot send it without a preflight),
   * limits per number, uid and client, and the same answer — in the same time — whether or not the uid
   * exists. A bearer token, when one is sent, must be the uid's own: then the call is placed before the
   * answer (a failure is the answer) and joins the user's call history. An anonymous send is answered
   * once counted, and its call placed after the answer, recorded in no one's history.
   */
  api.sendPhoneVerification(async (c, sent) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (bearer) {
      const caller = await deps.auth.verify(bearer).catch(() => null);
      if (!caller) fail(401, 'Your session has expired or is invalid. Please sign in again.');
      if (caller.sub !== sent.supabase_uid)
        fail(403, 'supabase_uid does not match the signed-in user');
    }
    const owner = bearer !== undefined;
    const profile = owner ? await findProfile(deps.db, sent.supabase_uid) : null;
    // The SPA sends E.164. A number written nationally is read in the owner's country; without a
    // bearer in the default one, so the answer never tells whether (or where) the uid's profile is.
    const body = { ...sent, phone_number: phoneOrFail(sent.phone_number, profile?.timezone) };
    const request = { userId: body.supabase_uid, phone: body.phone_number, inHistory: owner };
    try {
      const places = owner
        ? profile !== null
        : (await findProfile(deps.db, request.userId)) !== null;
      // An unknown uid gets the same answer and no call: the route does not reveal who exists.
      await guardSend(
        deps.db,
        {
          userId: request.userId,
          phone: request.phone,
          clientAddress: clientAddress(c, deps.env.trustedProxyHops),
          owner,
          places,
        },
        deps.calls.clock,
        { perAddress: deps.env.verifySendsPerAddress },
      );
      if (places && owner) await deps.calls.verification.send(request);
      else if (places)
        deps.background.run('verification', () => deps.calls.verification.send(request));
    } catch (error) {
      if (error instanceof VerificationError) fail(error.status, error.message);
      console.error('[verification] send failed:', error instanceof Error ? error.message : error);
      fail(502, errors.initiateVerification);
    }
    return { message: success.verificationCallInitiated };
  });

  api.verifyPhone(async (c, body) => {
    const userId = c.get('userId');
    if (body.supabase_uid !== userId) fail(403, 'supabase_uid does not match the signed-in user');
    let phone: string | null;
    try {
      phone = await deps.calls.verification.check({ userId, code: body.code });
    } catch (error) {
      if (error instanceof VerificationError) fail(error.status, error.message);
      throw error;
    }
    if (!phone) fail(400, errors.invalidCode);
    // The verified number takes over; a pending number it was (or one it replaces) is dropped.
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE profiles SET phone_number = $2, phone_verified = true, pending_phone_number = NULL,
           updated_at = now() WHERE user_id = $1`,
        [userId, phone],
      );
      // The verification call that brought the code did its job, answered or not: Calls says so.
      await tx.query(
        `UPDATE call_records SET confirmed = true WHERE id = (
           SELECT id FROM call_records WHERE user_id = $1 AND kind = 'verification' AND to_number = $2
            ORDER BY id DESC LIMIT 1)`,
        [userId, phone],
      );
    });
    return { message: success.phoneVerified };
  });
  return app;
}
