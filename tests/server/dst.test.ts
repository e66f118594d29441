import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

const clock = testClock('2026-01-01T00:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

async function next(callTime: string, timezone: string, after: string): Promise<string> {
  const [row] = await server.deps.db.query<{ at: Date }>(
    "SELECT daybreak_next_call($1, '1,2,3,4,5,6,7', $2, $3) AS at",
    [callTime, timezone, new Date(after)],
  );
  return new Date(row?.at ?? 0).toISOString();
}

describe('next_call_at across daylight-saving changes', () => {
  it.each([
    // [zone, call time, after, expected]: the day before, the day of, the day after each change.
    ['America/New_York', '08:00', '2026-03-07T00:00:00Z', '2026-03-07T13:00:00.000Z'],
    ['America/New_York', '08:00', '2026-03-08T00:00:00Z', '2026-03-08T12:00:00.000Z'],
    ['America/New_York', '08:00', '2026-10-31T20:00:00Z', '2026-11-01T13:00:00.000Z'],
    ['Europe/London', '07:00', '2026-03-28T12:00:00Z', '2026-03-29T06:00:00.000Z'],
    ['Europe/London', '07:00', '2026-10-24T12:00:00Z', '2026-10-25T07:00:00.000Z'],
    ['Australia/Sydney', '06:00', '2026-04-04T00:00:00Z', '2026-04-04T20:00:00.000Z'],
    ['Australia/Sydney', '06:00', '2026-10-03T00:00:00Z', '2026-10-03T19:00:00.000Z'],
  ])('%s %s after %s → %s', async (zone, time, after, expected) => {
    expect(await next(time, zone, after)).toBe(expected);
  });

  it.each([
    // A wall time that does not exist that day moves forward by the gap.
    ['America/New_York', '02:30', '2026-03-08T00:00:00Z', '2026-03-08T07:30:00.000Z'], // 03:30 EDT
    ['Europe/London', '01:30', '2026-03-29T00:00:00Z', '2026-03-29T01:30:00.000Z'], // 02:30 BST
    ['Australia/Sydney', '02:30', '2026-10-03T14:00:00Z', '2026-10-03T16:30:00.000Z'], // 03:30 AEDT
  ])('spring forward: %s %s that day is at %s', async (zone, time, after, expected) => {
    expect(await next(time, zone, after)).toBe(expected);
  });

  it.each([
    // A repeated wall time maps to one instant, and the next call is the next day's.
    ['America/New_York', '01:30', '2026-11-01T04:00:00Z', '2026-11-02T06:30:00.000Z'],
    ['Europe/London', '01:30', '2026-10-25T00:00:00Z', '2026-10-26T01:30:00.000Z'],
    ['Australia/Sydney', '02:30', '2026-04-04T14:00:00Z', '2026-04-05T16:30:00.000Z'],
  ])('fall back: %s %s is one instant that day', async (zone, time, after, expected) => {
    const first = await next(time, zone, after);
    expect(await next(time, zone, first)).toBe(expected);
  });

  it(
    'a repeated wall time is called once through the whole fall-back night (pipeline)',
    { timeout: 90_000 },
    async () => {
      const start = new Date('2026-11-01T04:00:00Z'); // 00:00 EDT in New York
      clock.set(start);
      const { token } = await callableUser(
        server,
        { call_time: '01:30', timezone: 'America/New_York' },
        start,
      );
      // Every minute from 00:00 EDT to 03:00 EST (both 01:30s happen in between).
      for (let t = start.getTime(); t <= start.getTime() + 240 * MINUTE; t += MINUTE) {
        clock.set(new Date(t));
        await server.deps.calls.pipeline.tick();
        await server.deps.calls.line.settle();
      }
      const { body } = await server.api('GET', '/api/calls/', token);
      const calls = (body as { calls: { kind: string; due_at: string; local_date: string }[] })
        .calls;
      expect(calls.filter((c) => c.kind === 'wakeup')).toEqual([
        expect.objectContaining({ due_at: '2026-11-01T06:30:00.000Z', local_date: '2026-11-01' }),
      ]);
    },
  );
});
