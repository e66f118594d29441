import { describe, expect, it } from 'vitest';
import { formatPhone, phoneInProse, toE164 } from '../../../src/core/phone';

describe('phone numbers as people write them', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['', ''],
  ])('%j → %j', (input, e164) => expect(toE164(input)).toBe(e164));

  it.each(['123', 'call me', '+1 555 123 4567 ext 9', '+999 1234'])('%j is refused', (input) =>
    expect(toE164(input)).toBeNull(),
  );

  it('formats for reading', () => {
    expect(formatPhone('+15551234567')).toBe('+1 555 123 4567');
  });
});

describe('a number in a sentence', () => {
  it('is formatted with no-break spaces, so a line never splits it', () => {
    expect(phoneInProse('+15551234567')).toBe('+1\u00a0555\u00a0123\u00a04567');
    expect(phoneInProse('not a number')).toBe('not\u00a0a\u00a0number');
  });
});
