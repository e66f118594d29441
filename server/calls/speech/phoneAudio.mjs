// Audio for a phone line: any engine's PCM WAV → 8 kHz mono μ-law WAV (format 7), 8 kB a second —
// what a phone line carries, played by Twilio's <Play> and by browsers. Plain JavaScript: the speech
// workers load it without a TypeScript loader.
import alawmulaw from 'alawmulaw';

export const PHONE_RATE = 8000;
/** Low-pass below the new Nyquist (4 kHz); what leaks into 3.4–4 kHz is above the phone band anyway. */
const CUTOFF_HZ = 3600;
/**
 * Input samples each side of an output sample: 32 taps (Hann: stopband from ~4.7 kHz, so what folds
 * back lands above 3.3 kHz). wavefile's own resampler measured ~10 ms of CPU per second of audio here.
 */
const HALF_WIDTH = 16;

/** A WAV's format (its fmt chunk) and its data chunk's bytes. */
function readWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV');
  let fmt = null;
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      fmt = {
        format: view.getUint16(at + 8, true),
        channels: view.getUint16(at + 10, true),
        rate: view.getUint32(at + 12, true),
        bits: view.getUint16(at + 22, true),
      };
    } else if (id === 'data') {
      // Some writers state sizes that disagree with the bytes: trust the bytes.
      return { fmt, data: bytes.subarray(at + 8, Math.min(bytes.byteLength, at + 8 + size)) };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** The first channel of a PCM WAV (8-bit unsigned or 16-bit signed) on the 16-bit scale, and its rate. */
function readPcm(bytes) {
  const { fmt, data } = readWav(bytes);
  if (!fmt || fmt.format !== 1 || (fmt.bits !== 8 && fmt.bits !== 16))
    throw new Error(`Unsupported WAV (format ${fmt?.format}, ${fmt?.bits} bits)`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const step = (fmt.bits / 8) * fmt.channels;
  const count = Math.floor(data.byteLength / step);
  const samples = new Float32Array(count);
  for (let i = 0, p = 0; i < count; i++, p += step)
    samples[i] = fmt.bits === 16 ? view.getInt16(p, true) : (data[p] - 128) << 8;
  return { samples, rate: fmt.rate };
}

const gcd = (a, b) => (b ? gcd(b, a % b) : a);
const tables = new Map();

/** Windowed-sinc (Hann) taps for each of the `phases` fractional positions, each normalised to unit gain. */
function filterTable(rate) {
  const phases = PHONE_RATE / gcd(rate, PHONE_RATE);
  const taps = 2 * HALF_WIDTH;
  const table = new Float32Array(phases * taps);
  const fc = Math.min(CUTOFF_HZ, rate / 2) / rate;
  for (let p = 0; p < phases; p++) {
    const frac = ((p * rate) / PHONE_RATE) % 1;
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const x = k - HALF_WIDTH + 1 - frac;
      const sinc = x === 0 ? 2 * fc : Math.sin(2 * Math.PI * fc * x) / (Math.PI * x);
      const hann = 0.5 + 0.5 * Math.cos((Math.PI * x) / HALF_WIDTH);
      table[p * taps + k] = sinc * hann;
      sum += sinc * hann;
    }
    for (let k = 0; k < taps; k++) table[p * taps + k] /= sum;
  }
  return { table, phases, taps };
}

/** Band-limits and resamples to 8 kHz (a polyphase FIR: the anti-alias filter and the interpolation in one). */
export function resample(samples, rate) {
  if (rate === PHONE_RATE) return Int16Array.from(samples, Math.round);
  let filter = tables.get(rate);
  if (!filter) tables.set(rate, (filter = filterTable(rate)));
  const { table, phases, taps } = filter;
  const out = new Int16Array(Math.floor((samples.length * PHONE_RATE) / rate));
  const last = samples.length - 1;
  for (let n = 0; n < out.length; n++) {
    const base = Math.floor((n * rate) / PHONE_RATE) - HALF_WIDTH + 1;
    const row = (n % phases) * taps;
    let acc = 0;
    if (base >= 0 && base + taps - 1 <= last) {
      // Unrolled by four (taps is a multiple of 4): twice as fast in V8, and this is the hot loop.
      for (let k = 0, r = row, i = base; k < taps; k += 4, r += 4, i += 4)
        acc +=
          table[r] * samples[i] +
          table[r + 1] * samples[i + 1] +
          table[r + 2] * samples[i + 2] +
          table[r + 3] * samples[i + 3];
    } else {
      for (let k = 0; k < taps; k++) {
        const i = base + k;
        if (i >= 0 && i <= last) acc += table[row + k] * samples[i];
      }
    }
    out[n] = acc > 32767 ? 32767 : acc < -32768 ? -32768 : Math.round(acc);
  }
  return out;
}

/**
 * A μ-law WAV as the spec has it for a non-PCM format: an 18-byte fmt (format 7, cbSize 0) and a fact
 * chunk. Written by hand: wavefile's fromScratch packs sample by sample (~25 ms a minute of audio);
 * the tests read every file back with wavefile.
 */
export function muLawWav(samples) {
  // An even length needs no RIFF pad byte: one more sample of silence (0xFF in μ-law) if odd.
  const length = samples.length + (samples.length % 2);
  const bytes = new Uint8Array(58 + length).fill(0xff, 58 + samples.length);
  const view = new DataView(bytes.buffer);
  const tag = (at, text) =>
    bytes.set(
      [...text].map((c) => c.charCodeAt(0)),
      at,
    );
  tag(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  tag(8, 'WAVE');
  tag(12, 'fmt ');
  view.setUint32(16, 18, true);
  view.setUint16(20, 7, true); // WAVE_FORMAT_MULAW
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, PHONE_RATE, true);
  view.setUint32(28, PHONE_RATE, true); // bytes a second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  view.setUint16(36, 0, true); // cbSize
  tag(38, 'fact');
  view.setUint32(42, 4, true);
  view.setUint32(46, length, true);
  tag(50, 'data');
  view.setUint32(54, length, true);
  bytes.set(samples, 58);
  return bytes;
}

/** Any engine's PCM WAV → 8 kHz mono μ-law WAV bytes. */
export function toPhoneLine(bytes) {
  const { samples, rate } = readPcm(bytes);
  return muLawWav(alawmulaw.mulaw.encode(resample(samples, rate)));
}

/** The samples of an 8 kHz mono μ-law WAV (what muLawWav writes, and any writer's). */
export function muLawSamples(bytes) {
  const { fmt, data } = readWav(bytes);
  if (!fmt || fmt.format !== 7 || fmt.channels !== 1 || fmt.rate !== PHONE_RATE)
    throw new Error('Not an 8 kHz mono μ-law WAV');
  return data;
}

/**
 * Phone-line WAVs said one after the other, as one WAV: their samples joined, with `gapMs` of silence
 * between two (a sentence's pause; μ-law silence is 0xFF).
 */
export function joinMuLaw(wavs, gapMs = 0) {
  const parts = wavs.map(muLawSamples);
  const gap = Math.round((gapMs * PHONE_RATE) / 1000);
  const total = parts.reduce((n, part) => n + part.length, 0) + gap * Math.max(0, parts.length - 1);
  const samples = new Uint8Array(total).fill(0xff);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length + gap;
  }
  return muLawWav(samples);
}
