/**
 * Where a user starts: the main city of each listed time zone (a new Weather block's place when no zip
 * code says), and the units a country reads temperatures and wind in.
 */
import type { Place } from './places';
import { isListedZone } from './timezones';
import type { Timezone } from './types';

/**
 * Countries whose people read temperatures in °F (and wind in mph): the United States and its
 * territories, Liberia, and a few Caribbean and Pacific neighbours. Everywhere else: °C and km/h.
 */
const FAHRENHEIT = new Set([
  'US',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'UM',
  'BS',
  'BZ',
  'KY',
  'PW',
  'MH',
  'FM',
  'LR',
]);

export const usesFahrenheit = (countryCode: string): boolean => FAHRENHEIT.has(countryCode);

/** The main city of each listed time zone: where a new Weather block starts when no zip code says. */
export const ZONE_PLACES: Record<Timezone, Place> = {
  'America/New_York': {
    name: 'New York',
    admin: 'New York',
    country_code: 'US',
    latitude: 40.71427,
    longitude: -74.00597,
    timezone: 'America/New_York',
  },
  'America/Chicago': {
    name: 'Chicago',
    admin: 'Illinois',
    country_code: 'US',
    latitude: 41.85003,
    longitude: -87.65005,
    timezone: 'America/Chicago',
  },
  'America/Denver': {
    name: 'Denver',
    admin: 'Colorado',
    country_code: 'US',
    latitude: 39.73915,
    longitude: -104.9847,
    timezone: 'America/Denver',
  },
  'America/Los_Angeles': {
    name: 'Los Angeles',
    admin: 'California',
    country_code: 'US',
    latitude: 34.05223,
    longitude: -118.24368,
    timezone: 'America/Los_Angeles',
  },
  'America/Anchorage': {
    name: 'Anchorage',
    admin: 'Alaska',
    country_code: 'US',
    latitude: 61.21806,
    longitude: -149.90028,
    timezone: 'America/Anchorage',
  },
  'America/Phoenix': {
    name: 'Phoenix',
    admin: 'Arizona',
    country_code: 'US',
    latitude: 33.44838,
    longitude: -112.07404,
    timezone: 'America/Phoenix',
  },
  'Pacific/Honolulu': {
    name: 'Honolulu',
    admin: 'Hawaii',
    country_code: 'US',
    latitude: 21.30694,
    longitude: -157.85833,
    timezone: 'Pacific/Honolulu',
  },
  'Europe/London': {
    name: 'London',
    admin: 'England',
    country_code: 'GB',
    latitude: 51.50853,
    longitude: -0.12574,
    timezone: 'Europe/London',
  },
  'Europe/Paris': {
    name: 'Paris',
    admin: 'Île-de-France',
    country_code: 'FR',
    latitude: 48.85341,
    longitude: 2.3488,
    timezone: 'Europe/Paris',
  },
  'Asia/Tokyo': {
    name: 'Tokyo',
    admin: 'Tokyo',
    country_code: 'JP',
    latitude: 35.6895,
    longitude: 139.69171,
    timezone: 'Asia/Tokyo',
  },
  'Asia/Shanghai': {
    name: 'Shanghai',
    admin: 'Shanghai',
    country_code: 'CN',
    latitude: 31.22222,
    longitude: 121.45806,
    timezone: 'Asia/Shanghai',
  },
  'Australia/Sydney': {
    name: 'Sydney',
    admin: 'New South Wales',
    country_code: 'AU',
    latitude: -33.86785,
    longitude: 151.20732,
    timezone: 'Australia/Sydney',
  },
};

/** The main city of a zone; New York's for a zone outside the list. */
export const zonePlace = (zone: string | null | undefined): Place =>
  ZONE_PLACES[zone && isListedZone(zone) ? zone : 'America/New_York'];
