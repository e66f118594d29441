/**
 * The call lifecycle: queueing due schedules, preparing ahead, dialling at the shared pace, settling
 * what the line reports, the scheduler loop and retention. Every statement they run is named once,
 * in queue.ts (docs/ARCHITECTURE.md lists them).
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
