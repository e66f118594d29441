/**
 * GET /api/places/?q=…[&country=XX] — places by city name or postcode for the place field's search
 * box, best first: Open-Meteo's geocoding in production, the bundled gazetteer offline. Rate-limited
 * per user (the box searches as the user types, debounced).
 */
import { Hono } from 'hono';
import limits from '../../../schemas/limits.json';
import type { AuthVariables } from '../../auth';
import type { AppDeps } from '../../deps';
import { fail, failField } from '../../http';
import { takeEvent } from '../../limits/rateLimit';
import { serveRoutes } from '../../routeTable';

/** Said when the provider fails: the search box shows it and keeps what was typed. */
export const PLACES_UNAVAILABLE =
  "Place search isn't available right now. Please try again in a moment.";

export function placeRoutes(deps: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  serveRoutes(app, deps.auth).searchPlaces(async (c) => {
    const query = (c.req.query('q') ?? '').trim();
    if (!query) failField('q', 'Type a city or a postcode');
    if (query.length > limits.placeQueryMaxLength)
      failField('q', `Must be at most ${limits.placeQueryMaxLength} characters`);
    const country = c.req.query('country')?.trim().toUpperCase() || null;
    if (country !== null && !/^[A-Z]{2}$/.test(country))
      failField('country', 'Use a two-letter country code like AU');
    const allowed = await takeEvent(
      deps.db,
      [{ key: `place-search:${c.get('userId')}`, limit: limits.placeSearchesPerUser }],
      limits.rateWindowMinutes * 60_000,
      deps.calls.clock.now(),
    );
    if (!allowed) fail(429, 'Too many place searches. Please wait a few minutes and try again.');
    try {
      return await deps.calls.places.search(query, country, limits.placeResultsMax);
    } catch (error) {
      console.error('[places] search failed:', error instanceof Error ? error.message : error);
      fail(503, PLACES_UNAVAILABLE);
    }
  });
  return app;
}
