/** Calls the user asks for from the dashboard. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';

/** A test call of the routine now (the button asks for a phone number on the profile first). */
export const testCallAtom = atom(null, async () => {
  await api.testCall();
});
