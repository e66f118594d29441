/**
 * A schedule that fits a life (issue 35): a time per weekday, skipped mornings, a pause and one-off
 * calls, planned by the database's one planner (daybreak_plan) — each alone and together, across both
 * DST changes of New York, London and Sydney, at local midnight, and with a call already queued when
 * the skip arrives. The API keeps what is to come, drops what has passed and refuses, naming the
 * field, what cannot be kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../schemas/limits.json';
import { startTestServer, type TestServer } from './harness';
import { callableUser, replan, testClock, type Wakeable } from './pipelineSetup';

const clock = testClock('2026-11-27T12:00:00Z'); // Friday 07:00 in New York
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

type Plan = {
  day_times?: Record<string, string>;
  skip_dates?: string[];
  pause?: { from: string; until: string } | null;
  one_off?: { date: string; time: string }[];
};

/** A user with this schedule and plan, planned from `from`: their next call (ISO) and token. */
async function planned(schedule: Wakeable & Plan, from: string) {
  clock.set(from);
  const user = await callableUser(server, schedule, clock.now());
  return { ...user, next: await nextOf(user.userId) };
}

async function nextOf(userId: string): Promise<string | null> {
  const [row] = await server.deps.db.query<{ at: Date | null }>(
    'SELECT next_call_at AS at FROM schedules WHERE user_id = $1',
    [userId],
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** The next call after `after` for the user's saved schedule (the planner itself). */
async function planAfter(userId: string, after: string): Promise<string | null> {
  const [row] = await server.deps.db.query<{ at: Date | null }>(
    'SELECT daybreak_plan(s, $2) AS at FROM schedules s WHERE user_id = $1',
    [userId, new Date(after)],
  );
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** How many attempts the user's wake-up calls have made. */
async function attemptsOf(userId: string): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM call_attempts a JOIN call_records c ON c.id = a.call_id
      WHERE c.user_id = $1 AND c.kind = 'wakeup'`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

const NY = { call_time: '08:00', timezone: 'America/New_York', weekdays: '1,2,3,4,5,6,7' };

describe('each part alone (New York, from Friday 27 Nov 07:00 EST)', () => {
  it('a time per day: Saturday and Sunday at 09:30, the rest at 08:00', async () => {
    const u = await planned(
      { ...NY, day_times: { '6': '09:30', '7': '09:30' } },
      '2026-11-27T12:00:00Z',
    );
    expect(u.next).toBe('2026-11-27T13:00:00.000Z'); // Fri 08:00
    expect(await planAfter(u.userId, '2026-11-27T13:00:00Z')).toBe('2026-11-28T14:30:00.000Z'); // Sat 09:30
    expect(await planAfter(u.userId, '2026-11-28T14:30:00Z')).toBe('2026-11-29T14:30:00.000Z'); // Sun 09:30
    expect(await planAfter(u.userId, '2026-11-29T14:30:00Z')).toBe('2026-11-30T13:00:00.000Z'); // Mon 08:00
  });

  it('a skipped date: Friday is skipped, Saturday rings', async () => {
    const u = await planned({ ...NY, skip_dates: ['2026-11-27'] }, '2026-11-27T12:00:00Z');
    expect(u.next).toBe('2026-11-28T13:00:00.000Z');
  });

  it('a pause: Friday to Monday, calls resume by themselves on Tuesday', async () => {
    const u = await planned(
      { ...NY, pause: { from: '2026-11-27', until: '2026-11-30' } },
      '2026-11-27T12:00:00Z',
    );
    expect(u.next).toBe('2026-12-01T13:00:00.000Z');
  });

  it('a one-off call on a day not among the weekdays', async () => {
    const u = await planned(
      { ...NY, weekdays: '1', one_off: [{ date: '2026-11-28', time: '05:15' }] },
      '2026-11-27T12:00:00Z',
    );
    expect(u.next).toBe('2026-11-28T10:15:00.000Z'); // Sat 05:15
    expect(await planAfter(u.userId, '2026-11-28T10:15:00Z')).toBe('2026-11-30T13:00:00.000Z'); // Mon
  });
});

describe('together', () => {
  it('a pause that ends on a skipped date resumes the day after both', async () => {
    const u = await planned(
      {
        ...NY,
        pause: { from: '2026-11-27', until: '2026-11-29' },
        skip_dates: ['2026-11-30'],
      },
      '2026-11-27T12:00:00Z',
    );
    expect(u.next).toBe('2026-12-01T13:00:00.000Z');
    const { body } = await server.api('GET', '/api/calls/next/', u.token);
    expect(body).toMatchObject({ paused_until: '2026-11-29', skipping: null, one_off: false });
  });

  it('a one-off call inside a pause rings; the pause holds the regular calls', async () => {
    const u = await planned(
      {
        ...NY,
        pause: { from: '2026-11-27', until: '2026-12-06' },
        one_off: [{ date: '2026-12-02', time: '05:15' }],
      },
      '2026-11-27T12:00:00Z',
    );
    expect(u.next).toBe('2026-12-02T10:15:00.000Z');
    expect(await planAfter(u.userId, '2026-12-02T10:15:00Z')).toBe('2026-12-07T13:00:00.000Z');
  });

  it('"change this call only": Friday skipped and a one-off at 06:10 that day', async () => {
    const u = await planned(
      { ...NY, skip_dates: ['2026-11-27'], one_off: [{ date: '2026-11-27', time: '07:30' }] },
      '2026-11-27T12:00:00Z',
    );
    expect(u.next).toBe('2026-11-27T12:30:00.000Z');
    expect(await planAfter(u.userId, '2026-11-27T12:30:00Z')).toBe('2026-11-28T13:00:00.000Z');
  });

  it('a one-off call on a day with its regular call rings both, each once (the queue)', async () => {
    const u = await planned(
      { ...NY, one_off: [{ date: '2026-11-27', time: '07:30' }] },
      '2026-11-27T12:00:00Z',
    );
    // (Other suites' users are due too: count this user's attempts.)
    const dialledAt = async (iso: string) => {
      clock.set(iso);
      await server.deps.calls.pipeline.tick();
      await server.deps.calls.line.settle();
      return attemptsOf(u.userId);
    };
    expect(await dialledAt('2026-11-27T12:30:05Z')).toBe(1); // the one-off, 07:30
    expect(await dialledAt('2026-11-27T12:31:05Z')).toBe(1);
    expect(await dialledAt('2026-11-27T13:00:05Z')).toBe(2); // the regular call, 08:00
    const keys = await server.deps.db.query<{ dedupe_key: string }>(
      "SELECT dedupe_key FROM call_records WHERE user_id = $1 AND kind = 'wakeup' ORDER BY due_at",
      [u.userId],
    );
    expect(keys.map((k) => k.dedupe_key)).toEqual([
      `${u.userId}:wakeup:2026-11-27T07:30`,
      `${u.userId}:wakeup:2026-11-27`,
    ]);
  });
});

describe('across DST changes, north and south', () => {
  it.each([
    // [zone, plan, from, expected]
    // New York springs forward Sun 8 Mar 2026: Sunday's own time 02:30 does not exist, rings 03:30 EDT.
    [
      'America/New_York',
      { call_time: '08:00', day_times: { '7': '02:30' } },
      '2026-03-08T05:00:00Z',
      '2026-03-08T07:30:00.000Z',
    ],
    // New York falls back Sun 1 Nov 2026: a pause over the change, resuming Monday 08:00 EST.
    [
      'America/New_York',
      { call_time: '08:00', pause: { from: '2026-10-30', until: '2026-11-01' } },
      '2026-10-29T13:00:00Z',
      '2026-11-02T13:00:00.000Z',
    ],
    // London springs forward Sun 29 Mar 2026: Sunday skipped, Monday 07:00 BST.
    [
      'Europe/London',
      { call_time: '07:00', skip_dates: ['2026-03-29'] },
      '2026-03-28T08:00:00Z',
      '2026-03-30T06:00:00.000Z',
    ],
    // London falls back Sun 25 Oct 2026: a one-off at the repeated 01:30 is one instant (GMT's).
    [
      'Europe/London',
      { call_time: '07:00', one_off: [{ date: '2026-10-25', time: '01:30' }] },
      '2026-10-24T23:00:00Z',
      '2026-10-25T01:30:00.000Z',
    ],
    // Sydney springs forward Sun 4 Oct 2026: a pause until Sat 3 Oct, Sunday 06:00 AEDT.
    [
      'Australia/Sydney',
      { call_time: '06:00', pause: { from: '2026-09-28', until: '2026-10-03' } },
      '2026-09-27T21:00:00Z',
      '2026-10-03T19:00:00.000Z',
    ],
    // Sydney falls back Sun 5 Apr 2026: Saturday skipped, Sunday's own 09:30 is AEST.
    [
      'Australia/Sydney',
      { call_time: '06:00', skip_dates: ['2026-04-04'], day_times: { '7': '09:30' } },
      '2026-04-03T21:00:00Z',
      '2026-04-04T23:30:00.000Z',
    ],
  ] as const)('%s %j from %s → %s', async (timezone, plan, from, expected) => {
    const u = await planned({ weekdays: '1,2,3,4,5,6,7', timezone, ...plan } as never, from);
    expect(u.next).toBe(expected);
  });

  it('the London one-off at the repeated 01:30 is called once through the night', async () => {
    const u = await planned(
      {
        call_time: '07:00',
        timezone: 'Europe/London',
        weekdays: '1,2,3,4,5,6,7',
        one_off: [{ date: '2026-10-25', time: '01:30' }],
      },
      '2026-10-24T23:00:00Z',
    );
    expect(await planAfter(u.userId, '2026-10-25T01:30:00Z')).toBe('2026-10-25T07:00:00.000Z');
  });
});

describe('at local midnight', () => {
  it('a call at 00:00 on a skipped date is passed over at the stroke of midnight', async () => {
    const u = await planned(
      {
        call_time: '00:00',
        timezone: 'Asia/Tokyo',
        weekdays: '1,2,3,4,5,6,7',
        skip_dates: ['2026-11-28'],
      },
      '2026-11-27T15:00:00Z', // 00:00 Saturday in Tokyo, to the second
    );
    expect(u.next).toBe('2026-11-28T15:00:00.000Z'); // Sunday 00:00
    const { body } = await server.api('GET', '/api/calls/next/', u.token);
    expect(body).toMatchObject({ skipping: null }); // Saturday's midnight is now, not ahead
    clock.set('2026-11-27T14:59:59Z');
    const { body: before } = await server.api('GET', '/api/calls/next/', u.token);
    expect(before).toMatchObject({ skipping: '2026-11-28' });
  });
});

describe('a call already queued when the skip arrives', () => {
  it('is dropped at once and never shown as missed; the next call moves on', async () => {
    const u = await planned(NY, '2026-11-27T12:50:00Z'); // Fri 07:50: 08:00 is in the window
    clock.set('2026-11-27T12:50:00Z');
    await server.deps.calls.pipeline.tick();
    const queued = () =>
      server.deps.db.query<{ status: string }>(
        "SELECT status FROM call_records WHERE user_id = $1 AND kind = 'wakeup'",
        [u.userId],
      );
    expect(await queued()).toEqual([{ status: 'queued' }]);
    const { body: schedule } = await server.api('GET', '/api/call-blocks/schedule/', u.token);
    const saved = await server.api('PUT', '/api/call-blocks/schedule/', u.token, {
      ...(schedule as object),
      skip_dates: ['2026-11-27'],
    });
    expect(saved.status).toBe(200);
    await replan(server.deps.db, u.userId, clock.now());
    expect(await queued()).toEqual([]);
    const { body } = await server.api('GET', '/api/calls/next/', u.token);
    expect(body).toMatchObject({
      next_call_at: '2026-11-28T13:00:00.000Z',
      skipping: '2026-11-27',
      paused_until: null,
    });
    clock.set('2026-11-27T13:00:05Z');
    await server.deps.calls.pipeline.tick();
    expect(await attemptsOf(u.userId)).toBe(0);
    const { body: calls } = await server.api('GET', '/api/calls/', u.token);
    expect(JSON.stringify(calls)).not.toMatch(/missed|expired/i);
  });

  it('one claimed for dialling when the skip arrives is dropped, not rung', async () => {
    const u = await planned(NY, '2026-11-27T12:50:00Z');
    clock.set('2026-11-27T12:50:00Z');
    await server.deps.calls.pipeline.tick();
    // The skip lands in the database while a worker holds the record (no trigger: as if a moment later).
    await server.deps.db.query(
      `UPDATE call_records SET status = 'placing', dial_at = NULL, lease_until = $2
        WHERE user_id = $1 AND kind = 'wakeup'`,
      [u.userId, new Date('2026-11-27T13:01:00Z')],
    );
    await server.deps.db.query(
      "UPDATE schedules SET skip_dates = '{2026-11-27}' WHERE user_id = $1",
      [u.userId],
    );
    const [planned2] = await server.deps.db.query<{ planned: boolean }>(
      `SELECT daybreak_still_planned(user_id, dedupe_key, due_at) AS planned FROM call_records
        WHERE user_id = $1 AND kind = 'wakeup'`,
      [u.userId],
    );
    expect(planned2).toEqual({ planned: false });
  });
});

describe('the API keeps the plan', () => {
  const put = async (token: string, plan: Plan) => {
    const { body } = await server.api('GET', '/api/call-blocks/schedule/', token);
    return server.api('PUT', '/api/call-blocks/schedule/', token, { ...(body as object), ...plan });
  };

  it('answers every part, drops what has passed, sorts and merges the rest', async () => {
    const u = await planned(NY, '2026-11-27T12:00:00Z');
    const saved = await put(u.token, {
      day_times: { '6': '09:30' },
      skip_dates: ['2026-12-24', '2026-11-20', '2026-12-01', '2026-12-24'],
      pause: { from: '2026-12-20', until: '2027-01-03' },
      one_off: [
        { date: '2026-12-02', time: '05:15' },
        { date: '2026-11-27', time: '06:00' }, // an hour ago
        { date: '2026-11-27', time: '07:30' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      day_times: { '6': '09:30' },
      skip_dates: ['2026-12-01', '2026-12-24'],
      pause: { from: '2026-12-20', until: '2027-01-03' },
      one_off: [
        { date: '2026-11-27', time: '07:30' },
        { date: '2026-12-02', time: '05:15' },
      ],
    });
    const { body } = await server.api('GET', '/api/call-blocks/schedule/', u.token);
    expect(body).toEqual(saved.body);
  });

  it('a client that sends SPEC’s five fields keeps the saved plan', async () => {
    const u = await planned(
      { ...NY, skip_dates: ['2026-12-01'], pause: { from: '2026-12-20', until: '2026-12-27' } },
      '2026-11-27T12:00:00Z',
    );
    const five = { ...NY, enabled: true, voice_id: 'EXAVITQu4vr4xnSDxMaL', call_time: '07:45' };
    const saved = await server.api('PUT', '/api/call-blocks/schedule/', u.token, five);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      call_time: '07:45',
      skip_dates: ['2026-12-01'],
      pause: { from: '2026-12-20', until: '2026-12-27' },
    });
  });

  it('a pause already over is cleared; null clears a pause', async () => {
    const u = await planned(
      { ...NY, pause: { from: '2026-12-20', until: '2026-12-27' } },
      '2026-11-27T12:00:00Z',
    );
    expect((await put(u.token, { pause: null })).body).toMatchObject({ pause: null });
    expect(
      (await put(u.token, { pause: { from: '2026-11-01', until: '2026-11-26' } })).body,
    ).toMatchObject({ pause: null });
  });

  it.each([
    [{ skip_dates: ['2026-02-30'] }, 'skip_dates', '2026-02-30 is not a date.'],
    [{ skip_dates: ['28/11/2026'] }, 'skip_dates', null],
    [
      { pause: { from: '2026-12-20', until: '2026-12-19' } },
      'pause',
      'The pause ends before it starts.',
    ],
    [
      { pause: { from: '2026-12-01', until: '2027-12-02' } },
      'pause',
      `A pause lasts at most ${limits.schedulePauseMaxDays} days.`,
    ],
    [{ one_off: [{ date: '2026-12-02', time: '25:00' }] }, 'one_off', null],
    [{ one_off: [{ date: '2026-13-02', time: '05:00' }] }, 'one_off', null],
    [{ day_times: { '8': '09:30' } }, 'day_times', null],
    [{ day_times: { '6': '9:30' } }, 'day_times', null],
    [
      {
        skip_dates: Array.from({ length: limits.scheduleSkipDatesMax + 1 }, (_, i) =>
          new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10),
        ),
      },
      'skip_dates',
      `At most ${limits.scheduleSkipDatesMax} skipped mornings to come.`,
    ],
    [
      {
        one_off: Array.from({ length: limits.scheduleOneOffCallsMax + 1 }, (_, i) => ({
          date: '2026-12-02',
          time: `05:${String(i).padStart(2, '0')}`,
        })),
      },
      'one_off',
      `At most ${limits.scheduleOneOffCallsMax} one-off calls to come.`,
    ],
  ] as const)('refuses %j naming %s, and keeps what was saved', async (plan, field, message) => {
    const u = await planned({ ...NY, skip_dates: ['2026-12-01'] }, '2026-11-27T12:00:00Z');
    const refused = await put(u.token, plan as Plan);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(field);
    if (message) expect(JSON.stringify(refused.body)).toContain(message);
    const { body } = await server.api('GET', '/api/call-blocks/schedule/', u.token);
    expect(body).toMatchObject({ skip_dates: ['2026-12-01'] });
  });
});
