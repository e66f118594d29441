/**
 * Places (issue 36): the offline gazetteer's search, GET /api/places/ (its errors naming the field, its
 * rate limit), where a new Weather block starts for users in four countries, and the upgrade that
 * turns old zip-code settings into places. On PGlite, and on a Postgres server when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../schemas/limits.json';
import { placeLabel } from '../../src/core/places';
import { ZONE_PLACES } from '../../src/core/zonePlaces';
import type { UserBlock } from '../../src/core/types';
import { dataMigrations } from '../../server/db/dataMigrations';
import { searchGazetteer, zipPlace } from '../../server/providers/gazetteer';
import { startTestServer, type TestServer } from './harness';

describe('the offline gazetteer', () => {
  it('finds a city by the start of its name, the whole name and the biggest first', () => {
    const sydney = searchGazetteer('Sydney', null, 8);
    expect(sydney[0]).toMatchObject({
      name: 'Sydney',
      admin: 'New South Wales',
      country_code: 'AU',
      timezone: 'Australia/Sydney',
    });
    expect(placeLabel(sydney[0]!)).toBe('Sydney, New South Wales, Australia');
    // "Sydney, Nova Scotia" after the Australian one, the ones merely starting with it after both.
    expect(sydney.map((p) => p.country_code)).toContain('CA');
    expect(searchGazetteer('Toky', null, 8)[0]).toMatchObject({
      name: 'Tokyo',
      timezone: 'Asia/Tokyo',
    });
  });

  it('ignores case and accents, narrows by country and by what follows a comma', () => {
    expect(searchGazetteer('zurich', null, 3)[0]).toMatchObject({ country_code: 'CH' });
    expect(searchGazetteer('london', null, 8)[0]).toMatchObject({ country_code: 'GB' });
    expect(searchGazetteer('London', 'CA', 8).map((p) => p.country_code)).toEqual(['CA']);
    expect(searchGazetteer('Springfield, MO', null, 8)).toEqual([
      expect.objectContaining({ name: 'Springfield', admin: 'Missouri', country_code: 'US' }),
    ]);
  });

  it('a US zip code is its place, in the zone of its coordinates; an unknown one is nothing', () => {
    expect(zipPlace('94110')).toMatchObject({
      name: 'San Francisco',
      admin: 'California',
      country_code: 'US',
      timezone: 'America/Los_Angeles',
    });
    expect(zipPlace('85001')).toMatchObject({ name: 'Phoenix', timezone: 'America/Phoenix' });
    expect(searchGazetteer('10001', null, 8)).toEqual([
      expect.objectContaining({ name: 'New York', admin: 'New York', country_code: 'US' }),
    ]);
    expect(searchGazetteer('10001', 'FR', 8)).toEqual([]);
    expect(zipPlace('00000')).toBeNull();
    expect(searchGazetteer('Atlantis', null, 8)).toEqual([]);
  });
});

describe('GET /api/places/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers places of the stored shape, best first, at most placeResultsMax', async () => {
    const { token } = await server.newUser();
    const res = await server.api('GET', '/api/places/?q=San', token);
    expect(res.status).toBe(200);
    const places = res.body as { name: string }[];
    expect(places.length).toBe(limits.placeResultsMax);
    expect(places[0]).toEqual({
      name: expect.stringMatching(/^San/) as unknown,
      admin: expect.any(String) as unknown,
      country_code: expect.stringMatching(/^[A-Z]{2}$/) as unknown,
      latitude: expect.any(Number) as unknown,
      longitude: expect.any(Number) as unknown,
      timezone: expect.any(String) as unknown,
    });
    const inAustralia = await server.api('GET', '/api/places/?q=syd&country=au', token);
    expect(inAustralia.body).toEqual([expect.objectContaining({ name: 'Sydney' })]);
  });

  it('names the field at fault: no query, a query too long, a country that is not a code', async () => {
    const { token } = await server.newUser();
    expect(await server.api('GET', '/api/places/?q=%20', token)).toMatchObject({
      status: 400,
      body: {
        message: 'q: Type a city or a postcode',
        errors: [{ field: 'q', message: 'Type a city or a postcode' }],
      },
    });
    const long = 'a'.repeat(limits.placeQueryMaxLength + 1);
    expect(await server.api('GET', `/api/places/?q=${long}`, token)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'q' }] },
    });
    expect(await server.api('GET', '/api/places/?q=Paris&country=France', token)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'country', message: 'Use a two-letter country code like AU' }] },
    });
    expect((await server.api('GET', '/api/places/?q=Paris', null)).status).toBe(401);
  });

  it('is rate-limited per user, atomically: exactly placeSearchesPerUser of a burst pass', async () => {
    const { token } = await server.newUser();
    const burst = await Promise.all(
      Array.from({ length: limits.placeSearchesPerUser + 5 }, () =>
        server.api('GET', '/api/places/?q=Par', token),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limits.placeSearchesPerUser);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // Another user is not held back by the first one's searches.
    const other = await server.newUser();
    expect((await server.api('GET', '/api/places/?q=Par', other.token)).status).toBe(200);
  }, 60_000);
});

describe('where a new Weather block starts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  async function weatherFor(profile: { timezone: string; zip_code?: string }) {
    const { token } = await server.newUser();
    const patched = await server.api('PATCH', '/api/profile/', token, profile);
    expect(patched.status).toBe(200);
    const added = await server.api('POST', '/api/call-blocks/user/', token, {
      block: 'weather',
      order: 0,
    });
    expect(added.status).toBe(201);
    return (added.body as UserBlock).settings;
  }

  it('at the zone’s main city, in the units of its country, for users in Tokyo, Sydney and London', async () => {
    expect(await weatherFor({ timezone: 'Asia/Tokyo' })).toMatchObject({
      place: ZONE_PLACES['Asia/Tokyo'],
      use_celsius: true,
    });
    expect(await weatherFor({ timezone: 'Australia/Sydney' })).toMatchObject({
      place: ZONE_PLACES['Australia/Sydney'],
      use_celsius: true,
    });
    expect(await weatherFor({ timezone: 'Europe/London' })).toMatchObject({
      place: { name: 'London', country_code: 'GB' },
      use_celsius: true,
    });
  });

  it('at the profile’s zip code in the US, in °F', async () => {
    expect(await weatherFor({ timezone: 'America/Los_Angeles', zip_code: '94110' })).toMatchObject({
      place: { name: 'San Francisco', admin: 'California', country_code: 'US' },
      use_celsius: false,
    });
  });
});

describe('the upgrade of old zip-code settings (020_weather_places)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('a known zip code becomes its place; an unknown one stays, and the block says so in the call', async () => {
    const { token, userId } = await server.newUser();
    const db = server.deps.db;
    const old = async (zip: string, position: number) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO user_blocks (user_id, block_id, settings, position)
           VALUES ($1, 'weather', $2, $3) RETURNING id`,
          [
            userId,
            JSON.stringify({ zip_code: zip, use_celsius: false, detail_level: 2 }),
            position,
          ],
        )
      )[0]!.id;
    const known = await old('10001', 0);
    const unknown = await old('00000', 1);
    const migration = dataMigrations.find((m) => m.name === '020_weather_places')!;
    await db.transaction((tx) => migration.run(tx));

    const settings = async (id: number) =>
      (
        await db.query<{ settings: Record<string, unknown> }>(
          'SELECT settings FROM user_blocks WHERE id = $1',
          [id],
        )
      )[0]!.settings;
    expect(await settings(known)).toEqual({
      place: zipPlace('10001'),
      use_celsius: false,
      detail_level: 2,
    });
    expect(await settings(unknown)).toEqual({
      zip_code: '00000',
      use_celsius: false,
      detail_level: 2,
    });
    // Its configuration offers no zip code to send back, and its place is to be chosen.
    const config = await server.api('GET', `/api/call-blocks/user/${unknown}/config/`, token);
    expect(config.body).toMatchObject({ current_settings: { use_celsius: false } });
    expect((config.body as { current_settings: object }).current_settings).not.toHaveProperty(
      'zip_code',
    );
    const words = (await server.deps.calls.assemble(userId, new Date('2026-12-01T12:00:00Z')))
      .words;
    expect(words).toContain('The weather in New York today:');
    expect(words).toContain(
      "The weather needs your place: zip code 00000 was not found. Choose a place in the Weather block's settings.",
    );
  });
});
