/**
 * The offline gazetteer: places found without a network, for local mode's place search and for
 * turning old US zip-code settings into places (a migration that must not depend on a provider).
 * Cities: the 7,300 of `city-timezones` (name, region, country, coordinates, population and IANA zone).
 * US zip codes: `zipcodes` (the 5-digit codes with their city, state and coordinates), their zone
 * from the coordinates by `tz-lookup`. Loaded on first use and indexed once (a few MB, ~100 ms).
 */
import { createRequire } from 'node:module';
import type { Place } from '../../src/core/places';
import type { PlaceSource } from '../calls/content';

interface CityRecord {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string | number;
  iso3: string;
  province: string;
  state_ansi?: string;
  timezone: string;
}
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface Indexed {
  place: Place;
  /** The name folded for matching (no case, no accents). */
  key: string;
  /** Its region and country folded, for "Springfield, MO" and "London, Canada". */
  also: string;
  population: number;
}

const require = createRequire(import.meta.url);

/** Folds a text for matching: lower case, accents removed ("Zürich" → "zurich"). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Kosovo's cities carry no ISO code in the data; XK is the code in common use. */
const countryOf = (record: CityRecord) =>
  typeof record.iso2 === 'string' && /^[A-Z]{2}$/.test(record.iso2)
    ? record.iso2
    : record.iso3 === 'KOS'
      ? 'XK'
      : null;

let cities: Indexed[] | null = null;
function cityIndex(): Indexed[] {
  if (cities) return cities;
  const records = require('city-timezones/data/cityMap.json') as CityRecord[];
  cities = records
    .flatMap((record) => {
      const country = countryOf(record);
      if (!country) return [];
      const place: Place = {
        name: record.city,
        admin: record.province ?? '',
        country_code: country,
        latitude: Math.round(record.lat * 1e5) / 1e5,
        longitude: Math.round(record.lng * 1e5) / 1e5,
        timezone: record.timezone,
      };
      return [
        {
          place,
          key: fold(record.city_ascii || record.city),
          also: fold(
            [record.province, record.state_ansi, country, record.iso3].filter(Boolean).join(' '),
          ),
          population: record.pop,
        },
      ];
    })
    .sort((a, b) => b.population - a.population);
  return cities;
}

let zips: Record<string, ZipRecord> | null = null;
let stateNames: Map<string, string> | null = null;
function zipIndex() {
  zips ??= (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> }).codes;
  if (!stateNames) {
    const { full } = require('zipcodes/lib/states.js') as { full?: Record<string, string> };
    stateNames = new Map(
      Object.entries(full ?? {}).map(([name, code]) => [
        code,
        name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()),
      ]),
    );
  }
  return { zips, stateNames };
}

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());

/** The place of a US zip code ("10001" → New York, New York), or null when the code is unknown. */
export function zipPlace(zip: string): Place | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const { zips: codes, stateNames: states } = zipIndex();
  const record = codes[zip];
  if (!record || record.country !== 'US') return null;
  const tzlookup = require('tz-lookup') as (lat: number, lon: number) => string;
  return {
    name: titleCase(record.city),
    admin: states.get(record.state) ?? record.state,
    country_code: 'US',
    latitude: record.latitude,
    longitude: record.longitude,
    timezone: tzlookup(record.latitude, record.longitude),
  };
}

/**
 * Places for a search: a 5-digit US zip code, or a city by the start of its name (whole name first,
 * then by population), optionally narrowed by what follows a comma ("Springfield, MO") and by country.
 */
export function searchGazetteer(query: string, country: string | null, max: number): Place[] {
  const text = query.trim();
  if (/^\d{5}$/.test(text)) {
    const place = country && country !== 'US' ? null : zipPlace(text);
    return place ? [place] : [];
  }
  const [head = '', ...rest] = text.split(',');
  const name = fold(head);
  const qualifiers = rest.map(fold).filter(Boolean);
  if (!name) return [];
  const matches = cityIndex().filter(
    (entry) =>
      entry.key.startsWith(name) &&
      (!country || entry.place.country_code === country) &&
      qualifiers.every((q) => entry.also.includes(q) || fold(entry.place.admin).startsWith(q)),
  );
  const whole = matches.filter((entry) => entry.key === name);
  const partial = matches.filter((entry) => entry.key !== name);
  return [...whole, ...partial].slice(0, max).map((entry) => entry.place);
}

/** The gazetteer as a place source (local mode's search). */
export const gazetteerPlaces: PlaceSource = {
  async search(query, country, max) {
    return searchGazetteer(query, country, max);
  },
};
