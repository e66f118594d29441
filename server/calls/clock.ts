/** The time the call services live by: the system's, or a test's or the bench's own. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
