/**
 * Nothing is dropped in silence: a wake-up call not placed within its grace is recorded as expired
 * with why and logged; an operator reads the morning at GET /metrics and is warned of a morning the
 * line cannot place in time.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LATE_REASON } from '../../server/calls/lifecycle';
import { startTestServer, type TestServer } from './harness';
import { MINUTE, callableUser, testClock } from './pipelineSetup';

// Wednesday 2026-11-25 07:00 in New York is 12:00 UTC.
const DUE = new Date('2026-11-25T12:00:00.000Z');
const clock = testClock('2026-11-24T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { CALLS_PER_SECOND: '0.01' } });
});
afterAll(() => server.stop());

/** Ten callable users in New York whose calls are at `callTime`, planned from `from`. */
async function tenUsers(callTime: string, from: Date, firstLine: number) {
  for (let i = 0; i < 10; i += 1)
    await callableUser(
      server,
      { call_time: callTime, timezone: 'America/New_York' },
      from,
      `+1202555${String(firstLine + i).padStart(4, '0')}`,
    );
}

/** What a second process warns of when it starts (its first tick) at `at`. */
async function warningsOfAProcessStartingAt(at: string) {
  const sibling = await server.sibling();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    clock.set(at);
    await sibling.calls.pipeline.tick();
    return warn.mock.calls.map((call) => String(call[0]));
  } finally {
    warn.mockRestore();
    await sibling.close();
  }
}

describe('never silent', () => {
  it('a call claimed past its grace is expired with why, logged, and counted', async () => {
    clock.set('2026-11-24T12:00:00Z');
    const user = await callableUser(
      server,
      { call_time: '07:00', timezone: 'America/New_York' },
      clock.now(),
    );
    const { pipeline } = server.deps.calls;
    clock.set(new Date(DUE.getTime() - MINUTE));
    expect(await pipeline.enqueueDue()).toBe(1);
    // The line is so busy that this process reaches the call 16 minutes after its time.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      clock.set(new Date(DUE.getTime() + 16 * MINUTE));
      expect(await pipeline.work()).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('expired: not placed within 15'));
    } finally {
      warn.mockRestore();
    }
    const [row] = await server.deps.db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM call_records WHERE user_id = $1',
      [user.userId],
    );
    expect(row).toEqual({ status: 'expired', last_error: LATE_REASON });

    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await metrics.text();
    expect(text).toMatch(/^daybreak_calls_queued_total 1$/m);
    expect(text).toMatch(/^daybreak_calls_expired_total\{reason="capacity"\} 1$/m);
    expect(text).toMatch(/^daybreak_calls\{status="expired"\} [1-9]/m);
    expect(text).toMatch(/^daybreak_pacer_backlog_seconds /m);
  });

  it('warns at start while a minute of the next hour holds more calls than the line can place in the grace', async () => {
    clock.set('2026-11-29T12:00:00Z');
    // Ten calls due the same minute at 0.01 calls a second take 1,000 s to place: past the 900 s grace.
    await tenUsers('07:30', new Date('2026-11-30T12:00:00Z'), 100);
    expect(await warningsOfAProcessStartingAt('2026-11-30T12:00:00Z')).toContainEqual(
      expect.stringMatching(/capacity: 10 wake-up calls are due at 2026-11-30T12:30:00.000Z/),
    );
  });

  it('counts the calls already queued ahead too: ten queued for 08:00 still warn a process starting at 07:55', async () => {
    // Tuesday 2026-12-01 after its 08:00 in New York; Wednesday's 08:00 there is 13:00 UTC.
    clock.set('2026-12-01T14:00:00Z');
    await tenUsers('08:00', clock.now(), 120);
    // Ten minutes ahead they are queued, and their schedules move on to the next morning.
    clock.set('2026-12-02T12:51:00Z');
    expect(await server.deps.calls.pipeline.enqueueDue()).toBe(10);
    expect(await warningsOfAProcessStartingAt('2026-12-02T12:55:00Z')).toContainEqual(
      expect.stringMatching(/capacity: 10 wake-up calls are due at 2026-12-02T13:00:00.000Z/),
    );
  });

  it('GET /metrics needs the METRICS_TOKEN bearer when one is configured', async () => {
    const guarded = await startTestServer({
      clock,
      env: { METRICS_TOKEN: 'a-long-metrics-secret' },
    });
    try {
      expect((await fetch(`${guarded.url}/metrics`)).status).toBe(404);
      const read = await fetch(`${guarded.url}/metrics`, {
        headers: { Authorization: 'Bearer a-long-metrics-secret' },
      });
      expect(read.status).toBe(200);
      expect(await read.text()).toMatch(/daybreak_wakeup_lateness_seconds_bucket/);
    } finally {
      await guarded.stop();
    }
  });
});
