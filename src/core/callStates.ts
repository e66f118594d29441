/**
 * The call states (schemas/api/call-status.schema.json), by name, for code and for SQL: statements
 * interpolate them (`status = '${CALL.queued}'`) instead of spelling them, as pg-boss does with its
 * JOB_STATES, so a state is named in one place and a misspelt one fails to compile.
 */
import { callStatusSchema } from './schemas.gen';

export type CallState = (typeof callStatusSchema.enum)[number];

export const CALL = Object.fromEntries(callStatusSchema.enum.map((state) => [state, state])) as {
  readonly [S in CallState]: S;
};

/** The states of a call still under way: waiting, being dialled, or on the line. */
export const ACTIVE_STATES = [CALL.queued, CALL.placing, CALL.ringing] as const;

/** States as a SQL list for `IN (…)`: `'queued', 'placing', 'ringing'`. */
export const sqlStates = (states: readonly CallState[]) => states.map((s) => `'${s}'`).join(', ');
