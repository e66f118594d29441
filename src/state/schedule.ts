/** The wake-up schedule (SPEC §3 "Schedule"), fetched and replaced whole; the voice is saved in it. */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { Schedule } from '../core/types';
import { PREVIEW_SAMPLE_TEXT } from '../core/constants';
import { errors } from '../core/messages';
import { Refusal } from './refusal';
import { withNextCallAt, withoutNextCall, type NextOnLine } from '../core/schedulePlan';
import { defineQuery, fetchQuery, putQuery } from './query';

// The schedule card and the voice card both edit it; the dashboard's load asks for it.
export const scheduleQuery = defineQuery('getSchedule', () => api.getSchedule(), {
  askOnMount: false,
});

export const scheduleAtom = scheduleQuery.data;

export const loadScheduleAtom = atom(null, async (get, set) => {
  await fetchQuery(get, set, scheduleQuery, { fresh: true });
});

/** Saves the schedule card; the voice stays whatever the voice card saved. */
export const saveScheduleAtom = atom(null, async (get, set, next: Schedule) => {
  const voice_id = get(scheduleAtom)?.voice_id ?? next.voice_id;
  putQuery(get, set, scheduleQuery, await api.saveSchedule({ ...next, voice_id }));
});

/**
 * Saves the voice in the schedule. A custom voice id is trimmed and first tested by asking for a
 * short preview (SPEC §5); one that fails is refused. Resolves with the id saved.
 */
export const saveVoiceAtom = atom(
  null,
  async (get, set, choice: { voiceId: string; custom: boolean }) => {
    const schedule = get(scheduleAtom);
    if (!schedule) throw new Error('The schedule has not loaded yet.');
    const voiceId = choice.custom ? choice.voiceId.trim() : choice.voiceId;
    if (choice.custom) {
      const works =
        voiceId !== '' &&
        (await api.voicePreview({ voice_id: voiceId, text: PREVIEW_SAMPLE_TEXT }).then(
          () => true,
          () => false,
        ));
      if (!works) throw new Refusal(errors.invalidVoiceId);
    }
    putQuery(get, set, scheduleQuery, await api.saveSchedule({ ...schedule, voice_id: voiceId }));
    return voiceId;
  },
);

const loaded = (schedule: Schedule | null): Schedule => {
  if (!schedule) throw new Error('The schedule has not loaded yet.');
  return schedule;
};

/**
 * Skips the next call: a regular morning's date joins the skipped ones, a one-off call is removed.
 * Resolves with the schedule as it was before, for Undo.
 */
export const skipNextCallAtom = atom(null, async (get, set, next: NextOnLine) => {
  const before = loaded(get(scheduleAtom));
  await set(saveScheduleAtom, withoutNextCall(before, next));
  return before;
});

/** "Change this call only": the next call moves to `time` on its date (a skip and a one-off call). */
export const changeNextCallAtom = atom(null, async (get, set, next: NextOnLine, time: string) => {
  await set(saveScheduleAtom, withNextCallAt(loaded(get(scheduleAtom)), next, time));
});

/** Undo of a skip: the skipped dates and one-off calls as they were; the rest as saved now. */
export const restoreSkipsAtom = atom(null, async (get, set, before: Schedule) => {
  await set(saveScheduleAtom, {
    ...loaded(get(scheduleAtom)),
    skip_dates: before.skip_dates ?? [],
    one_off: before.one_off ?? [],
  });
});
