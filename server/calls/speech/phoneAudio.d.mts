/** Types of phoneAudio.mjs (plain JavaScript so worker threads load it without a loader). */
export declare const PHONE_RATE: number;
export declare function resample(samples: Float32Array, rate: number): Int16Array;
export declare function toPhoneLine(bytes: Uint8Array): Uint8Array;
/** 8 kHz μ-law samples (one byte each) in a WAV. */
export declare function muLawWav(samples: Uint8Array): Uint8Array;
