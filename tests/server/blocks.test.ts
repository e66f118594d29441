import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UserBlock } from '../../src/core/types';
import { ZONE_PLACES } from '../../src/core/zonePlaces';
import { blocks as catalogue } from '../../server/blocks';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const SYDNEY = ZONE_PLACES['Australia/Sydney'];

async function add(token: string, block: string, order: number, settings?: object) {
  return server.api('POST', '/api/call-blocks/user/', token, {
    block,
    order,
    ...(settings ? { settings } : {}),
  });
}

describe('call blocks', () => {
  it('lists the catalogue with both readings of the provider field', async () => {
    const { token } = await server.newUser();
    const res = await server.api('GET', '/api/call-blocks/available/', token);
    const blocks = res.body as {
      id: string;
      integration_type: string | null;
      required_integration: string | null;
    }[];
    // Every block folder of the catalogue, in its order (a new folder is served with no test to edit).
    expect(blocks.map((b) => b.id)).toEqual(catalogue.map((b) => b.id));
    expect(blocks.map((b) => b.id).slice(0, 4)).toEqual([
      'weather',
      'calendar',
      'horoscope',
      'word_of_the_day',
    ]);
    expect(blocks.find((b) => b.id === 'calendar')).toMatchObject({
      integration_type: 'google_calendar',
      required_integration: 'google_calendar',
      requires_integration: true,
    });
    // Each with its fields, so a routine entry can say its settings in one line.
    expect(blocks[0]).toMatchObject({
      fields: [
        expect.objectContaining({ key: 'place', label: 'Place', type: 'place' }),
        expect.objectContaining({ key: 'use_celsius', type: 'toggle' }),
        expect.objectContaining({ key: 'detail_level', type: 'number' }),
      ],
    });
    expect((await server.api('GET', '/api/call-blocks/available/', null)).status).toBe(401);
  });

  it('adds at order = current length, with defaults filled in, and refuses a wrong order', async () => {
    const { token } = await server.newUser();
    const first = await add(token, 'weather', 0);
    expect(first).toMatchObject({
      status: 201,
      body: {
        block: 'weather',
        order: 0,
        is_enabled: true,
        // Started at the user's own place: a New York user without a zip code, at New York in °F.
        settings: {
          place: ZONE_PLACES['America/New_York'],
          use_celsius: false,
          detail_level: 2,
        },
      },
    });
    expect(await add(token, 'horoscope', 5)).toMatchObject({
      status: 409,
      body: { message: 'order must be 1, the current length of the routine' },
    });
    expect(await add(token, 'horoscope', 1, { sign: 'leo' })).toMatchObject({
      status: 201,
      body: { order: 1, settings: { sign: 'leo' } },
    });
    expect(await add(token, 'nope', 2)).toMatchObject({
      status: 400,
      body: { message: 'Unknown block "nope"' },
    });
  });

  it('a block that needs an integration is refused until it is active', async () => {
    const { token, userId } = await server.newUser();
    expect(await add(token, 'calendar', 0)).toMatchObject({
      status: 400,
      body: { message: 'This block requires google_calendar integration. Please connect first.' },
    });
    await server.deps.db.query(
      `INSERT INTO integrations (user_id, provider, is_active) VALUES ($1, 'google_calendar', true)
       ON CONFLICT (user_id, provider) DO UPDATE SET is_active = true`,
      [userId],
    );
    expect((await add(token, 'calendar', 0)).status).toBe(201);
  });

  it('config answers fields and current settings; settings are validated by the shared rules', async () => {
    const { token } = await server.newUser();
    const created = (await add(token, 'weather', 0)).body as UserBlock;
    const config = await server.api('GET', `/api/call-blocks/user/${created.id}/config/`, token);
    expect(config.body).toMatchObject({
      current_settings: { place: ZONE_PLACES['America/New_York'], detail_level: 2 },
      schema: { fields: expect.any(Array) as unknown },
    });
    const bad = await server.api('PATCH', `/api/call-blocks/user/${created.id}/`, token, {
      settings: {
        place: { ...SYDNEY, latitude: 123, timezone: '' },
        use_celsius: true,
        detail_level: 9,
      },
    });
    // Every setting at fault is listed in `errors` (field and text); `message` says it in one line. A
    // place wrong in two ways is one text: it is not one the search found.
    expect(bad).toEqual({
      status: 400,
      headers: expect.anything() as unknown,
      body: {
        message: 'place: Choose a place from the list; detail_level: Must be at most 3',
        errors: [
          { field: 'place', message: 'Choose a place from the list' },
          { field: 'detail_level', message: 'Must be at most 3' },
        ],
      },
    });
    const one = await server.api('PATCH', `/api/call-blocks/user/${created.id}/`, token, {
      settings: { place: SYDNEY, use_celsius: true, detail_level: 9 },
    });
    expect(one).toMatchObject({
      status: 400,
      body: {
        message: 'detail_level: Must be at most 3',
        errors: [{ field: 'detail_level', message: 'Must be at most 3' }],
      },
    });
    const good = await server.api('PATCH', `/api/call-blocks/user/${created.id}/`, token, {
      settings: { place: SYDNEY, use_celsius: true, detail_level: 3 },
    });
    expect(good).toMatchObject({
      status: 200,
      body: { settings: { place: SYDNEY, use_celsius: true, detail_level: 3 } },
    });
  });

  it('reorder takes the whole list in one transaction and rejects anything else untouched', async () => {
    const { token } = await server.newUser();
    const ids: number[] = [];
    for (const [i, block] of ['weather', 'horoscope', 'word_of_the_day'].entries())
      ids.push(((await add(token, block, i)).body as UserBlock).id);
    const [a = 0, b = 0, c = 0] = ids;
    const reordered = await server.api('PATCH', '/api/call-blocks/user/', token, [
      { id: c, order: 0 },
      { id: a, order: 1 },
      { id: b, order: 2 },
    ]);
    expect((reordered.body as UserBlock[]).map((x) => x.id)).toEqual([c, a, b]);
    const order = async () =>
      ((await server.api('GET', '/api/call-blocks/user/', token)).body as UserBlock[]).map(
        (x) => x.id,
      );
    const other = await server.newUser();
    const foreign = ((await add(other.token, 'weather', 0)).body as UserBlock).id;
    for (const badList of [
      [
        { id: c, order: 0 },
        { id: a, order: 0 },
        { id: b, order: 2 },
      ],
      [
        { id: c, order: 0 },
        { id: c, order: 1 },
        { id: b, order: 2 },
      ],
      [
        { id: c, order: 0 },
        { id: a, order: 1 },
        { id: b, order: 7 },
      ],
    ]) {
      expect((await server.api('PATCH', '/api/call-blocks/user/', token, badList)).status).toBe(
        400,
      );
      expect(await order()).toEqual([c, a, b]);
    }
    // Well-formed lists of other blocks than the routine holds: the routine changed meanwhile.
    for (const staleList of [
      [
        { id: c, order: 0 },
        { id: a, order: 1 },
      ],
      [
        { id: c, order: 0 },
        { id: a, order: 1 },
        { id: foreign, order: 2 },
      ],
    ]) {
      expect(await server.api('PATCH', '/api/call-blocks/user/', token, staleList)).toMatchObject({
        status: 409,
        body: { message: 'Your routine changed in the meantime. Please reload and try again.' },
      });
      expect(await order()).toEqual([c, a, b]);
    }
    // Generated bad bodies: never a 500, never a change.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.array(fc.record({ id: fc.integer(), order: fc.integer() }), { maxLength: 4 }),
        ),
        async (body) => {
          const res = await server.api(
            'PATCH',
            '/api/call-blocks/user/',
            token,
            JSON.stringify(body),
          );
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 30 },
    );
    expect(await order()).toEqual([c, a, b]);
  });

  it("remove renumbers; other users' blocks are 404 to read, change or delete", async () => {
    const { token } = await server.newUser();
    const w = ((await add(token, 'weather', 0)).body as UserBlock).id;
    const h = ((await add(token, 'horoscope', 1)).body as UserBlock).id;
    const intruder = await server.newUser();
    expect(
      (await server.api('GET', `/api/call-blocks/user/${w}/config/`, intruder.token)).status,
    ).toBe(404);
    expect(
      (await server.api('PATCH', `/api/call-blocks/user/${w}/`, intruder.token, { settings: {} }))
        .status,
    ).toBe(404);
    expect((await server.api('DELETE', `/api/call-blocks/user/${w}/`, intruder.token)).status).toBe(
      404,
    );
    expect((await server.api('GET', '/api/call-blocks/user/', intruder.token)).body).toEqual([]);
    expect((await server.api('DELETE', `/api/call-blocks/user/${w}/`, token)).status).toBe(204);
    const left = (await server.api('GET', '/api/call-blocks/user/', token)).body as UserBlock[];
    expect(left.map((b) => [b.id, b.order])).toEqual([[h, 0]]);
    expect((await add(token, 'weather', 1)).status).toBe(201);
  });
});
