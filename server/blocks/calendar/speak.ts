import type { BlockSpeaker } from '../types';

export const speaker: BlockSpeaker = {
  fallback: "Your calendar couldn't be read this morning.",
  // Never called while Google Calendar is disconnected: the routine script skips the block then.
  async speak(s, { calendar, day, userId }) {
    const all = await calendar.events(userId, day);
    const events = all
      .filter((e) => s.include_all_day !== false || !e.allDay)
      .slice(0, Number(s.max_events ?? 3));
    if (!events.length) return 'Your calendar is clear today.';
    return `On your calendar today: ${events.map((e) => (e.allDay ? e.title : `${e.title} at ${e.start}`)).join(', ')}.`;
  },
};
