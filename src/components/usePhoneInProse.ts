/**
 * phoneInProse (src/core/phone.ts) for screens that only show a number: the phone numbering metadata
 * (libphonenumber-js) is loaded the first time a number is actually shown, not with the screen. Until
 * it is there, the number reads as stored (E.164, no-break), then formatted.
 */
import { useSyncExternalStore } from 'react';

import type * as PhoneModule from '../core/phone';

let phone: typeof PhoneModule | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the metadata, e.g. when the user reaches for what will show a number. */
export function loadPhoneInProse(): Promise<void> {
  loading ??= import('../core/phone').then((m) => {
    phone = m;
    for (const listener of listeners) listener();
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const asStored = (input: string) => {
  void loadPhoneInProse();
  return input.replace(/ /g, '\u00a0');
};

/** A function that writes a number inside a sentence: formatted once the metadata is loaded. */
export function usePhoneInProse(): (input: string) => string {
  const ready = useSyncExternalStore(
    subscribe,
    () => phone !== undefined,
    () => false,
  );
  return ready && phone ? phone.phoneInProse : asStored;
}
