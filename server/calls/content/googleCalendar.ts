/**
 * Google Calendar (production): the events of the call's day, in the user's zone, from the user's primary calendar, read-only. Supabase does
 * not refresh provider tokens, so the server keeps the (encrypted) refresh token and gets a fresh access token.
 */
import type { Sealer } from '../../crypto';
import type { Db } from '../../db';
import type { ProviderKey } from '../../../src/core/providers';
import { refreshGoogleToken, type GoogleClient } from '../../providers/google';
import { dayBounds, type CalendarEvent, type CalendarSource } from './sources';

const PROVIDER: ProviderKey = 'google_calendar';

interface GoogleEvent {
  summary?: string;
  start?: { dateTime?: string; date?: string };
}

export function googleCalendar(
  db: Db,
  sealer: Sealer,
  client: GoogleClient,
  fetchFn: typeof fetch = fetch,
): CalendarSource {
  return {
    async events(userId, day) {
      const [row] = await db.query<{ refresh_token_enc: string | null }>(
        'SELECT refresh_token_enc FROM integrations WHERE user_id = $1 AND provider = $2 AND is_active',
        [userId, PROVIDER],
      );
      if (!row?.refresh_token_enc) return [];
      const access_token = await refreshGoogleToken(
        client,
        sealer.open(row.refresh_token_enc),
        fetchFn,
      );
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
