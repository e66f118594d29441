/**
 * The parts of a schedule beyond SPEC's five fields (issue 35): a time per weekday, skipped mornings,
 * a pause, one-off calls. What the server keeps of them (past ones dropped, duplicates merged,
 * sorted) and what it refuses, naming the field; the client shows the same words. The planner that
 * turns them into the next call is the database's (server/db/migrations/019_schedule_fits_a_life.sql).
 */
import limits from '../../schemas/limits.json';
import type { Schedule } from './types';
import { wallClock } from './timezones';

export type DayTimes = NonNullable<Schedule['day_times']>;
export type Pause = { from: string; until: string };
export type OneOffCall = { date: string; time: string };

/** The plan's parts as stored and answered: every one present (empty when unused). */
export interface Plan {
  day_times: DayTimes;
  skip_dates: string[];
  pause: Pause | null;
  one_off: OneOffCall[];
}

export const EMPTY_PLAN: Plan = { day_times: {}, skip_dates: [], pause: null, one_off: [] };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** "2026-02-30" is not a date even though it has the shape of one. */
export function isCalendarDate(date: string): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === date;
}

/** Days from `from` to `until`, both included ("2026-12-20" to "2026-12-20" is 1). */
export const daysIncluded = (from: string, until: string) => dayNumber(until) - dayNumber(from) + 1;

/** A refusal of one part of the plan: its field and the sentence shown under it. */
export interface PlanRefusal {
  field: keyof Plan;
  message: string;
}

/**
 * The plan as kept at `now` in `timezone`: skipped dates before today, a pause already over and
 * one-off calls already past are dropped (they are done, not wrong); the rest sorted, without
 * duplicates. Refused: a date that is not one, a pause that ends before it starts or lasts more than
 * `schedulePauseMaxDays`, more than `scheduleSkipDatesMax` skipped mornings or
 * `scheduleOneOffCallsMax` one-off calls to come.
 */
export function keptPlan(
  given: Partial<Plan>,
  timezone: string,
  now: Date,
): { plan: Partial<Plan>; refusal: null } | { plan: null; refusal: PlanRefusal } {
  const today = wallClock(timezone, now);
  const plan: Partial<Plan> = {};
  const notADate = (field: keyof Plan, date: string) => ({
    plan: null,
    refusal: { field, message: `${date} is not a date.` },
  });
  if (given.day_times) plan.day_times = given.day_times;
  if (given.skip_dates) {
    const bad = given.skip_dates.find((d) => !isCalendarDate(d));
    if (bad) return notADate('skip_dates', bad);
    const ahead = [...new Set(given.skip_dates)].filter((d) => d >= today.date).sort();
    if (ahead.length > limits.scheduleSkipDatesMax)
      return {
        plan: null,
        refusal: {
          field: 'skip_dates',
          message: `At most ${limits.scheduleSkipDatesMax} skipped mornings to come.`,
        },
      };
    plan.skip_dates = ahead;
  }
  if (given.pause !== undefined) {
    const pause = given.pause;
    if (pause) {
      const bad = [pause.from, pause.until].find((d) => !isCalendarDate(d));
      if (bad) return notADate('pause', bad);
      if (pause.until < pause.from)
        return {
          plan: null,
          refusal: { field: 'pause', message: 'The pause ends before it starts.' },
        };
      if (daysIncluded(pause.from, pause.until) > limits.schedulePauseMaxDays)
        return {
          plan: null,
          refusal: {
            field: 'pause',
            message: `A pause lasts at most ${limits.schedulePauseMaxDays} days.`,
          },
        };
    }
    plan.pause =
      pause && pause.until >= today.date ? { from: pause.from, until: pause.until } : null;
  }
  if (given.one_off) {
    const bad = given.one_off.find((c) => !isCalendarDate(c.date));
    if (bad) return notADate('one_off', bad.date);
    const seen = new Set<string>();
    const ahead = given.one_off
      .filter((c) => `${c.date}T${c.time}` > `${today.date}T${today.time}`)
      .filter((c) => !seen.has(`${c.date}T${c.time}`) && seen.add(`${c.date}T${c.time}`))
      .map((c) => ({ date: c.date, time: c.time }))
      .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
    if (ahead.length > limits.scheduleOneOffCallsMax)
      return {
        plan: null,
        refusal: {
          field: 'one_off',
          message: `At most ${limits.scheduleOneOffCallsMax} one-off calls to come.`,
        },
      };
    plan.one_off = ahead;
  }
  return { plan, refusal: null };
}

/** The next call as the line knows it: its wall time ("2026-11-30T07:00") and whether it is a one-off. */
export interface NextOnLine {
  local_time: string;
  one_off?: boolean;
}

const partsOf = (next: NextOnLine) => ({
  date: next.local_time.slice(0, 10),
  time: next.local_time.slice(11, 16),
});

/** The schedule's plan parts, whatever it holds of them (a schedule from before they existed). */
export const planOf = (schedule: Partial<Plan>): Plan => ({
  day_times: schedule.day_times ?? {},
  skip_dates: schedule.skip_dates ?? [],
  pause: schedule.pause ?? null,
  one_off: schedule.one_off ?? [],
});

/**
 * The schedule without its next call: a regular morning is skipped (its date in `skip_dates`), a
 * one-off call is removed.
 */
export function withoutNextCall<S extends Partial<Plan>>(schedule: S, next: NextOnLine): S {
  const { date, time } = partsOf(next);
  const plan = planOf(schedule);
  return next.one_off
    ? { ...schedule, one_off: plan.one_off.filter((c) => !(c.date === date && c.time === time)) }
    : { ...schedule, skip_dates: [...new Set([...plan.skip_dates, date])].sort() };
}

/** "Change this call only": the next call gone, and a one-off call at `time` on its date instead. */
export function withNextCallAt<S extends Partial<Plan>>(
  schedule: S,
  next: NextOnLine,
  time: string,
): S {
  const { date } = partsOf(next);
  const without = withoutNextCall(schedule, next);
  return { ...without, one_off: [...planOf(without).one_off, { date, time }] };
}
