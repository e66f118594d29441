/** Requests at once, and what they answered: the concurrency and limits suites' two helpers. */

/** Runs `fn` `n` times at once. */
export const all = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

/** How many of the answers had `status`. */
export const count = (statuses: number[], status: number) =>
  statuses.filter((s) => s === status).length;
