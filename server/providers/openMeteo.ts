/**
 * Open-Meteo (https://open-meteo.com/en/docs): the geocoding API finds places by name or postcode
 * (`/v1/search` with `name`, `count`, `language`, `format` and, to narrow it, `countryCode`), the
 * forecast API gives a day at a place's coordinates on the place's own calendar (`/v1/forecast` with
 * `latitude`, `longitude`, `daily`, `hourly`, `timezone`, `start_date`, `end_date`). Both base URLs are configurable (OPEN_METEO_URL,
 * OPEN_METEO_GEOCODING_URL) and `apikey` goes with every request when set (OPEN_METEO_API_KEY: the
 * customer endpoints of a commercial plan). Its answers are in °C and km/h, its defaults.
 */
import type { Place } from '../../src/core/places';
import type { Forecast, LocalDay, PlaceSource, WeatherSource } from '../calls/content';

export interface OpenMeteoOptions {
  /** The forecast API's base, e.g. https://api.open-meteo.com (the `/v1/…` path is appended). */
  forecastUrl: string;
  /** The geocoding API's base, e.g. https://geocoding-api.open-meteo.com. */
  geocodingUrl: string;
  apiKey: string | null;
  fetch?: typeof fetch;
}

/** The daily and hourly variables asked for (names from Open-Meteo's OpenAPI description). */
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
  'wind_speed_10m_max',
];
const HOURLY = ['weather_code', 'relative_humidity_2m'];

/** A part of the day on the local clock: the hours it spans, from and until. */
const MORNING = [6, 12] as const;
const AFTERNOON = [12, 18] as const;

/** The code most hours of a part of the day have; a tie goes to the more severe (the higher code). */
function prevailing(
  times: string[],
  codes: (number | null)[],
  [from, until]: readonly [number, number],
) {
  const counts = new Map<number, number>();
  times.forEach((time, i) => {
    const hour = Number(time.slice(11, 13));
    const code = codes[i];
    if (hour >= from && hour < until && typeof code === 'number')
      counts.set(code, (counts.get(code) ?? 0) + 1);
  });
  let best: number | null = null;
  for (const [code, n] of counts)
    if (best === null || n > (counts.get(best) ?? 0) || (n === counts.get(best) && code > best))
      best = code;
  return best;
}

const mean = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
};

/** One result of the geocoding API's `/v1/search` (the fields read; see its documentation). */
interface GeocodingResult {
  name?: string;
  latitude?: number;
  longitude?: number;
  country_code?: string;
  admin1?: string;
  timezone?: string;
}

/** A geocoding result as a place, or null when it lacks what a place needs. */
function placeOf(result: GeocodingResult): Place | null {
  const { name, latitude, longitude, country_code: country, timezone } = result;
  if (!name || typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!country || !/^[A-Z]{2}$/.test(country) || !timezone) return null;
  return {
    name: name.slice(0, 100),
    admin: (result.admin1 ?? '').slice(0, 100),
    country_code: country,
    latitude,
    longitude,
    timezone,
  };
}

export function openMeteo(options: OpenMeteoOptions): {
  weather: WeatherSource;
  places: PlaceSource;
} {
  const fetchFn = options.fetch ?? fetch;
  /** GET base + path with `params` (and the key); the JSON answer, or Open-Meteo's own reason. */
  async function get<T>(base: string, path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (options.apiKey) url.searchParams.set('apikey', options.apiKey);
    const response = await fetchFn(url);
    const body = (await response.json().catch(() => null)) as (T & { reason?: string }) | null;
    if (!response.ok || !body)
      throw new Error(
        `Open-Meteo ${path} answered ${response.status}: ${body?.reason ?? 'no reason'}`,
      );
    return body;
  }

  const places: PlaceSource = {
    async search(query, country, max) {
      const found = await get<{ results?: GeocodingResult[] }>(options.geocodingUrl, 'v1/search', {
        name: query,
        count: String(max),
        language: 'en',
        format: 'json',
        ...(country ? { countryCode: country } : {}),
      });
      return (found.results ?? []).flatMap((result) => placeOf(result) ?? []).slice(0, max);
    },
  };
  const weather: WeatherSource = {
    async forecast(place: Place, day: LocalDay): Promise<Forecast> {
      const data = await get<{
        daily?: Record<string, (number | null)[]>;
        hourly?: Record<string, (number | null)[]> & { time?: string[] };
      }>(options.forecastUrl, 'v1/forecast', {
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        daily: DAILY.join(','),
        hourly: HOURLY.join(','),
        timezone: place.timezone,
        start_date: day.date,
        end_date: day.date,
      });
      const daily = (key: string) => data.daily?.[key]?.[0] ?? null;
      const high = daily('temperature_2m_max');
      const low = daily('temperature_2m_min');
      const code = daily('weather_code');
      if (high === null || low === null || code === null)
        throw new Error(`Open-Meteo has no forecast for ${day.date} at ${place.name}`);
      const times = (data.hourly?.time ?? []) as string[];
      const codes = data.hourly?.weather_code ?? [];
      return {
        place: place.name,
        code,
        highC: high,
        lowC: low,
        rainChance: daily('precipitation_probability_max') ?? 0,
        windKph: daily('wind_speed_10m_max') ?? 0,
        humidity: mean(data.hourly?.relative_humidity_2m ?? []),
        morning: prevailing(times, codes, MORNING),
        afternoon: prevailing(times, codes, AFTERNOON),
      };
    },
  };
  return { weather, places };
}
