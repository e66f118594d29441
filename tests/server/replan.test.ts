/**
 * The next-call line tells the truth after a change: a call time moved later on a day whose call was
 * already made cannot promise a second call that day (the queue keeps one wake-up call per user and
 * local date); it names the next day that will ring. Played in New York on a Saturday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { callableUser, replan, testClock } from './pipelineSetup';

const clock = testClock('2026-11-27T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

describe('moving the call time after today’s call was made', () => {
  it('promises the next day that will ring, not a second call today', async () => {
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'America/New_York', weekdays: '1,2,3,4,5,6,7' },
      clock.now(),
    );
    // Saturday 07:00 in New York: called and confirmed.
    clock.set('2026-11-28T12:00:05Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
    await server.deps.calls.line.settle();
    // Three minutes later the time is moved to 07:05 (still ahead today) and saved.
    clock.set('2026-11-28T12:03:00Z');
    const { body: schedule } = await server.api('GET', '/api/call-blocks/schedule/', user.token);
    await server.api('PUT', '/api/call-blocks/schedule/', user.token, {
      ...(schedule as object),
      call_time: '07:05',
    });
    // (The database replans with its own clock; the test's is pinned: plan from it, as the save did.)
    await replan(server.deps.db, user.userId, clock.now());
    const { body } = await server.api('GET', '/api/calls/next/', user.token);
    // Sunday 07:05 EST, not Saturday's.
    expect(body).toMatchObject({ next_call_at: '2026-11-29T12:05:00.000Z' });
    // And that is what happens: nothing rings at 07:05 today, Sunday's does.
    clock.set('2026-11-28T12:05:05Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(0);
    clock.set('2026-11-29T12:05:05Z');
    expect((await server.deps.calls.pipeline.tick()).dialled).toBe(1);
  });
});
