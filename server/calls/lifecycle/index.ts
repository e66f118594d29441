/**
 * The call lifecycle: queueing due schedules, preparing ahead, dialling at the shared pace, settling
 * what the line reports, the scheduler loop and retention. Every queue statement is named in queue.ts.
 */
export * from './enqueue';
export * from './lineEvents';
export * from './pacer';
export * from './pipeline';
export * from './queue';
export * from './retention';
export * from './scheduler';
