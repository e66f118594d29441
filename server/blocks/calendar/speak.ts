import { listText, say, timeText } from '../../calls/words';
import type { BlockSpeaker } from '../types';

export const speaker: BlockSpeaker = {
  fallback: 'calendarFallback',
  // Never called while Google Calendar is disconnected: the routine script skips the block then.
  async speak(s, { calendar, day, userId, language, locale }) {
    const all = await calendar.events(userId, day);
    // An event that started before the call is not read as coming ("HH:MM" compares as text).
    const coming = all.filter((e) => e.allDay || !day.time || e.start >= day.time);
    // All-day events first, as a calendar shows them (a birthday is not read after the tenth meeting).
    const events = [...coming.filter((e) => e.allDay), ...coming.filter((e) => !e.allDay)]
      .filter((e) => s.include_all_day !== false || !e.allDay)
      .slice(0, Number(s.max_events ?? 3));
    if (!events.length)
      return say(language, coming.length < all.length ? 'calendarNothingMore' : 'calendarClear');
    const said = events.map((e) =>
      e.allDay
        ? e.title
        : say(language, 'calendarEvent', { title: e.title, time: timeText(e.start, locale) }),
    );
    return say(language, 'calendarToday', { events: listText(said, locale) });
  },
};
