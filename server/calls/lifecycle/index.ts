/**
 * The call lifecycle: queueing due schedules, preparing ahead, dialling at the shared pace, settling
 * what the line reports, the scheduler loop and retention. The pipeline's statements are named in
 * queue.ts; enqueueing (enqueue.ts), settling (lineEvents.ts), pacing (pacer.ts) and the sweeps
 * (retention.ts) keep theirs beside the one function that runs each (docs/ARCHITECTURE.md lists all).
 */
export * from './enqueue';
export * from './lineEvents';
export * from './pacer';
export * from './attempt';
export * from './holdings';
export * from './pipeline';
export * from './preparation';
export * from './queue';
export * from './retention';
export * from './retry';
export * from './scheduler';
