/** The signed-in user's profile (SPEC §3 "Profile") and its writes: save, refresh, the callback's phone. */
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

/**
 * Saves the profile form (SPEC §4 "Profile save"). When the server asks for the new phone to be
 * verified first, the local profile is left as it was and the answer says so.
 */
export const saveProfileAtom = atom(null, async (_get, set, profile: Profile) => {
  const saved = await api.updateProfile(profile);
  if (saved.requires_phone_verification) return { kind: 'verify-phone' } as ProfileSave;
  set(profileBase, saved);
  return { kind: 'saved', profile: saved } as ProfileSave;
});

/** The auth callback's last step: the verified number becomes the profile's phone. */
export const savePhoneNumberAtom = atom(null, async (_get, _set, phoneNumber: string) => {
  const update: ProfileUpdate = { phone_number: phoneNumber };
  // Nothing to keep: the dashboard fetches the whole profile when it opens, right after this.
  await api.updateProfile(update);
});

/** Sign-out: the next user never sees this one's profile. */
export const resetProfileAtom = atom(null, (_get, set) => set(profileBase, null));
