import { describe, expect, it } from 'vitest';
import { keptPlan, withNextCallAt, withoutNextCall } from '../../../src/core/schedulePlan';
import { formatLocalDate, wallClock } from '../../../src/core/timezones';

// Saturday 28 Nov 2026, 23:30 in Tokyo (14:30 UTC).
const NOW = new Date('2026-11-28T14:30:00Z');

describe('keptPlan', () => {
  it('drops what has passed in the schedule’s own zone, sorts and merges the rest', () => {
    const { plan } = keptPlan(
      {
        skip_dates: ['2026-11-30', '2026-11-27', '2026-11-28', '2026-11-30'],
        pause: { from: '2026-11-20', until: '2026-11-27' },
        one_off: [
          { date: '2026-11-28', time: '23:00' }, // half an hour ago in Tokyo
          { date: '2026-11-28', time: '23:45' },
          { date: '2026-11-28', time: '23:45' },
        ],
      },
      'Asia/Tokyo',
      NOW,
    );
    expect(plan).toEqual({
      skip_dates: ['2026-11-28', '2026-11-30'],
      pause: null,
      one_off: [{ date: '2026-11-28', time: '23:45' }],
    });
  });

  it('the same call is still to come in New York, where it is 09:30', () => {
    const { plan } = keptPlan(
      { one_off: [{ date: '2026-11-28', time: '09:45' }] },
      'America/New_York',
      NOW,
    );
    expect(plan?.one_off).toHaveLength(1);
  });

  it('leaves out the parts a client did not send (they are kept as saved)', () => {
    expect(keptPlan({}, 'Europe/London', NOW)).toEqual({ plan: {}, refusal: null });
  });

  it.each([
    [{ skip_dates: ['2026-02-29'] }, 'skip_dates', '2026-02-29 is not a date.'],
    [
      { pause: { from: '2026-12-02', until: '2026-12-01' } },
      'pause',
      'The pause ends before it starts.',
    ],
    [
      { pause: { from: '2026-12-01', until: '2027-12-02' } },
      'pause',
      'A pause lasts at most 366 days.',
    ],
    [{ one_off: [{ date: '2026-04-31', time: '07:00' }] }, 'one_off', '2026-04-31 is not a date.'],
  ] as const)('refuses %j, naming %s', (given, field, message) => {
    expect(keptPlan(structuredClone(given) as never, 'Europe/London', NOW).refusal).toEqual({
      field,
      message,
    });
  });

  it('a pause of exactly 366 days is kept', () => {
    const { refusal } = keptPlan(
      { pause: { from: '2026-12-01', until: '2027-12-01' } },
      'Europe/London',
      NOW,
    );
    expect(refusal).toBeNull();
  });
});

describe('skip and change the next call', () => {
  const schedule = {
    skip_dates: ['2026-12-24'],
    one_off: [{ date: '2026-12-02', time: '05:15' }],
  };

  it('a regular morning is skipped by its date', () => {
    expect(withoutNextCall(schedule, { local_time: '2026-11-30T07:00', one_off: false })).toEqual({
      skip_dates: ['2026-11-30', '2026-12-24'],
      one_off: [{ date: '2026-12-02', time: '05:15' }],
    });
  });

  it('a one-off call is removed, not skipped (the regular call that day still rings)', () => {
    expect(withoutNextCall(schedule, { local_time: '2026-12-02T05:15', one_off: true })).toEqual({
      skip_dates: ['2026-12-24'],
      one_off: [],
    });
  });

  it('"change this call only" skips the day and adds a one-off call at the new time', () => {
    expect(
      withNextCallAt(schedule, { local_time: '2026-11-30T07:00', one_off: false }, '06:10'),
    ).toEqual({
      skip_dates: ['2026-11-30', '2026-12-24'],
      one_off: [
        { date: '2026-12-02', time: '05:15' },
        { date: '2026-11-30', time: '06:10' },
      ],
    });
  });
});

describe('dates as the screens say them', () => {
  it('formats a local date whatever the machine’s zone', () => {
    expect(formatLocalDate('2026-11-30')).toBe('Mon, Nov 30');
    expect(formatLocalDate('2027-01-03')).toBe('Sun, Jan 3');
  });

  it('reads the wall clock of a zone, on both sides of a DST change', () => {
    expect(wallClock('Australia/Sydney', new Date('2026-10-03T15:59:00Z'))).toEqual({
      date: '2026-10-04',
      time: '01:59',
    });
    expect(wallClock('Australia/Sydney', new Date('2026-10-03T16:00:00Z'))).toEqual({
      date: '2026-10-04',
      time: '03:00',
    });
  });
});
