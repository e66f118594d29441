/**
 * Account onboarding's calls (SPEC §4 "Auth callback" and "Phone verification"): registering the
 * signed-in user, and the verification call and code. Nothing here is kept in atoms: the callback
 * and the verification widget hold their own steps.
 */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import { supabase } from '../auth/supabase';
import { displayName } from '../auth/session';
import { errors } from '../core/messages';
import { browserTimezone, displayLocale, listedZoneFor } from '../core/timezones';
import { Refusal } from './refusal';

export type Registration =
  | { kind: 'no-session' }
  | { kind: 'verify-email' }
  | { kind: 'verify-phone'; uid: string }
  | { kind: 'welcome-back' };

/**
 * Reads the session the sign-in left and registers its user with the provider's tokens and the
 * browser's timezone (mapped to a listed zone, SPEC §4 "Schedule defaults"). An email the identity
 * provider has not confirmed (or the server's `requires_email_verification`) stops here.
 */
export const registerAtom = atom(null, async (): Promise<Registration> => {
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return { kind: 'no-session' };
  if (!session.user.email_confirmed_at) return { kind: 'verify-email' };
  const result = await api.register({
    supabase_uid: session.user.id,
    email: session.user.email ?? '',
    name: displayName(session.user),
    auth_provider: session.user.app_metadata.provider ?? 'google',
    oauth_credentials: {
      provider_token: session.provider_token ?? null,
      provider_refresh_token: session.provider_refresh_token ?? null,
    },
    timezone: listedZoneFor(browserTimezone()).zone,
    locale: displayLocale(),
  });
  if (result.requires_email_verification) return { kind: 'verify-email' };
  return result.requires_phone_verification
    ? { kind: 'verify-phone', uid: session.user.id }
    : { kind: 'welcome-back' };
});

interface PhoneTarget {
  phoneNumber: string;
  supabaseUid: string | null | undefined;
}

/**
 * Places the verification call (a route anyone may call, SPEC §6; the app sends it signed in, so it
 * joins the user's call history); needs a number and a user id.
 */
export const sendPhoneVerificationAtom = atom(
  null,
  async (_get, _set, { phoneNumber, supabaseUid }: PhoneTarget) => {
    if (!phoneNumber || !supabaseUid) throw new Refusal(errors.phoneRequired);
    await api.sendPhoneVerification({ phone_number: phoneNumber, supabase_uid: supabaseUid });
  },
);

/** Checks the spoken code; needs a code and a user id. */
export const verifyPhoneAtom = atom(
  null,
  async (
    _get,
    _set,
    { code, supabaseUid }: { code: string; supabaseUid: string | null | undefined },
  ) => {
    if (!code || !supabaseUid) throw new Refusal(errors.codeRequired);
    await api.verifyPhone({ code, supabase_uid: supabaseUid });
  },
);
