/** When is a schedule's next call? DST-safe: the wall-clock time in the user's zone, converted with Intl. */

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
}

const weekdayNumber: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The wall clock in `timeZone` at instant `at`. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdayNumber[parts.weekday ?? ''] ?? 0,
  };
}

/** The instant when the wall clock in `timeZone` reads the given local date and time (the later one in a DST gap). */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const w = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** The first call strictly after `from`, or null when the schedule has no days. */
export function nextWakeUp(
  schedule: { call_time: string; weekdays: string; timezone: string },
  from: Date,
): Date | null {
  const days = new Set(schedule.weekdays.split(',').map(Number));
  const [hour = 8, minute = 0] = schedule.call_time.split(':').map(Number);
  const today = wallClock(from, schedule.timezone);
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    if (!days.has(weekday)) continue;
    const at = zonedInstant(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      hour,
      minute,
      schedule.timezone,
    );
    if (at.getTime() > from.getTime()) return at;
  }
  return null;
}
