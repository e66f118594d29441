/**
 * The Weather block's Open-Meteo adapter against a stand-in written from Open-Meteo's published API
 * (./openMeteoStandIn.ts): the place search's parameters (`name`, `count`, `language`, `format`, the
 * `countryCode` filter, the key) and its answers as places; the forecast's (the place's coordinates and
 * own zone, the call's day, the key), the variables it asks for (names the API knows, or it refuses
 * them), and the words a snowy, a stormy and a clear day are said in, in the user's units; then the
 * same through the server, configured by WEATHER and OPEN_METEO_* alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speaker } from '../../server/blocks/weather/speak';
import type { LocalDay } from '../../server/calls/content';
import type { Place } from '../../src/core/places';
import type { BlockSettings } from '../../src/core/types';
import { openMeteo } from '../../server/providers/openMeteo';
import { PLACES_UNAVAILABLE } from '../../server/routes/places';
import { startOpenMeteoStandIn, type OpenMeteoStandIn } from './openMeteoStandIn';
import { startTestServer } from './harness';
import { callableUser, testClock } from './pipelineSetup';

const KEY = 'om-customer-key-1';
let standIn: OpenMeteoStandIn;
beforeAll(async () => {
  standIn = await startOpenMeteoStandIn(KEY);
});
afterAll(() => standIn.close());

const meteo = (apiKey: string | null = KEY) =>
  openMeteo({ forecastUrl: standIn.url, geocodingUrl: standIn.url, apiKey });
const adapter = (apiKey: string | null = KEY) => meteo(apiKey).weather;
const day: LocalDay = { date: '2026-12-01', timeZone: 'America/New_York', time: '07:00' };

/** A place as the search answers it (the stand-in's own entry). */
async function found(query: string, country: string | null = null): Promise<Place> {
  const [place] = await meteo().places.search(query, country, 5);
  if (!place) throw new Error(`the stand-in found no "${query}"`);
  return place;
}

const say = (settings: BlockSettings, weather = adapter()) =>
  speaker.speak(settings, {
    userId: 'u',
    date: new Date('2026-12-01T12:00:00Z'),
    day,
    language: 'en',
    locale: 'en-US',
    weather,
    calendar: { events: async () => [] },
  } as never);

describe('the place search, against the protocol', () => {
  it('asks by name with a count, in English, as JSON, with the key; answers places of the stored shape', async () => {
    const before = standIn.requests.length;
    expect(await meteo().places.search('Sydney', null, 8)).toEqual([
      {
        name: 'Sydney',
        admin: 'New South Wales',
        country_code: 'AU',
        latitude: -33.86785,
        longitude: 151.20732,
        timezone: 'Australia/Sydney',
      },
    ]);
    const [search] = standIn.requests.slice(before);
    expect(search?.pathname).toBe('/v1/search');
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({
      name: 'Sydney',
      count: '8',
      language: 'en',
      format: 'json',
      apikey: KEY,
    });
  });

  it('a country narrows it with `countryCode` (the parameter Open-Meteo reads): 10001 is New York, not Thailand', async () => {
    const anywhere = await meteo().places.search('10001', null, 5);
    expect(anywhere.map((p) => p.country_code)).toEqual(['TH', 'US']);
    const before = standIn.requests.length;
    expect((await meteo().places.search('10001', 'US', 5)).map((p) => p.name)).toEqual([
      'New York',
    ]);
    expect(standIn.requests[before]?.searchParams.get('countryCode')).toBe('US');
  });

  it('nothing found (no `results` key) is an empty list', async () => {
    expect(await meteo().places.search('Atlantis', null, 5)).toEqual([]);
  });
});

describe('the forecast, against the protocol', () => {
  it('asks at the place’s coordinates for the call’s day on the place’s own calendar, with the key', async () => {
    const sydney = await found('Sydney');
    const before = standIn.requests.length;
    const forecast = await adapter().forecast(sydney, day);
    expect(forecast).toMatchObject({ place: 'Sydney', code: 80, morning: 2, afternoon: 80 });
    const [weather] = standIn.requests.slice(before);
    expect(weather?.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(weather?.searchParams ?? [])).toMatchObject({
      latitude: '-33.86785',
      longitude: '151.20732',
      timezone: 'Australia/Sydney',
      start_date: '2026-12-01',
      end_date: '2026-12-01',
      apikey: KEY,
    });
    expect(weather?.searchParams.get('daily')?.split(',')).toContain('weather_code');
    expect(weather?.searchParams.get('hourly')?.split(',')).toContain('relative_humidity_2m');
  });

  it('says Open-Meteo’s own reason when it refuses (a wrong key)', async () => {
    const newYork = await found('New York');
    await expect(adapter('wrong').forecast(newYork, day)).rejects.toThrow(
      /401: API key is invalid/,
    );
  });
});

describe('the words of a snowy, a stormy and a clear day', () => {
  it('snow in New York, in °F and miles per hour, at detail 3', async () => {
    const place = await found('10001', 'US');
    expect(await say({ place, use_celsius: false, detail_level: 3 })).toBe(
      'The weather in New York today: light snow, with a high of 35 degrees Fahrenheit and a low of 24 degrees Fahrenheit, 80 percent chance of rain. Wind up to 15 miles per hour, humidity around 87 percent. Snow in the morning, light snow showers in the afternoon.',
    );
  });

  it('storms in Miami, in °C and kilometers per hour, at detail 3', async () => {
    const place = await found('Miami');
    expect(await say({ place, use_celsius: true, detail_level: 3 })).toBe(
      'The weather in Miami today: thunderstorms, with a high of 30 degrees Celsius and a low of 23 degrees Celsius, 90 percent chance of rain. Wind up to 40 kilometers per hour, humidity around 78 percent. Overcast in the morning, thunderstorms in the afternoon.',
    );
  });

  it('a clear day in Phoenix, the headline alone at detail 1', async () => {
    const place = await found('85001');
    expect(await say({ place, use_celsius: false, detail_level: 1 })).toBe(
      'The weather in Phoenix today: clear skies, with a high of 70 degrees Fahrenheit.',
    );
  });
});

describe('through the server, configured by the environment', () => {
  it('WEATHER=open-meteo with the stand-in’s URLs and key: the call says New York’s snow', async () => {
    const clock = testClock('2026-12-01T11:00:00Z');
    const server = await startTestServer({
      clock,
      env: {
        WEATHER: 'open-meteo',
        OPEN_METEO_URL: standIn.url,
        OPEN_METEO_GEOCODING_URL: `${standIn.url}/`,
        OPEN_METEO_API_KEY: KEY,
      },
    });
    try {
      const user = await callableUser(
        server,
        { call_time: '07:00', timezone: 'America/New_York' },
        clock.now(),
      );
      const added = await server.api('POST', '/api/call-blocks/user/', user.token, {
        block: 'weather',
        order: 1,
      });
      expect(added.status).toBe(201);
      const script = await server.deps.calls.assemble(
        user.userId,
        new Date('2026-12-01T12:00:00Z'),
      );
      expect(script.words).toContain(
        'The weather in New York today: light snow, with a high of 35 degrees Fahrenheit',
      );
    } finally {
      await server.stop();
    }
  });

  it('a Tokyo user starts at Tokyo in °C, finds Sydney through GET /api/places/, and hears Sydney', async () => {
    const clock = testClock('2026-11-30T21:00:00Z');
    const server = await startTestServer({
      clock,
      env: {
        WEATHER: 'open-meteo',
        OPEN_METEO_URL: standIn.url,
        OPEN_METEO_GEOCODING_URL: standIn.url,
        OPEN_METEO_API_KEY: KEY,
      },
    });
    try {
      const user = await callableUser(
        server,
        { call_time: '07:00', timezone: 'Asia/Tokyo' },
        clock.now(),
      );
      await server.api('PATCH', '/api/profile/', user.token, { timezone: 'Asia/Tokyo' });
      const added = await server.api('POST', '/api/call-blocks/user/', user.token, {
        block: 'weather',
        order: 1,
      });
      const block = added.body as { id: number; settings: Record<string, unknown> };
      expect(block.settings).toMatchObject({
        place: { name: 'Tokyo', country_code: 'JP' },
        use_celsius: true,
      });
      expect(
        (await server.deps.calls.assemble(user.userId, new Date('2026-11-30T22:00:00Z'))).words,
      ).toContain('The weather in Tokyo today: mainly clear, with a high of 12 degrees Celsius');

      const search = await server.api('GET', '/api/places/?q=Sydn', user.token);
      expect(search.status).toBe(200);
      const [sydney] = search.body as Place[];
      expect(sydney).toMatchObject({ name: 'Sydney', timezone: 'Australia/Sydney' });
      const saved = await server.api('PATCH', `/api/call-blocks/user/${block.id}/`, user.token, {
        settings: { ...block.settings, place: sydney },
      });
      expect(saved.status).toBe(200);
      expect(
        (await server.deps.calls.assemble(user.userId, new Date('2026-11-30T22:00:00Z'))).words,
      ).toContain(
        'The weather in Sydney today: light rain showers, with a high of 26 degrees Celsius',
      );
    } finally {
      await server.stop();
    }
  });

  it('when Open-Meteo is down the search says so (503, not a 500) and the box keeps what was typed', async () => {
    const server = await startTestServer({
      env: {
        WEATHER: 'open-meteo',
        OPEN_METEO_URL: standIn.url,
        OPEN_METEO_GEOCODING_URL: 'http://127.0.0.1:9',
        OPEN_METEO_API_KEY: KEY,
      },
    });
    try {
      const user = await callableUser(
        server,
        { call_time: '07:00', timezone: 'Europe/London' },
        new Date(),
      );
      const search = await server.api('GET', '/api/places/?q=Leeds', user.token);
      expect(search.status).toBe(503);
      expect(search.body).toEqual({ message: PLACES_UNAVAILABLE });
    } finally {
      await server.stop();
    }
  });
});
