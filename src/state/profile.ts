/** The signed-in user's profile (SPEC §3 "Profile") and its writes: save, refresh, the phone's steps. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { Profile, ProfileUpdate } from '../core/types';
import { defineQuery, fetchQuery, putQuery } from './query';

// Read by the profile screen, sign-up, /phone-verification and the test-call button. Asked by the
// dashboard's load (and again after a phone is verified), not by being shown.
export const profileQuery = defineQuery('getProfile', () => api.getProfile(), {
  askOnMount: false,
});

export const profileAtom = profileQuery.data;

/** Fetches the profile afresh (initial load, and again after a phone is verified). */
export const loadProfileAtom = atom(null, (get, set) =>
  fetchQuery(get, set, profileQuery, { fresh: true }),
);

export type ProfileSave = { kind: 'saved'; profile: Profile } | { kind: 'verify-phone' };

/** The profile as the PATCH takes it back: the whole object, less the answer-only flags. */
function asUpdate(profile: Profile): ProfileUpdate {
  const {
    requires_email_verification: _email,
    requires_phone_verification: _phone,
    ...update
  } = profile;
  return update;
}

/**
 * Saves the profile form (SPEC §4 "Profile save"). When the server asks for the new phone to be
 * verified first, the answer says so; the local profile takes the server's word either way (a new
 * number waiting as `pending_phone_number`, or stored unverified), so the health banner and the
 * next-call line tell the truth at once.
 */
export const saveProfileAtom = atom(null, async (get, set, profile: Profile) => {
  const saved = await api.updateProfile(asUpdate(profile));
  const { requires_phone_verification: mustVerify, ...stored } = saved;
  putQuery(get, set, profileQuery, stored);
  if (mustVerify) return { kind: 'verify-phone' } as ProfileSave;
  return { kind: 'saved', profile: saved } as ProfileSave;
});

/**
 * A correct code for `phoneNumber` (SPEC §4): the profile is marked verified with that number at
 * once — so a failed refetch can never fall back to an unverified look — then fetched afresh.
 * Resolves with the fresh profile; rejects (with the mark kept) when the fetch fails.
 */
export const phoneVerifiedAtom = atom(
  null,
  async (get, set, { profile, phoneNumber }: { profile: Profile | null; phoneNumber: string }) => {
    const known = get(profileAtom) ?? profile;
    if (known)
      putQuery(get, set, profileQuery, {
        ...known,
        phone_number: phoneNumber,
        phone_verified: true,
        pending_phone_number: null,
      });
    return set(loadProfileAtom);
  },
);

/**
 * Cancel of a changed number (SPEC §4 "restores the original number"): the verified number is sent
 * back, which drops the pending one on the server; the verified one keeps receiving calls.
 * Resolves with the profile as it now stands.
 */
export const cancelPendingPhoneAtom = atom(null, async (get, set, fallback?: Profile) => {
  const current = get(profileAtom) ?? fallback ?? (await api.getProfile());
  if (!current.phone_verified || !current.phone_number) return current;
  const saved = await api.updateProfile({ ...asUpdate(current), pending_phone_number: null });
  putQuery(get, set, profileQuery, saved);
  return saved;
});

export type PhoneSave = { kind: 'saved' } | { kind: 'verify-phone'; phoneNumber: string };

/**
 * The auth callback's last step: the number that was verified becomes the profile's phone, sent
 * with the whole profile (SPEC §7). Honours `requires_phone_verification` in the answer.
 */
export const savePhoneNumberAtom = atom(null, async (get, set, phoneNumber: string) => {
  const profile = await api.getProfile();
  const saved = await api.updateProfile({ ...asUpdate(profile), phone_number: phoneNumber });
  if (saved.requires_phone_verification) return { kind: 'verify-phone', phoneNumber } as PhoneSave;
  putQuery(get, set, profileQuery, saved);
  return { kind: 'saved' } as PhoneSave;
});
