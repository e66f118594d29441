import { describe, expect, it, vi } from 'vitest';
import wavefile from 'wavefile';
import { toPhoneLine } from '../../../server/calls/speech';
import { elevenLabsSpeech, localSpeech } from '../../../server/calls/speech';

const { WaveFile } = wavefile;
const RACHEL = '21m00Tcm4TlvDq8ikWAM';

/** The checks a phone line (and a browser) make of a WAV: RIFF sizes, 8 kHz mono μ-law (format 7). */
function phoneWav(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 4).toString()).toBe('RIFF');
  expect(view.subarray(8, 12).toString()).toBe('WAVE');
  expect(view.readUInt32LE(4)).toBe(view.length - 8);
  const wav = new WaveFile(view);
  const fmt = wav.fmt as {
    audioFormat: number;
    sampleRate: number;
    numChannels: number;
    bitsPerSample: number;
  };
  expect(fmt).toMatchObject({ audioFormat: 7, sampleRate: 8000, numChannels: 1, bitsPerSample: 8 });
  const data = wav.data as { chunkSize: number };
  return { seconds: data.chunkSize / 8000, bytes: view.length, wav };
}

/** A 22.05 kHz 16-bit mono WAV of one sine tone, as the engines write them. */
function tone(hz: number, seconds = 1, rate = 22050, amplitude = 16000): Uint8Array {
  const samples = Array.from({ length: rate * seconds }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );
  const wav = new WaveFile();
  wav.fromScratch(1, rate, '16', samples);
  return wav.toBuffer();
}

function rms(bytes: Uint8Array): number {
  const wav = new WaveFile(Buffer.from(bytes));
  wav.fromMuLaw();
  const samples = wav.getSamples(false, Float64Array) as unknown as Float64Array;
  const middle = samples.subarray(400, samples.length - 400); // away from the edges' ramp
  return Math.sqrt(middle.reduce((sum, s) => sum + s * s, 0) / middle.length);
}

describe('audio for a phone line', () => {
  it('resamples with an anti-alias filter: speech band kept, 6 kHz not folded back to 2 kHz', () => {
    const full = 16000 / Math.SQRT2;
    expect(rms(toPhoneLine(tone(1000)))).toBeGreaterThan(full * 0.9);
    expect(rms(toPhoneLine(tone(1000)))).toBeLessThan(full * 1.1);
    expect(rms(toPhoneLine(tone(6000)))).toBeLessThan(full * 0.03);
    // 8-bit unsigned input is read as such.
    const eight = new WaveFile();
    eight.fromScratch(
      1,
      22050,
      '8',
      Array.from(
        { length: 22050 },
        (_, i) => 128 + Math.round(100 * Math.sin((2 * Math.PI * 500 * i) / 22050)),
      ),
    );
    expect(rms(toPhoneLine(eight.toBuffer()))).toBeGreaterThan((100 / 128) * 32768 * 0.6);
  });

  it(
    'eSpeak NG: a real sentence is 8 kHz μ-law WAV, at most 8.5 kB a second',
    { timeout: 60_000 },
    async () => {
      const audio = await localSpeech({ workers: 1 }).synthesize(
        'Good morning, Sam! This is your Daybreak wake-up call.',
        RACHEL,
      );
      expect(audio.contentType).toBe('audio/wav');
      const { seconds, bytes } = phoneWav(audio.bytes);
      expect(seconds).toBeGreaterThan(2);
      expect(bytes / seconds).toBeLessThanOrEqual(8500);
    },
  );

  it('eSpeak NG: a one-minute call is at most 500 kB', { timeout: 60_000 }, async () => {
    const sentence =
      'The weather today: partly cloudy, with a high of 12 degrees Celsius and a low of 4 degrees Celsius, 40 percent chance of rain.';
    const audio = await localSpeech({ workers: 1 }).synthesize(
      Array.from({ length: 9 }, () => sentence).join(' '),
      RACHEL,
    );
    const { seconds, bytes } = phoneWav(audio.bytes);
    expect(seconds).toBeGreaterThan(55);
    expect(bytes).toBeLessThanOrEqual(500_000 * (Math.max(seconds, 60) / 60));
    expect(bytes / seconds).toBeLessThanOrEqual(8500);
  });

  it('ElevenLabs: asks for 8 kHz μ-law and wraps it in the same WAV', async () => {
    const fetchFn = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const audio = await elevenLabsSpeech(
      { apiKey: 'key-123', url: 'https://api.elevenlabs.io', model: 'eleven_flash_v2_5' },
      fetchFn as unknown as typeof fetch,
    ).synthesize('Hi', 'voice1');
    const [url] = fetchFn.mock.calls[0] as unknown as [string];
    expect(url).toBe('https://api.elevenlabs.io/v1/text-to-speech/voice1?output_format=ulaw_8000');
    expect(audio.contentType).toBe('audio/wav');
    phoneWav(audio.bytes);
    expect([...audio.bytes.subarray(58)]).toEqual([1, 2, 3, 0xff]);
  });
});
