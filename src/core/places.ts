/**
 * Places (schemas/place.schema.json): what a `place` setting stores and GET /api/places/ answers, and
 * how one reads ("Sydney, New South Wales, Australia"). Where a user starts is ./zonePlaces.ts (the
 * server's, kept out of the screens' first load).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type * as S from './schemas.gen';

export type Place = FromSchema<typeof S.placeSchema>;

/** Whether a setting's value is a place (an object with coordinates), not a scalar. */
export function isPlace(value: unknown): value is Place {
  if (!value || typeof value !== 'object') return false;
  const place = value as Partial<Place>;
  return (
    typeof place.name === 'string' &&
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    typeof place.country_code === 'string' &&
    typeof place.timezone === 'string'
  );
}

let countryNames: Intl.DisplayNames | null = null;
/** "AU" → "Australia" (English: the dashboard's language). The code itself when Intl does not know it. */
export function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** How a place reads in a list or a summary: "Sydney, New South Wales, Australia" (no part twice). */
export function placeLabel(place: Pick<Place, 'name' | 'admin' | 'country_code'>): string {
  const parts = [place.name, place.admin, countryName(place.country_code)].filter(Boolean);
  return parts.filter((part, i) => parts.indexOf(part) === i).join(', ');
}
