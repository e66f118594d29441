/**
 * A local stand-in for Open-Meteo, written from its published API, not from the adapter: the forecast
 * API's OpenAPI description (`openapi/forecast.yml` in open-meteo/open-meteo: `/v1/forecast`, its
 * `daily` and `hourly` variable names, `timezone`, `start_date` / `end_date`, `temperature_unit`,
 * `wind_speed_unit`, `apikey`, and the 400 answer `{ error: true, reason }`) and the geocoding API's
 * documented parameters (`/v1/search`: `name`, `count`, `language`, `format`, `countryCode`,
 * `apikey`; no `results` key when nothing is found). An unknown variable or parameter value is
 * refused as Open-Meteo refuses it; a key, when the stand-in wants one, must come as `apikey`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The forecast API's `daily` enum, and the part of its `hourly` enum near the ground.
const DAILY = new Set([
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'apparent_temperature_max',
  'apparent_temperature_min',
  'sunrise',
  'sunset',
  'daylight_duration',
  'sunshine_duration',
  'uv_index_max',
  'uv_index_clear_sky_max',
  'rain_sum',
  'showers_sum',
  'snowfall_sum',
  'precipitation_sum',
  'precipitation_hours',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'wind_direction_10m_dominant',
  'shortwave_radiation_sum',
  'et0_fao_evapotranspiration',
]);
const HOURLY = new Set([
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'apparent_temperature',
  'precipitation_probability',
  'precipitation',
  'rain',
  'showers',
  'snowfall',
  'snow_depth',
  'weather_code',
  'pressure_msl',
  'surface_pressure',
  'cloud_cover',
  'visibility',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
  'uv_index',
  'is_day',
]);

/** A place the geocoder knows, and the day its forecast describes (°C, km/h, WMO codes). */
export interface StandInPlace {
  name: string;
  postcodes: string[];
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  admin1: string;
  country: string;
  day: {
    code: number;
    highC: number;
    lowC: number;
    rain: number;
    windKph: number;
    humidity: number;
    /** The hourly codes: before noon, and from noon. */
    morning: number;
    afternoon: number;
  };
}

export const PLACES: StandInPlace[] = [
  {
    // A "10001" elsewhere, listed first: a search without the country filter finds it.
    name: 'Ban Nong Bua',
    postcodes: ['10001'],
    country_code: 'TH',
    latitude: 13.75,
    longitude: 100.5,
    timezone: 'Asia/Bangkok',
    admin1: 'Bangkok',
    country: 'Thailand',
    day: {
      code: 2,
      highC: 33,
      lowC: 26,
      rain: 10,
      windKph: 8,
      humidity: 70,
      morning: 2,
      afternoon: 2,
    },
  },
  {
    name: 'New York',
    postcodes: ['10001', '10002'],
    country_code: 'US',
    latitude: 40.71427,
    longitude: -74.00597,
    timezone: 'America/New_York',
    admin1: 'New York',
    country: 'United States',
    day: {
      code: 71,
      highC: 1.4,
      lowC: -4.2,
      rain: 80,
      windKph: 24.1,
      humidity: 87,
      morning: 73,
      afternoon: 85,
    },
  },
  {
    name: 'Miami',
    postcodes: ['33101'],
    country_code: 'US',
    latitude: 25.77427,
    longitude: -80.19366,
    timezone: 'America/New_York',
    admin1: 'Florida',
    country: 'United States',
    day: {
      code: 95,
      highC: 29.6,
      lowC: 23.1,
      rain: 90,
      windKph: 40.2,
      humidity: 78,
      morning: 3,
      afternoon: 95,
    },
  },
  {
    name: 'Phoenix',
    postcodes: ['85001'],
    country_code: 'US',
    latitude: 33.44838,
    longitude: -112.07404,
    timezone: 'America/Phoenix',
    admin1: 'Arizona',
    country: 'United States',
    day: {
      code: 0,
      highC: 21.3,
      lowC: 8.9,
      rain: 0,
      windKph: 9.7,
      humidity: 22,
      morning: 0,
      afternoon: 0,
    },
  },
  {
    name: 'Sydney',
    postcodes: ['2000'],
    country_code: 'AU',
    latitude: -33.86785,
    longitude: 151.20732,
    timezone: 'Australia/Sydney',
    admin1: 'New South Wales',
    country: 'Australia',
    day: {
      code: 80,
      highC: 26.4,
      lowC: 18.2,
      rain: 65,
      windKph: 31,
      humidity: 72,
      morning: 2,
      afternoon: 80,
    },
  },
  {
    name: 'Tokyo',
    postcodes: ['100-0001'],
    country_code: 'JP',
    latitude: 35.6895,
    longitude: 139.69171,
    timezone: 'Asia/Tokyo',
    admin1: 'Tokyo',
    country: 'Japan',
    day: {
      code: 1,
      highC: 12.2,
      lowC: 4.9,
      rain: 5,
      windKph: 11,
      humidity: 48,
      morning: 0,
      afternoon: 1,
    },
  },
];

export interface OpenMeteoStandIn {
  url: string;
  /** Every request, as received. */
  requests: URL[];
  close(): Promise<void>;
}

const refuse = (res: ServerResponse, reason: string, status = 400) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: true, reason }));
};
const answer = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The stand-in, listening on a free loopback port; `apiKey`: the key it wants (customer endpoint). */
export async function startOpenMeteoStandIn(
  apiKey: string | null = null,
): Promise<OpenMeteoStandIn> {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    const q = url.searchParams;
    if (apiKey && q.get('apikey') !== apiKey) return refuse(res, 'API key is invalid.', 401);
    if (url.pathname === '/v1/search') {
      const name = (q.get('name') ?? '').trim().toLowerCase();
      const count = Number(q.get('count') ?? '10');
      if (!Number.isInteger(count) || count < 1 || count > 100)
        return refuse(res, 'Parameter count must be between 1 and 100.');
      const country = q.get('countryCode');
      const found = PLACES.filter(
        (p) =>
          (p.name.toLowerCase().startsWith(name) || p.postcodes.includes(name)) &&
          (!country || p.country_code === country.toUpperCase()),
      )
        .slice(0, count)
        .map(({ day: _day, ...place }, i) => ({
          id: 5128581 + i,
          elevation: 10,
          feature_code: 'PPL',
          ...place,
        }));
      return answer(
        res,
        found.length ? { results: found, generationtime_ms: 0.4 } : { generationtime_ms: 0.4 },
      );
    }
    if (url.pathname === '/v1/forecast') {
      const latitude = Number(q.get('latitude'));
      const longitude = Number(q.get('longitude'));
      if (!q.has('latitude') || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
        return refuse(res, 'Latitude must be in range of -90 to 90°.');
      if (!q.has('longitude') || !Number.isFinite(longitude))
        return refuse(res, 'Longitude must be in range of -180 to 180°.');
      const daily = (q.get('daily') ?? '').split(',').filter(Boolean);
      const hourly = (q.get('hourly') ?? '').split(',').filter(Boolean);
      for (const v of daily)
        if (!DAILY.has(v))
          return refuse(
            res,
            `Cannot initialize ForecastVariableDaily from invalid String value ${v} for key daily`,
          );
      for (const v of hourly)
        if (!HOURLY.has(v))
          return refuse(
            res,
            `Cannot initialize ForecastSurfaceVariable from invalid String value ${v} for key hourly`,
          );
      const timezone = q.get('timezone') ?? 'GMT';
      try {
        new Intl.DateTimeFormat('en', { timeZone: timezone });
      } catch {
        return refuse(res, `Invalid timezone ${timezone}`);
      }
      const start = q.get('start_date');
      const end = q.get('end_date');
      if ((start === null) !== (end === null))
        return refuse(res, 'Parameter start_date and end_date must be set together.');
      const date = start ?? new Date().toISOString().slice(0, 10);
      const place = PLACES.find(
        (p) => Math.abs(p.latitude - latitude) < 0.1 && Math.abs(p.longitude - longitude) < 0.1,
      );
      if (!place) return refuse(res, 'No data is available for this location.');
      const fahrenheit = q.get('temperature_unit') === 'fahrenheit';
      const windUnit = q.get('wind_speed_unit') ?? 'kmh';
      const temp = (c: number) => round1(fahrenheit ? (c * 9) / 5 + 32 : c);
      const wind = (kmh: number) =>
        round1(
          windUnit === 'mph'
            ? kmh / 1.609344
            : windUnit === 'ms'
              ? kmh / 3.6
              : windUnit === 'kn'
                ? kmh / 1.852
                : kmh,
        );
      const d = place.day;
      const dailyValues: Record<string, number> = {
        weather_code: d.code,
        temperature_2m_max: temp(d.highC),
        temperature_2m_min: temp(d.lowC),
        precipitation_probability_max: d.rain,
        wind_speed_10m_max: wind(d.windKph),
      };
      const hours = Array.from(
        { length: 24 },
        (_, h) => `${date}T${String(h).padStart(2, '0')}:00`,
      );
      const hourlyValues: Record<string, (h: number) => number> = {
        weather_code: (h) => (h < 12 ? d.morning : d.afternoon),
        relative_humidity_2m: () => d.humidity,
        temperature_2m: (h) => temp(d.lowC + ((d.highC - d.lowC) * Math.min(h, 14)) / 14),
      };
      return answer(res, {
        latitude: place.latitude,
        longitude: place.longitude,
        generationtime_ms: 0.3,
        utc_offset_seconds: 0,
        timezone,
        timezone_abbreviation: timezone,
        elevation: 10,
        ...(daily.length
          ? {
              daily_units: Object.fromEntries(
                daily.map((v) => [
                  v,
                  v.startsWith('temperature')
                    ? fahrenheit
                      ? '°F'
                      : '°C'
                    : v.startsWith('wind')
                      ? windUnit.replace('kmh', 'km/h')
                      : v === 'weather_code'
                        ? 'wmo code'
                        : '%',
                ]),
              ),
              daily: {
                time: [date],
                ...Object.fromEntries(daily.map((v) => [v, [dailyValues[v] ?? 0]])),
              },
            }
          : {}),
        ...(hourly.length
          ? {
              hourly_units: Object.fromEntries(
                hourly.map((v) => [v, v === 'weather_code' ? 'wmo code' : '%']),
              ),
              hourly: {
                time: hours,
                ...Object.fromEntries(
                  hourly.map((v) => [v, hours.map((_, h) => hourlyValues[v]?.(h) ?? 0)]),
                ),
              },
            }
          : {}),
      });
    }
    return refuse(res, 'Not Found', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
