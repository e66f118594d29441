import { describe, expect, it } from 'vitest';
import { formatInZone } from '../../src/core/timezones';
import { callDuration, callOutcome } from '../../src/features/calls/callText';
import { callRecord } from '../fixtures/api';

describe('formatInZone', () => {
  it('reads an instant in the zone with its abbreviation of the season', () => {
    expect(formatInZone(new Date('2026-11-24T13:00:00Z'), 'America/New_York')).toBe(
      'Tue, Nov 24 at 08:00 EST',
    );
    expect(formatInZone(new Date('2026-07-04T06:05:00Z'), 'Europe/London')).toBe(
      'Sat, Jul 4 at 07:05 BST',
    );
  });

  it('an unknown or missing zone reads in America/New_York', () => {
    expect(formatInZone(new Date('2026-11-24T13:00:00Z'), null)).toBe('Tue, Nov 24 at 08:00 EST');
    expect(formatInZone(new Date('2026-11-24T13:00:00Z'), 'Mars/Olympus')).toBe(
      'Tue, Nov 24 at 08:00 EST',
    );
  });
});

describe('callOutcome', () => {
  it('confirmed awake wins; in-progress calls say so; else the last attempt', () => {
    expect(callOutcome(callRecord(1)).label).toBe('Confirmed awake');
    expect(
      callOutcome(callRecord(1, { confirmed: false, status: 'ringing', attempts: [] })).label,
    ).toBe('In progress');
    expect(
      callOutcome(callRecord(1, { confirmed: false, status: 'queued', attempts: [] })).label,
    ).toBe('Scheduled');
    expect(
      callOutcome(callRecord(1, { confirmed: false, status: 'expired', attempts: [] })).label,
    ).toBe('No answer');
    expect(
      callOutcome(callRecord(1, { confirmed: false, status: 'dead', attempts: [] })).label,
    ).toBe('Failed');
  });

  it('duration sums the answered attempts', () => {
    expect(callDuration(callRecord(1))).toBe('1:05');
    expect(callDuration(callRecord(1, { attempts: [] }))).toBeNull();
  });
});
