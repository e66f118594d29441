/**
 * The local phone (local mode only): what a person may do with a call in each state, and how each
 * ending reads. Shared by the local line (which refuses the rest) and the page (which offers only these).
 */
import type { LocalCallAction, LocalLineState } from './types';
import { RING_SECONDS } from './constants';

/** How long a local call rings before it counts as not answered (a phone's usual ring time). */
export const LOCAL_RING_MS = RING_SECONDS * 1000;

/**
 * Ringing: pick up, send to voicemail, be a phone that silences unknown callers (straight to
 * voicemail, never ringing), or decline; answered: a key (as on a phone, only once answered) or hang
 * up.
 */
export const LOCAL_ACTIONS: Record<'ringing' | 'answered', readonly LocalCallAction[]> = {
  ringing: ['answer', 'voicemail', 'silenced', 'decline'],
  answered: ['press-1', 'press-2', 'press-3', 'press-9', 'hang-up'],
};

export const localActionAllowed = (state: LocalLineState['state'], action: LocalCallAction) =>
  state !== 'ended' && LOCAL_ACTIONS[state].includes(action);

export type LocalOutcome = NonNullable<LocalLineState['outcome']>;

export const localOutcomeWords: Record<LocalOutcome, string> = {
  confirmed: 'confirmed awake',
  completed: 'answered',
  'no-answer': 'no answer',
  busy: 'busy',
  voicemail: 'voicemail',
  silenced: 'went to voicemail without ringing',
  failed: 'failed',
};
