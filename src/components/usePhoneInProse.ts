/**
 * phoneInProse (src/core/phone.ts) for screens that only show a number: the phone numbering metadata
 * (libphonenumber-js) is loaded the first time a number is actually shown, not with the screen. Until
 * it is there, the number reads as stored (E.164, no-break), then formatted.
 */
import { useSyncExternalStore } from 'react';
import { loadOnce } from '../vendor/loadOnce';

const listeners = new Set<() => void>();
const loadPhone = loadOnce(() => import('../core/phone'));

/** Starts loading the metadata, e.g. when the user reaches for what will show a number. */
export function loadPhoneInProse(): Promise<void> {
  return loadPhone().then(() => {
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const asStored = (input: string) => {
  if (!loadPhone.started()) loadPhoneInProse().catch(() => undefined);
  return input.replace(/ /g, '\u00a0');
};

/** A function that writes a number inside a sentence: formatted once the metadata is loaded. */
export function usePhoneInProse(): (input: string) => string {
  const phone = useSyncExternalStore(subscribe, loadPhone.now, () => undefined);
  return phone ? phone.phoneInProse : asStored;
}
