/** Types of phoneAudio.mjs (plain JavaScript so worker threads load it without a loader). */
export declare const PHONE_RATE: number;
export declare function resample(samples: Float32Array, rate: number): Int16Array;
export declare function toPhoneLine(bytes: Uint8Array): Uint8Array;
/** 8 kHz μ-law samples (one byte each) in a WAV. */
export declare function muLawWav(samples: Uint8Array): Uint8Array;
/** The samples of an 8 kHz mono μ-law WAV; throws on any other audio. */
export declare function muLawSamples(bytes: Uint8Array): Uint8Array;
/** Phone-line WAVs one after the other as one WAV, `gapMs` of silence between two. */
export declare function joinMuLaw(wavs: Uint8Array[], gapMs?: number): Uint8Array;
