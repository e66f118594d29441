/** Types of phoneAudio.mjs (plain JavaScript so worker threads load it without a loader). */
export declare const PHONE_RATE: number;
export declare function resample(samples: Float32Array, rate: number): Int16Array;
export declare function toPhoneLine(bytes: Uint8Array): Uint8Array;
