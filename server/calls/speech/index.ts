/**
 * Speech and audio: eSpeak NG in warm worker threads (or ElevenLabs), spoken-text normalising,
 * phone-line encoding (8 kHz μ-law WAV), where audio is stored and its signed URLs.
 */
export * from './audioStore';
export * from './audioUrl';
export * from './espeak';
export * from './speech';
export * from './spoken';
export * from './workerPool';
export * from './phoneAudio.mjs';
