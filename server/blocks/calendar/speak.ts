import type { BlockSpeaker } from '../types';
import entry from './block.json';

export const speaker: BlockSpeaker = {
  fallback: "Your calendar couldn't be read this morning.",
  async speak(s, { calendar, date, userId, isConnected }) {
    if (!isConnected(entry.integration_type)) return 'Your calendar is not connected.';
    const all = await calendar.events(userId, date);
    const events = all
      .filter((e) => s.include_all_day !== false || !e.allDay)
      .slice(0, Number(s.max_events ?? 3));
    if (!events.length) return 'Your calendar is clear today.';
    return `On your calendar today: ${events.map((e) => (e.allDay ? e.title : `${e.title} at ${e.start}`)).join(', ')}.`;
  },
};
