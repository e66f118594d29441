import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpeech, spokenText } from '../../../server/calls/speech';

describe('spokenText: what every speech engine is given', () => {
  it.each([
    ['Dentist at 16:00.', 'Dentist at 4 PM.'],
    [
      'Team stand-up at 09:30, Lunch with Sam at 12:30',
      'Team stand-up at 9:30 AM, Lunch with Sam at 12:30 PM',
    ],
    ['07:05', '7:05 AM'],
    ['7:05', '7:05 AM'],
    ['12:00', '12 PM'],
    ['00:00', '12 AM'],
    ['00:30', '12:30 AM'],
    ['23:59', '11:59 PM'],
    ['13:00-14:30', '1 PM-2:30 PM'],
  ])('times on a 24-hour clock: %s', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it.each([
    ['7:05 AM', '7:05 AM'],
    ['7:05 pm', '7:05 pm'],
    ['25:00', '25:00'],
    ['10:75', '10:75'],
    ['version 1:2', 'version 1:2'],
    ['Press 1 to confirm.', 'Press 1 to confirm.'],
  ])('leaves what is not a 24-hour time alone: %s', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it.each([
    ['a high of 12°C', 'a high of 12 degrees Celsius'],
    ['a low of -3°C', 'a low of minus 3 degrees Celsius'],
    ['a low of −3 °C', 'a low of minus 3 degrees Celsius'],
    ['54°F', '54 degrees Fahrenheit'],
    ['1°C', '1 degree Celsius'],
    ['20°', '20 degrees'],
    ['12.5°C', '12.5 degrees Celsius'],
  ])('temperatures with their units: %s', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it.each([
    ['40% chance of rain', '40 percent chance of rain'],
    ['12.5 %', '12.5 percent'],
    ['100%.', '100 percent.'],
  ])('percentages: %s', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it.each([
    ['Due 2026-11-24.', 'Due November 24.'],
    ['2026-01-01 and 2026-12-31', 'January 1 and December 31'],
    ['2026-13-01', '2026-13-01'],
    ['2026-02-30', '2026-02-30'],
  ])('ISO dates: %s', (text, spoken) => {
    expect(spokenText(text)).toBe(spoken);
  });

  it('says what the blocks really say without change when it is already spoken English', () => {
    const weather =
      'The weather today: Partly cloudy, with a high of 12 degrees Celsius and a low of 4 degrees Celsius, 40 percent chance of rain.';
    expect(spokenText(weather)).toBe(weather);
    expect(spokenText('Your verification code is 0 7 9 2 6 5.')).toBe(
      'Your verification code is 0 7 9 2 6 5.',
    );
  });

  it('is idempotent: normalising twice changes nothing more', () => {
    const text = 'Dentist at 16:00, 54°F, 40% rain, 2026-11-24.';
    expect(spokenText(spokenText(text))).toBe(spokenText(text));
  });
});

describe('the speech a server is given (createSpeech)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the engine spoken text, not the written one', async () => {
    // ElevenLabs is outside this machine: its HTTP call is the one thing replaced.
    const fetchFn = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    vi.stubGlobal('fetch', fetchFn);
    const speech = createSpeech({
      elevenLabsApiKey: 'key-123',
      elevenLabs: { url: 'https://api.elevenlabs.io', model: 'eleven_flash_v2_5' },
      speechWorkers: 1,
    });
    await speech.synthesize('Dentist at 16:00, a high of 12°C.', 'voice1');
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      text: 'Dentist at 4 PM, a high of 12 degrees Celsius.',
    });
  });
});
