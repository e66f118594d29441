import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  defaultPhoneCountry,
  formatPhone,
  phoneCountryOf,
  phoneCountryOptions,
  phoneHint,
  phoneInProse,
  phonePlaceholder,
  phoneProblem,
  toE164,
} from '../../../src/core/phone';
import { TIMEZONES } from '../../../src/core/constants';
import { zoneCountry } from '../../../src/core/timezones';

describe("a number is read in the user's country", () => {
  it.each([
    // France: national, international, and its international prefix 00.
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['01 23 45 67 89', 'FR', '+33123456789'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678'],
    ['0033 6 12 34 56 78', 'FR', '+33612345678'],
    ['00 44 20 7946 0958', 'FR', '+442079460958'],
    // The United Kingdom.
    ['020 7946 0958', 'GB', '+442079460958'],
    ['07400 123456', 'GB', '+447400123456'],
    ['+44 20 7946 0958', 'GB', '+442079460958'],
    ['0033 6 12 34 56 78', 'GB', '+33612345678'],
    // Japan (its international prefix is 010).
    ['090-1234-5678', 'JP', '+819012345678'],
    ['03-1234-5678', 'JP', '+81312345678'],
    ['+81 90 1234 5678', 'JP', '+819012345678'],
    ['010 33 6 12 34 56 78', 'JP', '+33612345678'],
    // Australia (0011).
    ['0412 345 678', 'AU', '+61412345678'],
    ['(02) 9374 4000', 'AU', '+61293744000'],
    ['+61 412 345 678', 'AU', '+61412345678'],
    ['0011 33 6 12 34 56 78', 'AU', '+33612345678'],
    // China (00).
    ['138 0013 8000', 'CN', '+8613800138000'],
    ['010 1234 5678', 'CN', '+861012345678'],
    ['+86 138 0013 8000', 'CN', '+8613800138000'],
    ['00 33 6 12 34 56 78', 'CN', '+33612345678'],
    // The United States (011).
    ['(202) 555-0123', 'US', '+12025550123'],
    ['202.555.0123', 'US', '+12025550123'],
    ['+1 (202) 555-0123', 'US', '+12025550123'],
    ['011 33 6 12 34 56 78', 'US', '+33612345678'],
    // A number written with its country code is that country's, whatever the country chosen.
    ['+1 202 555 0123', 'FR', '+12025550123'],
    ['+44 20 7946 0958', 'JP', '+442079460958'],
    ['', 'FR', ''],
  ] as const)('%j in %s → %j', (input, country, e164) => {
    expect(toE164(input, country)).toBe(e164);
  });

  it.each([
    // Issue 19: a French mobile read as a US number.
    ['06 12 34 56 78', 'US'],
    ['+10612345678', 'FR'],
    ['+10612345678', 'US'],
    ['020 7946 0958', 'FR'],
    // 00 is not the US international prefix.
    ['0033 6 12 34 56 78', 'US'],
    // Fictional numbers: the right length, not in any numbering plan.
    ['+1 555 123 4567', 'US'],
    ['(555) 123-4567', 'US'],
    ['06 12 34 56 7', 'FR'],
    ['123', 'US'],
    ['call me', 'US'],
    ['+1 202 555 0123 ext 9', 'US'],
    ['+999 1234', 'US'],
  ] as const)('%j in %s is refused', (input, country) => {
    expect(toE164(input, country)).toBeNull();
  });

  it('refuses numbers that are possible (the right length) but not valid', () => {
    for (const [input, country] of [
      ['+10612345678', 'FR'],
      ['+15551234567', 'US'],
      ['06 12 34 56 78', 'US'],
    ] as const) {
      expect(parsePhoneNumberFromString(input, country)?.isPossible()).toBe(true);
      expect(toE164(input, country)).toBeNull();
    }
  });
});

describe('what the user is told', () => {
  it.each([
    ['FR', 'Enter a valid phone number for France, like 06 12 34 56 78'],
    ['GB', 'Enter a valid phone number for the United Kingdom, like 07400 123456'],
    ['JP', 'Enter a valid phone number for Japan, like 090-1234-5678'],
    ['AU', 'Enter a valid phone number for Australia, like 0412 345 678'],
    ['CN', 'Enter a valid phone number for China, like 131 2345 6789'],
    ['US', 'Enter a valid phone number for the United States, like (201) 555-0123'],
  ] as const)('%s: %j', (country, hint) => {
    expect(phoneHint(country)).toBe(hint);
  });

  it('names the country the number was read in: the chosen one, or the one of its country code', () => {
    expect(phoneProblem('020 7946 0958', 'FR')).toBe(phoneHint('FR'));
    expect(phoneProblem('+10612345678', 'FR')).toBe(phoneHint('US'));
    expect(phoneProblem('+44 20 1', 'US')).toBe(phoneHint('GB'));
    expect(phoneProblem('06 12 34 56 78', 'FR')).toBeNull();
    expect(phoneProblem('', 'FR')).toBeNull();
  });

  it('the placeholder is the country’s example; the US keeps SPEC’s "US style with +1"', () => {
    expect(phonePlaceholder('FR')).toBe('06 12 34 56 78');
    expect(phonePlaceholder('GB')).toBe('07400 123456');
    expect(phonePlaceholder('US')).toBe('+1 (201) 555-0123');
    // Every example is a valid number.
    for (const country of ['FR', 'GB', 'JP', 'AU', 'CN', 'US'] as const)
      expect(toE164(phonePlaceholder(country), country)).not.toBeNull();
  });
});

describe("the user's country", () => {
  it('each of the 12 zones gives its country', () => {
    expect(Object.fromEntries(TIMEZONES.map((zone) => [zone, zoneCountry(zone)]))).toEqual({
      'America/New_York': 'US',
      'America/Chicago': 'US',
      'America/Denver': 'US',
      'America/Los_Angeles': 'US',
      'America/Anchorage': 'US',
      'America/Phoenix': 'US',
      'Pacific/Honolulu': 'US',
      'Europe/London': 'GB',
      'Europe/Paris': 'FR',
      'Asia/Tokyo': 'JP',
      'Asia/Shanghai': 'CN',
      'Australia/Sydney': 'AU',
    });
    expect(zoneCountry('Europe/Berlin')).toBeUndefined();
    expect(zoneCountry(null)).toBeUndefined();
  });

  it("the zone's country, else the browser language's region, else the US", () => {
    expect(defaultPhoneCountry('Europe/Paris', 'en-US')).toBe('FR');
    expect(defaultPhoneCountry('Asia/Tokyo', undefined)).toBe('JP');
    expect(defaultPhoneCountry(undefined, 'en-GB')).toBe('GB');
    expect(defaultPhoneCountry('Europe/Berlin', 'de-DE')).toBe('DE');
    expect(defaultPhoneCountry(null, 'zh-Hans-CN')).toBe('CN');
    expect(defaultPhoneCountry(undefined, 'fr')).toBe('US');
    expect(defaultPhoneCountry(undefined, 'es-419')).toBe('US');
    expect(defaultPhoneCountry(undefined, undefined)).toBe('US');
  });

  it('a number with its country code shows that country; any other text the chosen one', () => {
    expect(phoneCountryOf('+44 20 7946 0958', 'FR')).toBe('GB');
    expect(phoneCountryOf('+33 6 12 34 56 78', 'US')).toBe('FR');
    expect(phoneCountryOf('0033 6 12 34 56 78', 'GB')).toBe('FR');
    expect(phoneCountryOf('06 12 34 56 78', 'FR')).toBe('FR');
    expect(phoneCountryOf('020 7946', 'GB')).toBe('GB');
    expect(phoneCountryOf('', 'JP')).toBe('JP');
  });

  it('a number of the chosen country’s calling code keeps the chosen country (issue 36)', () => {
    // libphonenumber files the 07911 12… mobile range under Guernsey; typed in the UK, it stays UK.
    expect(phoneCountryOf('07911 123456', 'GB')).toBe('GB');
    expect(phoneCountryOf('+44 7911 123456', 'GB')).toBe('GB');
    expect(phoneCountryOf('+1 416 555 0123', 'US')).toBe('US');
  });

  it('the selector offers every country by name and calling code, in name order', () => {
    const options = phoneCountryOptions();
    expect(options).toContainEqual({ value: 'FR', label: 'France +33' });
    expect(options).toContainEqual({ value: 'GB', label: 'United Kingdom +44' });
    expect(options).toContainEqual({ value: 'US', label: 'United States +1' });
    expect(options.length).toBeGreaterThan(200);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('a number as it will be dialled', () => {
  it('international format, in its own country', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+12025550123')).toBe('+1 202 555 0123');
    expect(formatPhone('+819012345678')).toBe('+81 90 1234 5678');
    expect(formatPhone('not a number')).toBe('not a number');
  });

  it('in a sentence, with no-break spaces so a line never splits it', () => {
    expect(phoneInProse('+33612345678')).toBe('+33\u00a06\u00a012\u00a034\u00a056\u00a078');
    expect(phoneInProse('+12025550123')).toBe('+1\u00a0202\u00a0555\u00a00123');
    expect(phoneInProse('not a number')).toBe('not\u00a0a\u00a0number');
  });
});
