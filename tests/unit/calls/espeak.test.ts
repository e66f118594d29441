import { describe, expect, it } from 'vitest';
import wavefile from 'wavefile';
import { BUILT_IN_VOICES } from '../../../src/core/constants';
import { localSpeech } from '../../../server/calls/speech';

const { WaveFile } = wavefile;

/** The samples and rate of a μ-law WAV (what the engines give a phone line), decoded to 16-bit. */
function decode(bytes: Uint8Array): { samples: Int16Array; rate: number } {
  const wav = new WaveFile(Buffer.from(bytes));
  wav.fromMuLaw();
  const samples = wav.getSamples(false, Int16Array) as unknown as Int16Array;
  return { samples, rate: (wav.fmt as { sampleRate: number }).sampleRate };
}

/** Median fundamental frequency (Hz) of the voiced 40 ms frames of mono audio, by autocorrelation. */
function medianPitch(wav: Uint8Array): number {
  const { samples, rate } = decode(wav);
  const frame = Math.floor(rate * 0.04);
  const pitches: number[] = [];
  for (let start = 0; start + frame * 2 < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += (samples[start + i] ?? 0) ** 2;
    if (energy / frame < 1e6) continue; // silence or unvoiced
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(rate / 400); lag <= Math.floor(rate / 60); lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++)
        sum += (samples[start + i] ?? 0) * (samples[start + i + lag] ?? 0);
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag) pitches.push(rate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

describe('eSpeak NG (WebAssembly) offline speech', () => {
  it('speaks real WAV in four distinguishable built-in voices', { timeout: 60_000 }, async () => {
    const speech = localSpeech();
    const text = 'Good morning! Your verification code is 0 7 9 2 6 5. Have a great day.';
    const heard = await Promise.all(
      BUILT_IN_VOICES.map(async (voice) => {
        const audio = await speech.synthesize(text, voice.id);
        const wav = Buffer.from(audio.bytes);
        expect(audio.contentType).toBe('audio/wav');
        expect(wav.subarray(0, 4).toString()).toBe('RIFF');
        expect(wav.subarray(8, 12).toString()).toBe('WAVE');
        return {
          name: voice.name,
          pitch: medianPitch(audio.bytes),
          seconds: decode(audio.bytes).samples.length / decode(audio.bytes).rate,
        };
      }),
    );
    const by = Object.fromEntries(heard.map((h) => [h.name, h]));
    // Adam is the low voice, Domi the high and quick one, Elli the slow one.
    expect(by.Adam?.pitch).toBeLessThan((by.Rachel?.pitch ?? 0) * 0.8);
    expect(by.Domi?.pitch).toBeGreaterThan(by.Rachel?.pitch ?? Infinity);
    expect(by.Domi?.seconds).toBeLessThan(by.Rachel?.seconds ?? 0);
    expect(by.Elli?.seconds).toBeGreaterThan(by.Rachel?.seconds ?? Infinity);
    // Digits are read as words: a code of six digits takes real time to say.
    expect(by.Rachel?.seconds).toBeGreaterThan(4);
  });
});
