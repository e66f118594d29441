/**
 * Google Calendar (production): the events of the call's day, in the user's zone, from the user's
 * primary calendar, read-only, with the access the provider's adapter gives (server/providers/).
 */
import type { ProviderKey } from '../../../src/core/providers';
import type { ProviderAccess } from '../../providers';
import { dayBounds, type CalendarEvent, type CalendarSource } from './sources';

const PROVIDER: ProviderKey = 'google_calendar';

interface GoogleEvent {
  summary?: string;
  start?: { dateTime?: string; date?: string };
}

export function googleCalendar(
  access: ProviderAccess,
  fetchFn: typeof fetch = fetch,
): CalendarSource {
  return {
    async events(userId, day) {
      const access_token = await access(userId, PROVIDER);
      if (!access_token) return [];
      // The user's own day, and times on their clock: a Tokyo morning hears Tokyo's day.
      const { start, end } = dayBounds(day);
      const query = new URLSearchParams({
        timeMin: start.toISOString(),
        timeMax: end.toISOString(),
        timeZone: day.timeZone,
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '20',
      });
      const response = await fetchFn(
        `https://www.googleapis.com/calendar/v3/calendars/primary/events?${query.toString()}`,
        {
          headers: { Authorization: `Bearer ${access_token}` },
        },
      );
      if (!response.ok) throw new Error(`Google Calendar answered ${response.status}`);
      const { items = [] } = (await response.json()) as { items?: GoogleEvent[] };
      return items.map((e): CalendarEvent => ({
        title: e.summary ?? 'Busy',
        start: e.start?.dateTime ? e.start.dateTime.slice(11, 16) : '',
        allDay: !e.start?.dateTime,
      }));
    },
  };
}
