/** The signed-in user's profile (SPEC §3 "Profile") and its writes: save, refresh, the phone's steps. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { Profile, ProfileUpdate } from '../core/types';

// Global because the profile screen, sign-up, /phone-verification and the test-call button read it.
const profileBase = atom<Profile | null>(null);

export const profileAtom = atom((get) => get(profileBase));

/** Fetches the profile (initial load, and again after a phone is verified). */
export const loadProfileAtom = atom(null, async (_get, set) => {
  const profile = await api.getProfile();
  set(profileBase, profile);
  return profile;
});

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
export const saveProfileAtom = atom(null, async (_get, set, profile: Profile) => {
  const saved = await api.updateProfile(asUpdate(profile));
  const { requires_phone_verification: mustVerify, ...stored } = saved;
  set(profileBase, stored);
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
    const known = get(profileBase) ?? profile;
    if (known)
      set(profileBase, {
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
  const current = get(profileBase) ?? fallback ?? (await api.getProfile());
  if (!current.phone_verified || !current.phone_number) return current;
  const saved = await api.updateProfile({ ...asUpdate(current), pending_phone_number: null });
  set(profileBase, saved);
  return saved;
});

export type PhoneSave = { kind: 'saved' } | { kind: 'verify-phone'; phoneNumber: string };

/**
 * The auth callback's last step: the number that was verified becomes the profile's phone, sent
 * with the whole profile (SPEC §7). Honours `requires_phone_verification` in the answer.
 */
export const savePhoneNumberAtom = atom(null, async (_get, set, phoneNumber: string) => {
  const profile = await api.getProfile();
  const saved = await api.updateProfile({ ...asUpdate(profile), phone_number: phoneNumber });
  if (saved.requires_phone_verification) return { kind: 'verify-phone', phoneNumber } as PhoneSave;
  set(profileBase, saved);
  return { kind: 'saved' } as PhoneSave;
});

/** Sign-out: the next user never sees this one's profile. */
export const resetProfileAtom = atom(null, (_get, set) => set(profileBase, null));
